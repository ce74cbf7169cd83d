import { identityMessages, type IdentityOutcome } from '@promptshelf/validators';

import { useSignInProviders } from './provider-buttons';

/**
 * What a sign-in with a provider came back to say (`?provider=ID&outcome=...` on /auth and
 * /settings/security), in words; announced as it appears.
 */
export function ProviderOutcome({
  providerId,
  outcome,
}: {
  providerId: string;
  outcome: IdentityOutcome;
}) {
  const providers = useSignInProviders();
  if (providers.isPending) return null;
  const name = providers.data?.find((provider) => provider.id === providerId)?.name ?? providerId;
  const good = outcome === 'linked' || outcome === 'secondFactor';
  return (
    <p
      role={good ? 'status' : 'alert'}
      className={
        good
          ? 'rounded-md border p-3 text-sm font-medium'
          : 'rounded-md border border-destructive/40 p-3 text-sm font-medium text-destructive-text'
      }
    >
      {identityMessages[outcome](name)}
    </p>
  );
}
