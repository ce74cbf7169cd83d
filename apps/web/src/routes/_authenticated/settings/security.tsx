import { createFileRoute } from '@tanstack/react-router';

import { ProviderOutcome } from '#src/components/auth/provider-outcome';
import { PageHeader } from '#src/components/layout/page-header';
import { IdentitiesSection } from '#src/components/security/identities-section';
import { PasskeysSection } from '#src/components/security/passkeys-section';
import { SessionsSection } from '#src/components/security/sessions-section';
import { TwoFactorSection } from '#src/components/security/two-factor-section';
import { titleHead } from '#src/lib/page-title';
import { providerOutcomeSearch } from '#src/lib/provider-outcome-search';

export const Route = createFileRoute('/_authenticated/settings/security')({
  validateSearch: providerOutcomeSearch,
  head: titleHead('Security'),
  loader: ({ context: { queryClient, trpc } }) => {
    // Starts the requests early; each section shows its own loading and error states.
    void queryClient.prefetchQuery(trpc.twoFactor.status.queryOptions());
    void queryClient.prefetchQuery(trpc.passkeys.list.queryOptions());
    void queryClient.prefetchQuery(trpc.auth.providers.queryOptions());
    void queryClient.prefetchQuery(trpc.identities.list.queryOptions());
    void queryClient.prefetchQuery(trpc.account.sessions.queryOptions());
  },
  component: SecurityPage,
});

/** /settings/security: the ways this account is protected, one section each. */
function SecurityPage() {
  const { provider, outcome } = Route.useSearch();
  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10 sm:px-6">
      <PageHeader
        title="Security"
        description="How you sign in, and what keeps your account yours."
      />
      {provider && outcome && <ProviderOutcome providerId={provider} outcome={outcome} />}
      <TwoFactorSection />
      <PasskeysSection />
      <IdentitiesSection />
      <SessionsSection />
    </div>
  );
}
