import {
  collectionByIdSchema,
  collectionInputSchema,
  collectionPageSchema,
  collectionPromptSchema,
  collectionsHoldingSchema,
  collectionUpdateSchema,
} from '@promptshelf/validators';
import * as promptsIn from '../domain/collections/collection-prompts';
import * as collections from '../domain/collections/collections';
import { createTRPCRouter, forWorkspaceTokens, protectedProcedure, publicProcedure } from '../trpc';

/** Named sets of prompts; permissions in docs/decisions/155. */
export const collectionsRouter = createTRPCRouter({
  mine: protectedProcedure.query(({ ctx }) => collections.myCollections(ctx.db, ctx.viewer)),
  byId: publicProcedure
    .meta(forWorkspaceTokens)
    .input(collectionPageSchema)
    .query(({ ctx, input }) => promptsIn.collectionPage(ctx.db, ctx.viewer, input)),
  create: protectedProcedure
    .meta(forWorkspaceTokens)
    .input(collectionInputSchema)
    .mutation(({ ctx, input }) => collections.createCollection(ctx.db, ctx.viewer, input)),
  update: protectedProcedure
    .meta(forWorkspaceTokens)
    .input(collectionUpdateSchema)
    .mutation(({ ctx, input }) => collections.updateCollection(ctx.db, ctx.viewer, input)),
  delete: protectedProcedure
    .meta(forWorkspaceTokens)
    .input(collectionByIdSchema)
    .mutation(({ ctx, input }) => collections.deleteCollection(ctx.db, ctx.viewer, input.id)),
  addSnippet: protectedProcedure
    .meta(forWorkspaceTokens)
    .input(collectionPromptSchema)
    .mutation(({ ctx, input }) =>
      promptsIn.addToCollection(ctx.db, ctx.viewer, { id: input.id, promptId: input.snippetId }),
    ),
  removeSnippet: protectedProcedure
    .meta(forWorkspaceTokens)
    .input(collectionPromptSchema)
    .mutation(({ ctx, input }) =>
      promptsIn.removeFromCollection(ctx.db, ctx.viewer, {
        id: input.id,
        promptId: input.snippetId,
      }),
    ),
  holding: protectedProcedure
    .input(collectionsHoldingSchema)
    .query(({ ctx, input }) => promptsIn.collectionsHolding(ctx.db, ctx.viewer, input.snippetId)),
});
