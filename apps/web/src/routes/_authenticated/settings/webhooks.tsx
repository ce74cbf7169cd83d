import { createFileRoute } from '@tanstack/react-router';

import { WebhooksPage } from '#src/components/webhooks/webhooks-page';
import { titleHead } from '#src/lib/page-title';

export const Route = createFileRoute('/_authenticated/settings/webhooks')({
  head: titleHead('Webhooks'),
  loader: ({ context: { queryClient, trpc } }) => {
    // Starts the request early; the screen shows its own loading and error states.
    void queryClient.prefetchQuery(trpc.webhooks.list.queryOptions({ workspace: null }));
  },
  component: WebhooksPage,
});
