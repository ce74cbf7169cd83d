import { cn } from '@promptshelf/ui';
import { useState } from 'react';

import { profileInitials, safeHttpUrl, type ProfileIdentity } from './profile-identity';

/** The person's picture, or their initials when there is none or it fails to load. Decorative. */
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
        className={cn('size-24 shrink-0 rounded-full object-cover', className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-24 shrink-0 items-center justify-center rounded-full bg-primary text-3xl font-semibold text-primary-foreground select-none',
        className,
      )}
    >
      {profileInitials(profile)}
    </span>
  );
}
