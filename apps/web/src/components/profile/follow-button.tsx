import { Button, toast } from '@promptshelf/ui';
import { UserRoundCheckIcon, UserRoundPlusIcon } from '@promptshelf/ui/icons';
import { Link } from '@tanstack/react-router';

import { useViewer } from '#src/lib/auth';
import { api, useTRPC } from '#src/lib/trpc';
import { errorMessage } from '#src/lib/trpc-error';

/**
 * Follower and following counts, and Follow / Following for a signed-in visitor of someone
 * else's profile (a visitor is asked to sign in). Their public prompts then show under Browse's
 * Following tab.
 */
export function FollowSection({
  profile,
  isMe,
}: {
  profile: { username: string; followerCount: number; followingCount: number; following: boolean };
  isMe: boolean;
}) {
  const trpc = useTRPC();
  const { viewer } = useViewer();
  const onSettled = () => trpc.profiles.public.invalidate();
  const onError = (error: unknown) =>
    toast({ title: errorMessage(error) ?? 'Please try again.', variant: 'destructive' });
  const follow = api.follows.follow.useMutation({ onSettled, onError });
  const unfollow = api.follows.unfollow.useMutation({ onSettled, onError });
  const busy = follow.isPending || unfollow.isPending;
  const count = (n: number, one: string, many: string) => (
    <span>
      <strong className="font-semibold text-foreground">{n.toLocaleString('en-US')}</strong>{' '}
      {n === 1 ? one : many}
    </span>
  );
  return (
    <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 text-sm text-muted-foreground sm:justify-start">
      {count(profile.followerCount, 'follower', 'followers')}
      {count(profile.followingCount, 'following', 'following')}
      {!isMe &&
        (viewer ? (
          <Button
            type="button"
            size="sm"
            variant={profile.following ? 'outline' : 'default'}
            aria-pressed={profile.following}
            disabled={busy}
            onClick={() =>
              profile.following
                ? unfollow.mutate({ username: profile.username })
                : follow.mutate({ username: profile.username })
            }
          >
            {profile.following ? (
              <UserRoundCheckIcon aria-hidden="true" />
            ) : (
              <UserRoundPlusIcon aria-hidden="true" />
            )}
            {profile.following ? 'Following' : 'Follow'}
          </Button>
        ) : (
          <Button asChild size="sm" variant="outline">
            <Link to="/auth" search={{ redirect: `/u/${profile.username}` }}>
              Sign in to follow
            </Link>
          </Button>
        ))}
    </div>
  );
}
