import { Button, Card, CardContent, CardHeader, Skeleton, toast } from '@promptshelf/ui';
import { MailOpenIcon } from '@promptshelf/ui/icons';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { useState } from 'react';

import { useViewer } from '#src/lib/auth';
import { useScreenTitle } from '#src/lib/page-title';
import { api, useTRPC } from '#src/lib/trpc';
import { errorMessage, isNotFound } from '#src/lib/trpc-error';
import { handleUnauthorized, isUnauthorized } from '../prompt-kit/unauthorized';
import { formatDate } from '../settings/token-dates';
import { ROLE_LABELS } from './roles';

const isConflict = (error: unknown) =>
  error instanceof TRPCClientError &&
  (error.data as { code?: string } | undefined)?.code === 'CONFLICT';

/**
 * /invite/{token}: who invites to which workspace with which role, and Accept. A visitor signs
 * in (or registers with the invited address) first and comes back here.
 */
export function InvitationPage({ token }: { token: string }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { viewer, isPending: viewerPending } = useViewer();
  const invitation = useQuery(trpc.workspaces.invitation.queryOptions({ token }));
  const accept = api.workspaces.acceptInvitation.useMutation();
  const [refusal, setRefusal] = useState<{ message: string; member: boolean } | null>(null);
  useScreenTitle('Invitation');

  async function onAccept() {
    setRefusal(null);
    try {
      const workspace = await accept.mutateAsync({ token });
      trpc.workspaces.get.setData({ workspace: workspace.slug }, workspace);
      void trpc.workspaces.mine.invalidate();
      toast({
        title: `Welcome to ${workspace.name}`,
        description: `You joined as ${ROLE_LABELS[workspace.role]}.`,
      });
      await navigate({
        to: '/w/$slug/{-$section}',
        params: { slug: workspace.slug, section: undefined },
      });
    } catch (error) {
      if (isUnauthorized(error)) {
        handleUnauthorized('/auth');
        return;
      }
      setRefusal({
        message: errorMessage(error) ?? 'Something went wrong. Please try again.',
        member: isConflict(error),
      });
    }
  }

  let body;
  if (invitation.isPending) {
    body = (
      <div aria-busy="true" className="grid gap-3">
        <p role="status" className="sr-only">
          Loading the invitation...
        </p>
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-10 w-40" />
      </div>
    );
  } else if (invitation.isError) {
    const gone = isNotFound(invitation.error);
    body = (
      <div role="alert" className="grid justify-items-start gap-4">
        <p className="font-medium wrap-anywhere">
          {gone
            ? (errorMessage(invitation.error) ?? 'This invitation link is not valid.')
            : 'The invitation could not be loaded. Please try again.'}
        </p>
        {gone ? (
          <Button asChild variant="outline">
            <Link to="/">Go Back Home</Link>
          </Button>
        ) : (
          <Button variant="outline" onClick={() => void invitation.refetch()}>
            Try Again
          </Button>
        )}
      </div>
    );
  } else {
    const { workspace, role, invitedBy, expiresAt } = invitation.data;
    const inviter = invitedBy
      ? invitedBy.firstName?.trim() || `@${invitedBy.username}`
      : 'A member';
    const back = `/invite/${encodeURIComponent(token)}`;
    body = (
      <div className="grid justify-items-start gap-4">
        <p className="text-lg wrap-anywhere">
          {inviter} invites you to join <strong>{workspace.name}</strong> as{' '}
          <strong>{ROLE_LABELS[role]}</strong>.
        </p>
        <p className="text-sm text-muted-foreground">
          The link works once, until {formatDate(expiresAt)}.
        </p>
        {viewerPending ? (
          <Skeleton className="h-10 w-40" />
        ) : viewer ? (
          <Button type="button" disabled={accept.isPending} onClick={() => void onAccept()}>
            {accept.isPending ? 'Joining...' : 'Accept Invitation'}
          </Button>
        ) : (
          <>
            <p>
              Sign in with the address the invitation was sent to, and you come back here. No
              account yet? Register with that address and confirm it from the email we send, then
              sign in from this tab or open the invitation link again.
            </p>
            <Button asChild>
              <Link to="/auth" search={{ redirect: back }}>
                Sign In to Accept
              </Link>
            </Button>
          </>
        )}
        {refusal && (
          <div role="alert" className="grid justify-items-start gap-3">
            <p className="font-medium text-destructive-text wrap-anywhere">{refusal.message}</p>
            {refusal.member && (
              <Button asChild variant="outline">
                <Link
                  to="/w/$slug/{-$section}"
                  params={{ slug: workspace.slug, section: undefined }}
                >
                  Open {workspace.name}
                </Link>
              </Button>
            )}
          </div>
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <Card>
        <CardHeader>
          <div className="flex items-center gap-3">
            <MailOpenIcon className="size-6 text-primary" aria-hidden="true" />
            <h1 className="text-2xl font-bold tracking-tight">Workspace invitation</h1>
          </div>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </div>
  );
}
