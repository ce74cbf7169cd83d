import { createFileRoute } from '@tanstack/react-router';

import { PageHeader } from '#src/components/layout/page-header';
import { SessionsSection } from '#src/components/security/sessions-section';
import { titleHead } from '#src/lib/page-title';

export const Route = createFileRoute('/_authenticated/settings/security')({
  head: titleHead('Security'),
  loader: ({ context: { queryClient, trpc } }) => {
    // Starts the request early; the screen shows its own loading and error states.
    void queryClient.prefetchQuery(trpc.account.sessions.queryOptions());
  },
  component: SecurityPage,
});

/** How the account is signed in to: one section per concern, each in its own component. */
function SecurityPage() {
  return (
    <div className="mx-auto grid max-w-4xl gap-10 px-4 py-10 sm:px-6">
      <PageHeader title="Security" description="Where you are signed in, and how you sign in." />
      <SessionsSection />
    </div>
  );
}
