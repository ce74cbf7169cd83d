import type { RouterOutputs } from '@promptshelf/trpc';
import { useQuery } from '@tanstack/react-query';

import { api, useTRPC } from '#src/lib/trpc';
import type { TokenMutations } from '../settings/use-api-tokens';

export type WorkspaceSummary = RouterOutputs['workspaces']['mine'][number];
export type Workspace = RouterOutputs['workspaces']['get'];
export type WorkspaceMember = RouterOutputs['workspaces']['members'][number];
export type WorkspaceInvitation = RouterOutputs['workspaces']['invitations'][number];
export type ActivityEvent = RouterOutputs['workspaces']['activity']['events'][number];

/** The signed-in person's workspaces, by name. */
export function useMyWorkspaces() {
  const trpc = useTRPC();
  return useQuery(trpc.workspaces.mine.queryOptions());
}

/** One workspace as its member sees it (the layout route loaded it first). */
export function useWorkspace(slug: string) {
  const trpc = useTRPC();
  return useQuery(trpc.workspaces.get.queryOptions({ workspace: slug }));
}

/** The member-page calls; each change refreshes exactly the lists and counts it touched. */
export function useMemberMutations(slug: string) {
  const trpc = useTRPC();
  const ref = { workspace: slug };
  const refreshMembers = () =>
    Promise.all([
      trpc.workspaces.members.invalidate(ref),
      trpc.workspaces.get.invalidate(ref),
      trpc.workspaces.mine.invalidate(),
      trpc.workspaces.activity.invalidate(ref),
    ]);
  const refreshInvitations = () =>
    Promise.all([
      trpc.workspaces.invitations.invalidate(ref),
      trpc.workspaces.activity.invalidate(ref),
    ]);
  return {
    setRole: api.workspaces.setRole.useMutation({ onSettled: refreshMembers }),
    remove: api.workspaces.removeMember.useMutation({ onSettled: refreshMembers }),
    invite: api.workspaces.invite.useMutation({ onSettled: refreshInvitations }),
    revoke: api.workspaces.revokeInvitation.useMutation({ onSettled: refreshInvitations }),
  };
}

/**
 * The workspace's tokens and the calls that change them, in the shape the token screens share
 * with personal tokens; each change refreshes the list and the activity log.
 */
export function useWorkspaceTokens(slug: string) {
  const trpc = useTRPC();
  const ref = { workspace: slug };
  const list = useQuery(trpc.workspaces.tokens.queryOptions(ref));
  const refresh = () =>
    Promise.all([trpc.workspaces.tokens.invalidate(ref), trpc.workspaces.activity.invalidate(ref)]);
  const create = api.workspaces.createToken.useMutation({ onSettled: refresh });
  const revoke = api.workspaces.revokeToken.useMutation({ onSettled: refresh });
  const mutations: TokenMutations = {
    create: {
      mutateAsync: (input) => create.mutateAsync({ ...input, workspace: slug }),
      isPending: create.isPending,
    },
    revoke: {
      mutateAsync: (input) => revoke.mutateAsync({ ...input, workspace: slug }),
      isPending: revoke.isPending,
    },
  };
  return { list, ...mutations };
}
