import {
  createSuggestionSchema,
  declineSuggestionSchema,
  suggestionByIdSchema,
  suggestionListSchema,
} from '@promptshelf/validators';
import {
  acceptSuggestion,
  createSuggestion,
  declineSuggestion,
  listSuggestions,
  withdrawSuggestion,
} from '../domain/suggestions/suggestions';
import { createTRPCRouter, protectedProcedure } from '../trpc';

/** Suggested edits to a public prompt (docs/decisions/233-suggested-edits.md). */
export const suggestionsRouter = createTRPCRouter({
  list: protectedProcedure
    .input(suggestionListSchema)
    .query(({ ctx, input }) => listSuggestions(ctx.db, ctx.viewer, input)),
  create: protectedProcedure
    .input(createSuggestionSchema)
    .mutation(({ ctx, input }) => createSuggestion(ctx, input)),
  accept: protectedProcedure
    .input(suggestionByIdSchema)
    .mutation(({ ctx, input }) => acceptSuggestion(ctx, input.id)),
  decline: protectedProcedure
    .input(declineSuggestionSchema)
    .mutation(({ ctx, input }) => declineSuggestion(ctx, input)),
  withdraw: protectedProcedure
    .input(suggestionByIdSchema)
    .mutation(({ ctx, input }) => withdrawSuggestion(ctx, input.id)),
});
