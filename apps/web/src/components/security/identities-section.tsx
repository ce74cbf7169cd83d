import { Button, Skeleton, toast } from '@promptshelf/ui';
import { useState } from 'react';

import { ConfirmDialog } from '#src/components/layout/confirm-dialog';
import { errorMessage } from '#src/lib/trpc-error';
import { providerSignInHref, useSignInProviders } from '../auth/provider-buttons';
import { handleUnauthorized, isUnauthorized } from '../prompt-kit/unauthorized';
import { formatDate } from '../settings/token-dates';
import { useIdentities, type LinkedIdentity } from './use-identities';

const RETURN_TO = '/settings/security';

type Row = { providerId: string; name: string; identity?: LinkedIdentity; canLink: boolean };

/**
 * /settings/security: the providers that sign this person in besides their password. Each
 * configured provider can be linked (through the provider's own sign-in) or unlinked; an identity
 * of a provider the operator no longer configures can still be unlinked.
 */
export function IdentitiesSection() {
  const providers = useSignInProviders();
  const { list, unlink } = useIdentities();
  const [unlinking, setUnlinking] = useState<Row | null>(null);

  const configured = providers.data ?? [];
  const identities = list.data ?? [];
  const rows: Row[] = [
    ...configured.map((provider) => ({
      providerId: provider.id,
      name: provider.name,
      identity: identities.find((identity) => identity.provider === provider.id),
      canLink: true,
    })),
    ...identities
      .filter((identity) => !configured.some((provider) => provider.id === identity.provider))
      .map((identity) => ({
        providerId: identity.provider,
        name: identity.provider,
        identity,
        canLink: false,
      })),
  ];
  // Nothing configured and nothing linked: the section has nothing to offer.
  if (providers.isSuccess && list.isSuccess && rows.length === 0) return null;

  async function onConfirm(): Promise<boolean> {
    if (!unlinking?.identity) return false;
    try {
      await unlink.mutateAsync({ id: unlinking.identity.id });
    } catch (error) {
      if (isUnauthorized(error)) {
        handleUnauthorized('/auth');
        return false;
      }
      toast({
        title: `Could not unlink ${unlinking.name}`,
        description: errorMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
      return true;
    }
    toast({ title: `${unlinking.name} unlinked` });
    return true;
  }

  return (
    <section aria-labelledby="identities-heading" className="grid gap-4">
      <div>
        <h2 id="identities-heading" className="text-xl font-semibold">
          Linked accounts
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Providers you can sign in to your account with.
        </p>
      </div>
      {providers.isPending || list.isPending ? (
        <div className="grid gap-2" aria-busy="true">
          <p role="status" className="sr-only">
            Loading linked accounts...
          </p>
          <Skeleton className="h-14 w-full" />
        </div>
      ) : list.isError ? (
        <div role="alert" className="rounded-xl border border-destructive/40 p-6">
          <p className="font-medium wrap-anywhere">
            Error loading linked accounts: {list.error.message || 'Please try again.'}
          </p>
          <Button className="mt-4" variant="outline" onClick={() => void list.refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <ul className="divide-y rounded-xl border">
          {rows.map((row) => (
            <li
              key={row.providerId}
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-medium">{row.name}</p>
                <p className="text-sm text-muted-foreground wrap-anywhere">
                  {row.identity
                    ? `${row.identity.email ?? 'Linked'} · since ${formatDate(row.identity.createdAt)}`
                    : 'Not linked'}
                </p>
              </div>
              {row.identity ? (
                <Button
                  variant="outline"
                  aria-label={`Unlink ${row.name}`}
                  onClick={() => setUnlinking(row)}
                >
                  Unlink
                </Button>
              ) : row.canLink ? (
                <Button asChild variant="outline">
                  <a href={providerSignInHref(row.providerId, RETURN_TO)}>Link {row.name}</a>
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={unlinking !== null}
        onOpenChange={(open) => {
          if (!open) setUnlinking(null);
        }}
        title={`Unlink ${unlinking?.name ?? ''}?`}
        description={`Signing in with ${unlinking?.name ?? ''} will no longer open your account. You can link it again later.`}
        confirmLabel="Unlink"
        pendingLabel="Unlinking..."
        isPending={unlink.isPending}
        destructive
        onConfirm={onConfirm}
      />
    </section>
  );
}
