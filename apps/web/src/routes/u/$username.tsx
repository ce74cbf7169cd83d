import { createFileRoute } from '@tanstack/react-router';

import { profileDisplayName } from '#src/components/prompt-kit/profile-identity';
import { PublicProfilePage } from '#src/components/profile/public-profile-page';
import { pageTitle } from '#src/lib/page-title';
import { isNotFound } from '#src/lib/trpc-error';
import { profileQueryInput, validateTagSearch } from '#src/lib/tag-search';

export const Route = createFileRoute('/u/$username')({
  // ?tag=a,b: only the public prompts with every one of these tags.
  validateSearch: validateTagSearch,
  loaderDeps: ({ search }) => ({ tag: search.tag }),
  // Starts the request before the screen renders (and on hover, with intent preloading); the
  // page title is the person's name, which only the answer knows.
  loader: async ({ context: { queryClient, trpc }, params, deps }) => {
    try {
      const { profile } = await queryClient.ensureQueryData(
        trpc.profiles.public.queryOptions(profileQueryInput(params.username, deps.tag)),
      );
      return { name: profileDisplayName(profile) };
    } catch (error) {
      // The screen shows the not-found or error text from the cached failure.
      return { name: isNotFound(error) ? 'User Not Found' : null };
    }
  },
  head: ({ params, loaderData }) => ({
    meta: [{ title: pageTitle(loaderData?.name ?? `@${params.username}`) }],
  }),
  component: PublicProfileRoute,
});

function PublicProfileRoute() {
  const { username } = Route.useParams();
  const { tag } = Route.useSearch();
  return <PublicProfilePage username={username} tag={tag} />;
}
