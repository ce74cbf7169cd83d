import { createFileRoute } from '@tanstack/react-router';

import { MyCollectionsPage } from '#src/components/collections/my-collections-page';
import { titleHead } from '#src/lib/page-title';

export const Route = createFileRoute('/_authenticated/my-collections')({
  head: titleHead('My Collections'),
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.collections.mine.queryOptions());
  },
  component: MyCollectionsPage,
});
