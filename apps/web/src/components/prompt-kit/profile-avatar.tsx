import { cn } from '@promptshelf/ui';
import { useState } from 'react';

import { profileInitials, safeHttpUrl, type ProfileIdentity } from './profile-identity';

/**
 * A person's picture, or their initials when there is none or it fails to load: the one avatar
 * of the app (menu, cards, profile), sized by the caller. Decorative: the caller names the person.
 */
export function ProfileAvatar({
  profile,
  imageUrl,
  className,
}: {
  profile: ProfileIdentity;
  imageUrl: string | null;
  className?: string;
}) {
  const src = safeHttpUrl(imageUrl);
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return (
      <img
        src={src}
        alt=""
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
        className={cn('size-8 shrink-0 rounded-full object-cover', className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground select-none',
        className,
      )}
    >
      {profileInitials(profile)}
    </span>
  );
}
