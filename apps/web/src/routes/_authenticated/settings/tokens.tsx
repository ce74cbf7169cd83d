import { createFileRoute } from '@tanstack/react-router';

import { ApiTokensPage } from '#src/components/settings/api-tokens-page';
import { titleHead } from '#src/lib/page-title';

export const Route = createFileRoute('/_authenticated/settings/tokens')({
  head: titleHead('API Tokens'),
  loader: ({ context: { queryClient, trpc } }) => {
    // Starts the request early; the screen shows its own loading and error states.
    void queryClient.prefetchQuery(trpc.tokens.list.queryOptions());
  },
  component: ApiTokensPage,
});
