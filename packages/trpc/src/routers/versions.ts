import { versionListSchema, versionRefSchema } from '@promptshelf/validators';
import { getVersion, listVersions, restoreVersion } from '../domain/library/versions';
import { createTRPCRouter, protectedProcedure, publicProcedure } from '../trpc';

/** A prompt's version history (docs/decisions/100); visibility is the prompt's. */
export const versionsRouter = createTRPCRouter({
  list: publicProcedure
    .input(versionListSchema)
    .query(({ ctx, input }) => listVersions(ctx.db, ctx.viewer, input)),
  byNumber: publicProcedure
    .input(versionRefSchema)
    .query(({ ctx, input }) => getVersion(ctx.db, ctx.viewer, input)),
  restore: protectedProcedure
    .input(versionRefSchema)
    .mutation(({ ctx, input }) => restoreVersion(ctx, input)),
});
