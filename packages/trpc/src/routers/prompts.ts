import {
  browseSchema,
  myPromptsSchema,
  searchPromptsSchema,
  promptByIdSchema,
  createPromptSchema,
  movePromptSchema,
  bulkSchema,
  promptUpdateSchema,
} from '@promptshelf/validators';
import { searchVisible } from '../domain/browse/search-visible';
import { browseShared, promptShared } from '../domain/browse/shared-browse';
import { clonePrompt, myCopyOf } from '../domain/library/clone';
import { toggleFavorite, toggleLike } from '../domain/library/reactions';
import { bulkChange } from '../domain/library/bulk';
import * as library from '../domain/library/prompts';
import { createTRPCRouter, forWorkspaceTokens, protectedProcedure, publicProcedure } from '../trpc';

export const promptsRouter = createTRPCRouter({
  browse: publicProcedure
    .meta(forWorkspaceTokens)
    .input(browseSchema)
    .query(({ ctx, input }) => browseShared(ctx, input)),
  /** Public prompts and the viewer's own that match a term, ranked as browse ranks them. */
  search: publicProcedure
    .meta(forWorkspaceTokens)
    .input(searchPromptsSchema)
    .query(({ ctx, input }) => searchVisible(ctx, input)),
  byId: publicProcedure
    .meta(forWorkspaceTokens)
    .input(promptByIdSchema)
    .query(({ ctx, input }) => promptShared(ctx, input.id)),
  create: protectedProcedure
    .meta(forWorkspaceTokens)
    .input(createPromptSchema)
    .mutation(({ ctx, input }) => library.createPrompt(ctx, input)),
  update: protectedProcedure
    .meta(forWorkspaceTokens)
    .input(promptUpdateSchema)
    .mutation(({ ctx, input }) => library.updatePrompt(ctx, input)),
  move: protectedProcedure
    .input(movePromptSchema)
    .mutation(({ ctx, input }) => library.movePrompt(ctx, input)),
  delete: protectedProcedure
    .meta(forWorkspaceTokens)
    .input(promptByIdSchema)
    .mutation(({ ctx, input }) => library.deletePrompt(ctx, input.id)),
  /** One action on up to 100 of the viewer's prompts, all or nothing. */
  bulk: protectedProcedure
    .meta(forWorkspaceTokens)
    .input(bulkSchema)
    .mutation(({ ctx, input }) => bulkChange(ctx, input)),
  toggleLike: protectedProcedure
    .input(promptByIdSchema)
    .mutation(({ ctx, input }) => toggleLike(ctx, input.id)),
  toggleFavorite: protectedProcedure
    .input(promptByIdSchema)
    .mutation(({ ctx, input }) => toggleFavorite(ctx, input.id)),
  myCopy: protectedProcedure
    .input(promptByIdSchema)
    .query(({ ctx, input }) => myCopyOf(ctx, input.id)),
  clone: protectedProcedure
    .input(promptByIdSchema)
    .mutation(({ ctx, input }) => clonePrompt(ctx, input.id)),
  mine: protectedProcedure
    .meta(forWorkspaceTokens)
    .input(myPromptsSchema)
    .query(({ ctx, input }) => library.myPrompts(ctx, input)),
  favorites: protectedProcedure
    .meta(forWorkspaceTokens)
    .query(({ ctx }) => library.favoritePrompts(ctx)),
  stats: protectedProcedure.query(({ ctx }) => library.userStats(ctx)),
});
