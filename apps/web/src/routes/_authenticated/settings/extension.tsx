import { createFileRoute } from '@tanstack/react-router';

import { ConnectExtensionPage } from '#src/components/extension/connect-extension-page';
import { titleHead } from '#src/lib/page-title';

/** The one-time state the extension opened this page with (a random UUID). */
function validateSearch(search: Record<string, unknown>): { state?: string } {
  const state = search.state;
  return typeof state === 'string' && /^[0-9a-f-]{36}$/.test(state) ? { state } : {};
}

export const Route = createFileRoute('/_authenticated/settings/extension')({
  head: titleHead('Connect the extension'),
  validateSearch,
  component: function ConnectExtensionRoute() {
    const { state } = Route.useSearch();
    return <ConnectExtensionPage state={state} />;
  },
});
