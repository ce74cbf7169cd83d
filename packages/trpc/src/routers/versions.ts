import { versionListSchema, versionRefSchema } from '@promptshelf/validators';
import { getVersion, listVersions, restoreVersion } from '../domain/library/versions';
import { createTRPCRouter, forWorkspaceTokens, protectedProcedure, publicProcedure } from '../trpc';

/** A prompt's version history (docs/decisions/100); visibility is the prompt's. */
export const versionsRouter = createTRPCRouter({
  list: publicProcedure
    .meta(forWorkspaceTokens)
    .input(versionListSchema)
    .query(({ ctx, input }) => listVersions(ctx.db, ctx.viewer, input)),
  byNumber: publicProcedure
    .meta(forWorkspaceTokens)
    .input(versionRefSchema)
    .query(({ ctx, input }) => getVersion(ctx.db, ctx.viewer, input)),
  restore: protectedProcedure
    .meta(forWorkspaceTokens)
    .input(versionRefSchema)
    .mutation(({ ctx, input }) => restoreVersion(ctx, input)),
});
