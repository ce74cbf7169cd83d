import { Button } from '@promptshelf/ui';
import { useQuery } from '@tanstack/react-query';

import { useTRPC } from '#src/lib/trpc';

/** Where a sign-in with `providerId` starts; it comes back to `returnTo` when signed in. */
export function providerSignInHref(providerId: string, returnTo?: string) {
  const path = `/api/auth/oauth/${encodeURIComponent(providerId)}`;
  return returnTo ? `${path}?redirect=${encodeURIComponent(returnTo)}` : path;
}

/** The configured providers, for the sign-in screen and the security settings. */
export function useSignInProviders() {
  const trpc = useTRPC();
  return useQuery(trpc.auth.providers.queryOptions());
}

/** 'Continue with ...' for each provider the operator configured; nothing when there is none. */
export function ProviderButtons({ returnTo }: { returnTo?: string }) {
  const providers = useSignInProviders().data ?? [];
  if (providers.length === 0) return null;
  return (
    <div className="mt-6 grid gap-3">
      <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
        <span className="h-px flex-1 bg-border" aria-hidden="true" />
        or
        <span className="h-px flex-1 bg-border" aria-hidden="true" />
      </div>
      <ul className="grid gap-2" aria-label="Other ways to sign in">
        {providers.map((provider) => (
          <li key={provider.id}>
            <Button asChild variant="outline" className="w-full">
              <a href={providerSignInHref(provider.id, returnTo)}>Continue with {provider.name}</a>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
