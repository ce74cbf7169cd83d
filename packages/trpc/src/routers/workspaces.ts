import {
  activityPageSchema,
  createWorkspaceSchema,
  deleteWorkspaceSchema,
  invitationIdSchema,
  invitationTokenSchema,
  inviteSchema,
  setMemberRoleSchema,
  updateWorkspaceSchema,
  workspaceMemberSchema,
  workspacePromptsSchema,
  workspaceRefSchema,
  createWorkspaceTokenSchema,
  workspaceTokenIdSchema,
} from '@promptshelf/validators';
import { workspaceCollections } from '../domain/collections/collections';
import { workspacePrompts } from '../domain/library/prompts';
import { activityPage } from '../domain/workspaces/activity';
import * as invitations from '../domain/workspaces/invitations';
import * as members from '../domain/workspaces/members';
import * as tokens from '../domain/workspaces/tokens';
import * as workspaces from '../domain/workspaces/workspaces';
import {
  createTRPCRouter,
  forWorkspaceTokens,
  protectedProcedure,
  protectedSessionProcedure,
  publicProcedure,
} from '../trpc';

/**
 * Workspaces, their members, invitations, tokens and activity; roles and rules in
 * docs/decisions/170, 171 and 175. A personal API token acts with its owner's role (read scope:
 * the queries); a workspace token reads its own workspace and its prompts and collections.
 */
export const workspacesRouter = createTRPCRouter({
  mine: protectedProcedure
    .meta(forWorkspaceTokens)
    .query(({ ctx }) => workspaces.myWorkspaces(ctx.db, ctx.viewer)),
  create: protectedProcedure
    .input(createWorkspaceSchema)
    .mutation(({ ctx, input }) => workspaces.createWorkspace(ctx.db, ctx.viewer, input)),
  get: protectedProcedure
    .meta(forWorkspaceTokens)
    .input(workspaceRefSchema)
    .query(({ ctx, input }) => workspaces.getWorkspace(ctx.db, ctx.viewer, input.workspace)),
  update: protectedProcedure
    .input(updateWorkspaceSchema)
    .mutation(({ ctx, input }) => workspaces.updateWorkspace(ctx.db, ctx.viewer, input)),
  delete: protectedProcedure
    .input(deleteWorkspaceSchema)
    .mutation(({ ctx, input }) => workspaces.deleteWorkspace(ctx.db, ctx.viewer, input)),
  /** The workspace's library, for its members: a page and how many match. */
  prompts: protectedProcedure
    .meta(forWorkspaceTokens)
    .input(workspacePromptsSchema)
    .query(({ ctx, input }) => workspacePrompts(ctx, input)),
  /** The workspace's collections, for its members. */
  collections: protectedProcedure
    .meta(forWorkspaceTokens)
    .input(workspaceRefSchema)
    .query(({ ctx, input }) => workspaceCollections(ctx.db, ctx.viewer, input.workspace)),
  members: protectedProcedure
    .input(workspaceRefSchema)
    .query(({ ctx, input }) => members.listMembers(ctx.db, ctx.viewer, input.workspace)),
  setRole: protectedProcedure
    .input(setMemberRoleSchema)
    .mutation(({ ctx, input }) => members.setMemberRole(ctx.db, ctx.viewer, input)),
  removeMember: protectedProcedure
    .input(workspaceMemberSchema)
    .mutation(({ ctx, input }) => members.removeMember(ctx.db, ctx.viewer, input)),
  invitations: protectedProcedure
    .input(workspaceRefSchema)
    .query(({ ctx, input }) => invitations.listInvitations(ctx.db, ctx.viewer, input.workspace)),
  invite: protectedProcedure
    .input(inviteSchema)
    .mutation(({ ctx, input }) => invitations.invite(ctx, input)),
  revokeInvitation: protectedProcedure
    .input(invitationIdSchema)
    .mutation(({ ctx, input }) => invitations.revokeInvitation(ctx.db, ctx.viewer, input)),
  /** The workspace's tokens: its admins and owners manage them at the website only. */
  tokens: protectedSessionProcedure
    .input(workspaceRefSchema)
    .query(({ ctx, input }) => tokens.listWorkspaceTokens(ctx.db, ctx.viewer, input.workspace)),
  createToken: protectedSessionProcedure
    .input(createWorkspaceTokenSchema)
    .mutation(({ ctx, input }) => tokens.createWorkspaceToken(ctx.db, ctx.viewer, input)),
  revokeToken: protectedSessionProcedure
    .input(workspaceTokenIdSchema)
    .mutation(({ ctx, input }) => tokens.revokeWorkspaceToken(ctx.db, ctx.viewer, input)),
  /** The invitation page: anyone holding the link may read what it offers. */
  invitation: publicProcedure
    .input(invitationTokenSchema)
    .query(({ ctx, input }) => invitations.invitationByToken(ctx.db, input.token)),
  acceptInvitation: protectedProcedure
    .input(invitationTokenSchema)
    .mutation(({ ctx, input }) => invitations.acceptInvitation(ctx.db, ctx.viewer, input.token)),
  activity: protectedProcedure
    .input(activityPageSchema)
    .query(({ ctx, input }) => activityPage(ctx.db, ctx.viewer, input)),
});
