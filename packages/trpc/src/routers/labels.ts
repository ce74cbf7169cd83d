import {
  labelListSchema,
  labelMovesSchema,
  moveLabelSchema,
  removeLabelSchema,
} from '@promptshelf/validators';
import { listLabelMoves, listLabels, moveLabel, removeLabel } from '../domain/labels/labels';
import { createTRPCRouter, forWorkspaceTokens, protectedProcedure, publicProcedure } from '../trpc';

/** A prompt's release labels and their moves (docs/decisions/193 and 194). */
export const labelsRouter = createTRPCRouter({
  list: publicProcedure
    .meta(forWorkspaceTokens)
    .input(labelListSchema)
    .query(({ ctx, input }) => listLabels(ctx.db, ctx.viewer, input.id)),
  moves: publicProcedure
    .meta(forWorkspaceTokens)
    .input(labelMovesSchema)
    .query(({ ctx, input }) => listLabelMoves(ctx.db, ctx.viewer, input)),
  move: protectedProcedure
    .meta(forWorkspaceTokens)
    .input(moveLabelSchema)
    .mutation(({ ctx, input }) => moveLabel(ctx, input)),
  remove: protectedProcedure
    .meta(forWorkspaceTokens)
    .input(removeLabelSchema)
    .mutation(({ ctx, input }) => removeLabel(ctx, input)),
});
