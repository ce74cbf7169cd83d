import { ProfileAvatar } from '../prompt-kit/profile-avatar';
import type { Viewer } from '#src/lib/auth';

export function displayName(viewer: Viewer): string {
  const name = [viewer.firstName, viewer.lastName].filter(Boolean).join(' ').trim();
  return name || viewer.email;
}

/** The signed-in person's avatar (menu size). The caller supplies the name. */
export function UserAvatar({ viewer }: { viewer: Viewer }) {
  return (
    <ProfileAvatar
      profile={{ ...viewer, username: viewer.username ?? '' }}
      imageUrl={viewer.profileImageUrl}
    />
  );
}
