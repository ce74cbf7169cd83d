import { createFileRoute } from '@tanstack/react-router';

import { profileDisplayName } from '#src/components/profile/profile-identity';
import { PublicProfilePage } from '#src/components/profile/public-profile-page';
import { pageTitle } from '#src/lib/page-title';

export const Route = createFileRoute('/u/$username')({
  // Starts the request before the screen renders (and on hover, with intent preloading); the
  // page title is the person's name, which only the answer knows.
  loader: async ({ context: { queryClient, trpc }, params }) => {
    try {
      const { profile } = await queryClient.ensureQueryData(
        trpc.profiles.public.queryOptions({ username: params.username }),
      );
      return { name: profileDisplayName(profile) };
    } catch {
      // The screen shows the not-found or error text from the cached failure.
      return { name: null };
    }
  },
  head: ({ params, loaderData }) => ({
    meta: [{ title: pageTitle(loaderData?.name ?? `@${params.username}`) }],
  }),
  component: PublicProfileRoute,
});

function PublicProfileRoute() {
  const { username } = Route.useParams();
  return <PublicProfilePage username={username} />;
}
