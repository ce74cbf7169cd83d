import {
  adminListSchema,
  moderatePromptSchema,
  moderationLogSchema,
} from '@promptshelf/validators';
import * as admin from '../domain/admin/admin';
import * as moderation from '../domain/admin/admin-moderation';
import { createTRPCRouter, superadminProcedure } from '../trpc';

/** The superadmin area (metrics, user and prompt lists): 401 for visitors, 403 for other users. */
export const adminRouter = createTRPCRouter({
  metrics: superadminProcedure.query(({ ctx }) => admin.getMetrics(ctx.db)),
  users: superadminProcedure
    .input(adminListSchema)
    .query(({ ctx, input }) => admin.listUsers(ctx.db, input)),
  snippets: superadminProcedure
    .input(adminListSchema)
    .query(({ ctx, input }) => admin.listPrompts(ctx.db, input)),
  moderationLog: superadminProcedure
    .input(moderationLogSchema)
    .query(({ ctx, input }) => moderation.listModerationActions(ctx.db, input)),
  unpublishSnippet: superadminProcedure
    .input(moderatePromptSchema)
    .mutation(({ ctx, input }) => moderation.unpublishPrompt(ctx.db, ctx.viewer.id, input)),
  deleteSnippet: superadminProcedure
    .input(moderatePromptSchema)
    .mutation(({ ctx, input }) => moderation.deletePrompt(ctx.db, ctx.viewer.id, input)),
});
