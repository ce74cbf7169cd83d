import { createFileRoute } from '@tanstack/react-router';

import { PageHeader } from '#src/components/layout/page-header';
import { PasskeysSection } from '#src/components/security/passkeys-section';
import { TwoFactorSection } from '#src/components/security/two-factor-section';
import { titleHead } from '#src/lib/page-title';

export const Route = createFileRoute('/_authenticated/settings/security')({
  head: titleHead('Security'),
  loader: ({ context: { queryClient, trpc } }) => {
    // Starts the requests early; each section shows its own loading and error states.
    void queryClient.prefetchQuery(trpc.twoFactor.status.queryOptions());
    void queryClient.prefetchQuery(trpc.passkeys.list.queryOptions());
  },
  component: SecurityPage,
});

/** /settings/security: the ways this account is protected, one section each. */
function SecurityPage() {
  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10 sm:px-6">
      <PageHeader
        title="Security"
        description="How you sign in, and what keeps your account yours."
      />
      <TwoFactorSection />
      <PasskeysSection />
    </div>
  );
}
