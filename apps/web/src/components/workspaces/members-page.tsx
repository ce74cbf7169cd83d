import { Button, toast } from '@promptshelf/ui';
import { UserPlusIcon } from '@promptshelf/ui/icons';
import type { WorkspaceRole } from '@promptshelf/validators';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';

import { ConfirmDialog } from '#src/components/layout/confirm-dialog';
import { PageHeader } from '#src/components/layout/page-header';
import { useViewer } from '#src/lib/auth';
import { useScreenTitle } from '#src/lib/page-title';
import { useTRPC } from '#src/lib/trpc';
import { errorMessage } from '#src/lib/trpc-error';
import { handleUnauthorized, isUnauthorized } from '../prompt-kit/unauthorized';
import { InvitationsTable } from './invitations-table';
import { InviteDialog } from './invite-dialog';
import { ListStates } from '../prompt-kit/list-states';
import { MembersTable, memberName } from './members-table';
import { canManage, invitableRoles, ROLE_LABELS } from './roles';
import {
  useMemberMutations,
  useWorkspace,
  type WorkspaceInvitation,
  type WorkspaceMember,
} from './use-workspaces';

function failed(title: string, error: unknown) {
  if (isUnauthorized(error)) {
    handleUnauthorized('/auth');
    return;
  }
  toast({
    title,
    description: errorMessage(error) ?? 'Please try again.',
    variant: 'destructive',
  });
}

/** /w/{slug}/members: who is in the workspace; admins and owners also invite and manage. */
export function MembersPage({ slug }: { slug: string }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { viewer } = useViewer();
  const { data: workspace } = useWorkspace(slug);
  const ref = { workspace: slug };
  const manage = workspace ? canManage(workspace.role) : false;
  const members = useQuery(trpc.workspaces.members.queryOptions(ref));
  const invitations = useQuery({
    ...trpc.workspaces.invitations.queryOptions(ref),
    enabled: manage,
  });
  const mutations = useMemberMutations(slug);
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<WorkspaceMember | null>(null);
  const [revoking, setRevoking] = useState<WorkspaceInvitation | null>(null);
  useScreenTitle(workspace ? `Members of ${workspace.name}` : 'Members');
  if (!workspace) return null;

  const leaving = removing !== null && removing.username === viewer?.username;

  async function changeRole(member: WorkspaceMember, role: WorkspaceRole) {
    try {
      await mutations.setRole.mutateAsync({ ...ref, username: member.username, role });
      toast({
        title: 'Role changed',
        description: `${memberName(member)} is now ${ROLE_LABELS[role]}.`,
      });
    } catch (error) {
      failed('Failed to change the role', error);
    }
  }

  async function remove(): Promise<boolean> {
    if (!removing) return false;
    try {
      const { message } = await mutations.remove.mutateAsync({
        ...ref,
        username: removing.username,
      });
      toast({ title: message });
    } catch (error) {
      failed(leaving ? 'Failed to leave the workspace' : 'Failed to remove the member', error);
      return false;
    }
    if (leaving) await navigate({ to: '/dashboard' });
    return true;
  }

  async function revoke(): Promise<boolean> {
    if (!revoking) return false;
    try {
      const { message } = await mutations.revoke.mutateAsync({ ...ref, id: revoking.id });
      toast({ title: message });
      return true;
    } catch (error) {
      failed('Failed to revoke the invitation', error);
      return false;
    }
  }

  return (
    <div className="grid gap-8">
      <PageHeader
        title="Members"
        description={`Who shares ${workspace.name}, and with which role.`}
        actions={
          manage && (
            <Button type="button" onClick={() => setInviting(true)}>
              <UserPlusIcon aria-hidden="true" />
              Invite Member
            </Button>
          )
        }
      />
      <section aria-labelledby="members-heading" className="grid gap-4">
        <h2 id="members-heading" className="text-xl font-semibold">
          Members ({workspace.memberCount.toLocaleString('en')})
        </h2>
        <ListStates query={members} what="members">
          {(list) => (
            <MembersTable
              members={list}
              myRole={workspace.role}
              myUsername={viewer?.username ?? null}
              busy={mutations.setRole.isPending}
              onRole={(member, role) => void changeRole(member, role)}
              onRemove={setRemoving}
            />
          )}
        </ListStates>
      </section>
      {manage && (
        <section aria-labelledby="invitations-heading" className="grid gap-4">
          <h2 id="invitations-heading" className="text-xl font-semibold">
            Pending invitations
          </h2>
          <ListStates query={invitations} what="invitations">
            {(list) =>
              list.length === 0 ? (
                <p className="rounded-xl border border-dashed p-6 text-muted-foreground">
                  No invitations are waiting for an answer.
                </p>
              ) : (
                <InvitationsTable invitations={list} onRevoke={setRevoking} />
              )
            }
          </ListStates>
        </section>
      )}
      {manage && (
        <InviteDialog
          open={inviting}
          onOpenChange={setInviting}
          slug={slug}
          roles={invitableRoles(workspace.role)}
          invite={mutations.invite}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={
          leaving ? 'Leave this workspace?' : `Remove ${removing ? memberName(removing) : ''}?`
        }
        description={
          leaving
            ? `You lose access to ${workspace.name} at once. To come back, an admin must invite you again.`
            : `They lose access to ${workspace.name} at once.`
        }
        confirmLabel={leaving ? 'Leave' : 'Remove'}
        pendingLabel={leaving ? 'Leaving...' : 'Removing...'}
        isPending={mutations.remove.isPending}
        destructive
        onConfirm={remove}
      />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title="Revoke this invitation?"
        description={`The link sent to ${revoking?.email ?? ''} stops working at once.`}
        confirmLabel="Revoke"
        pendingLabel="Revoking..."
        isPending={mutations.revoke.isPending}
        destructive
        onConfirm={revoke}
      />
    </div>
  );
}
