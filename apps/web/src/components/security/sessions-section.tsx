import type { RouterOutputs } from '@promptshelf/trpc';
import { Badge, Button, DataTable, Skeleton, toast, type DataTableColumn } from '@promptshelf/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { ConfirmDialog } from '#src/components/layout/confirm-dialog';
import { formatDateTime } from '#src/components/settings/token-dates';
import { api, useTRPC } from '#src/lib/trpc';
import { errorMessage } from '#src/lib/trpc-error';

type Session = RouterOutputs['account']['sessions']['sessions'][number];

const columns: DataTableColumn[] = [
  { label: 'Browser' },
  { label: 'Address', from: 'md' },
  { label: 'Signed in', from: 'md' },
  { label: 'Last seen', from: 'sm' },
  { label: <span className="sr-only">Actions</span>, align: 'right' },
];

/** Where the person is signed in, with 'Sign out' for each other session and for all of them. */
export function SessionsSection() {
  const trpc = useTRPC();
  const list = useQuery(trpc.account.sessions.queryOptions());
  const refresh = () => trpc.account.sessions.invalidate();
  const signOut = api.account.signOutSession.useMutation({ onSettled: refresh });
  const signOutOthers = api.account.signOutOtherSessions.useMutation({ onSettled: refresh });
  const [confirming, setConfirming] = useState(false);
  const sessions = list.data?.sessions ?? [];
  const others = sessions.filter((session) => !session.thisDevice).length;

  async function endOne(session: Session) {
    try {
      await signOut.mutateAsync({ id: session.id });
      toast({
        title: 'Session signed out',
        description: `${session.browser} on ${session.system}`,
      });
    } catch (error) {
      toast({
        title: 'Failed to sign out the session',
        description: errorMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
    }
  }

  async function endOthers(): Promise<boolean> {
    try {
      const { signedOut } = await signOutOthers.mutateAsync();
      toast({
        title: `Signed out of ${signedOut} other ${signedOut === 1 ? 'session' : 'sessions'}`,
      });
      return true;
    } catch (error) {
      toast({
        title: 'Failed to sign out the other sessions',
        description: errorMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
      return false;
    }
  }

  return (
    <section aria-labelledby="sessions-heading" className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="sessions-heading" className="text-xl font-semibold">
            Sessions
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            The browsers signed in to your account. Sign out any you do not recognise, then change
            your password.
          </p>
        </div>
        <Button
          type="button"
          variant="outline"
          disabled={others === 0}
          onClick={() => setConfirming(true)}
        >
          Sign out everywhere else
        </Button>
      </div>
      {list.isPending ? (
        <div className="grid gap-2" aria-busy="true">
          <p role="status" className="sr-only">
            Loading sessions...
          </p>
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : list.isError ? (
        <div role="alert" className="rounded-xl border border-destructive/40 p-6">
          <p className="font-medium wrap-anywhere">
            Error loading sessions: {list.error.message || 'Please try again.'}
          </p>
          <Button className="mt-4" variant="outline" onClick={() => void list.refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <div className="overflow-x-auto rounded-xl border">
          <DataTable caption="Your sessions" columns={columns}>
            {sessions.map((session) => (
              <tr key={session.id} className="align-middle">
                <th scope="row" className="px-4 py-3 font-medium wrap-anywhere">
                  <span className="flex flex-wrap items-center gap-2">
                    {session.browser} on {session.system}
                    {session.thisDevice && <Badge variant="secondary">This device</Badge>}
                  </span>
                  {/* Narrow screens hide the other columns: the essentials go under the name. */}
                  <span className="block text-xs font-normal text-muted-foreground md:hidden">
                    {session.ipAddress ?? 'Unknown address'}
                    <span className="sm:hidden">
                      {' · Last seen '}
                      {formatDateTime(session.lastSeenAt)}
                    </span>
                  </span>
                </th>
                <td className="hidden px-4 py-3 whitespace-nowrap md:table-cell">
                  {session.ipAddress ?? 'Unknown'}
                </td>
                <td className="hidden px-4 py-3 whitespace-nowrap md:table-cell">
                  {formatDateTime(session.signedInAt)}
                </td>
                <td className="hidden px-4 py-3 whitespace-nowrap sm:table-cell">
                  {formatDateTime(session.lastSeenAt)}
                </td>
                <td className="px-4 py-3 text-right">
                  {!session.thisDevice && (
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={signOut.isPending}
                      onClick={() => void endOne(session)}
                      aria-label={`Sign out ${session.browser} on ${session.system}, last seen ${formatDateTime(session.lastSeenAt)}`}
                    >
                      Sign out
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign out everywhere else?"
        description={`Every other browser signed in to your account (${others}) is signed out at once. This one stays signed in.`}
        confirmLabel="Sign out"
        pendingLabel="Signing out..."
        isPending={signOutOthers.isPending}
        destructive
        onConfirm={endOthers}
      />
    </section>
  );
}
