import { Button, Skeleton } from '@promptshelf/ui';
import { MapPinIcon, PencilIcon, UserRoundXIcon } from '@promptshelf/ui/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';

import { useViewer } from '#src/lib/auth';
import { useTRPC } from '#src/lib/trpc';
import { isNotFound } from '#src/lib/trpc-error';
import { CollectionCard } from '../collections/collection-card';
import { profileQueryInput, tagSearchValue, tagsOfSearch } from '#src/lib/tag-search';
import { ActiveTags } from '../prompt-kit/active-tags';
import { PromptGrid } from '../prompt-kit/prompt-grid';
import { ProfileAvatar } from '../prompt-kit/profile-avatar';
import { profileDisplayName } from '../prompt-kit/profile-identity';
import { FollowSection } from './follow-button';
import { ReportMenu } from '../moderation/report-menu';
import { SocialLinks } from './social-links';

/** A public profile: who the person is, and their public prompts. */
export function PublicProfilePage({ username, tag }: { username: string; tag?: string }) {
  const trpc = useTRPC();
  const { viewer } = useViewer();
  const navigate = useNavigate();
  const tags = tagsOfSearch(tag);
  // The route's loader already asked; an error it got is shown, not asked again on mount.
  const result = useQuery({
    ...trpc.profiles.public.queryOptions(profileQueryInput(username, tag)),
    retryOnMount: false,
    // Another tag filter keeps the page on screen while its prompts load.
    placeholderData: keepPreviousData,
  });

  if (result.isPending) return <ProfileSkeleton />;

  if (result.isError) {
    if (isNotFound(result.error)) {
      // The address names someone, so the heading repeats it; the line under it says so.
      return (
        <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
          <UserRoundXIcon className="size-12 text-muted-foreground" aria-hidden="true" />
          <h1 className="mt-4 text-3xl font-bold tracking-tight wrap-anywhere">@{username}</h1>
          <p className="mt-3 text-lg wrap-anywhere">User &quot;{username}&quot; not found.</p>
          <p className="mt-2 text-muted-foreground">
            The link may be mistyped, or the username may have changed.
          </p>
          <Button asChild className="mt-8">
            <Link to="/browse">Browse Prompts</Link>
          </Button>
        </div>
      );
    }
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <h1 className="text-3xl font-bold tracking-tight wrap-anywhere">@{username}</h1>
        <p role="alert" className="mt-3 text-muted-foreground wrap-anywhere">
          Error loading profile: {result.error.message || 'Please try again.'}
        </p>
        <Button className="mt-8" variant="outline" onClick={() => void result.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }

  const { profile, snippets: prompts, collections } = result.data;
  const name = profileDisplayName(profile);
  const isMe = viewer?.username?.toLowerCase() === profile.username.toLowerCase();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <section
        aria-labelledby="profile-name"
        className="flex flex-col items-center gap-6 rounded-2xl border bg-card p-6 text-center shadow-xs sm:flex-row sm:items-start sm:p-8 sm:text-left"
      >
        <ProfileAvatar
          profile={profile}
          imageUrl={profile.profileImageUrl}
          className="size-24 text-3xl"
        />
        <div className="grid min-w-0 flex-1 justify-items-center gap-3 sm:justify-items-start">
          <div className="min-w-0 wrap-anywhere">
            <h1 id="profile-name" className="text-3xl font-bold tracking-tight text-balance">
              {name}
            </h1>
            <p className="mt-1 text-muted-foreground">@{profile.username}</p>
          </div>
          {profile.location && (
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground wrap-anywhere">
              <MapPinIcon className="size-4 shrink-0" aria-hidden="true" />
              <span className="sr-only">Location:</span>
              {profile.location}
            </p>
          )}
          {profile.bio && (
            <p className="max-w-prose leading-relaxed whitespace-pre-line wrap-anywhere">
              {profile.bio}
            </p>
          )}
          <FollowSection profile={profile} isMe={isMe} />
          <SocialLinks urls={profile} name={name} />
        </div>
        {isMe && (
          <Button asChild variant="outline" size="sm" className="shrink-0">
            <Link to="/profile">
              <PencilIcon aria-hidden="true" />
              Edit Profile
            </Link>
          </Button>
        )}
        {!isMe && (
          <div className="shrink-0">
            <ReportMenu target={{ kind: 'profile', username: profile.username }} />
          </div>
        )}
      </section>

      <section aria-labelledby="profile-prompts" className="mt-10">
        <h2 id="profile-prompts" className="text-xl font-semibold">
          Public prompts
          {prompts.length > 0 && (
            // The space keeps '(3)' a word of its own in the heading's accessible name.
            <span className="ml-1 text-base font-normal text-muted-foreground">
              {' '}
              ({prompts.length.toLocaleString('en-US')})
            </span>
          )}
        </h2>
        <ActiveTags
          className="mt-3"
          tags={tags}
          onRemove={(removed) =>
            void navigate({
              to: '/u/$username',
              params: { username },
              search: { tag: tagSearchValue(tags.filter((other) => other !== removed)) },
              resetScroll: false,
            })
          }
        />
        {prompts.length === 0 ? (
          <p className="mt-4 rounded-xl border border-dashed px-6 py-12 text-center text-muted-foreground">
            {tags.length > 0
              ? 'No public prompts of this user have these tags.'
              : 'No public prompts found for this user.'}
          </p>
        ) : (
          <div className="mt-4">
            <PromptGrid
              prompts={prompts}
              headingLevel="h3"
              label={`Prompts by ${name}`}
              tagScope={{ page: 'profile', username: profile.username }}
            />
          </div>
        )}
      </section>

      {collections.length > 0 && (
        <section aria-labelledby="profile-collections" className="mt-10">
          <h2 id="profile-collections" className="text-xl font-semibold">
            Public collections
            <span className="ml-1 text-base font-normal text-muted-foreground">
              {' '}
              ({collections.length.toLocaleString('en-US')})
            </span>
          </h2>
          <ul
            className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
            aria-label={`Collections by ${name}`}
          >
            {collections.map((collection) => (
              <li key={collection.id}>
                <CollectionCard collection={collection} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6" aria-busy="true">
      <p className="sr-only" role="status">
        Loading profile...
      </p>
      <div className="flex flex-col items-center gap-6 rounded-2xl border p-6 sm:flex-row sm:items-start sm:p-8">
        <Skeleton className="size-24 rounded-full" />
        <div className="grid w-full max-w-md gap-3">
          <Skeleton className="h-8 w-56" />
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-4 w-full" />
        </div>
      </div>
      <div className="mt-14">
        <PromptGrid isLoading prompts={undefined} />
      </div>
    </div>
  );
}
