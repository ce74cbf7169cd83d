import { cn } from '@promptshelf/ui';

import type { Viewer } from '#src/lib/auth';

export function displayName(viewer: Viewer): string {
  const name = [viewer.firstName, viewer.lastName].filter(Boolean).join(' ').trim();
  return name || viewer.email;
}

function initials(viewer: Viewer): string {
  const source =
    [viewer.firstName, viewer.lastName].filter(Boolean).join(' ').trim() || viewer.email;
  const letters = source
    .split(/[\s@._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

/** A decorative avatar: the picture when there is one, else initials. The caller supplies the name. */
export function UserAvatar({ viewer, className }: { viewer: Viewer; className?: string }) {
  return viewer.profileImageUrl ? (
    <img
      src={viewer.profileImageUrl}
      alt=""
      className={cn('size-8 rounded-full object-cover', className)}
      referrerPolicy="no-referrer"
    />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground',
        className,
      )}
    >
      {initials(viewer)}
    </span>
  );
}
