import { createFileRoute } from '@tanstack/react-router';

import { ProfileEditPage } from '#src/components/profile/profile-edit-page';
import { titleHead } from '#src/lib/page-title';

export const Route = createFileRoute('/_authenticated/profile')({
  head: titleHead('Edit Profile'),
  loader: ({ context: { queryClient, trpc } }) => {
    // Starts the request early; the screen shows its own loading and error states.
    void queryClient.prefetchQuery(trpc.profiles.mine.queryOptions());
  },
  component: ProfileEditPage,
});
