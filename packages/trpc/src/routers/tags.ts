import { tagSuggestSchema } from '@promptshelf/validators';
import { suggestTagsShared } from '../domain/tags/tag-suggestions';
import { createTRPCRouter, forWorkspaceTokens, publicProcedure } from '../trpc';

/** Tags of public prompts. */
export const tagsRouter = createTRPCRouter({
  /** Autocomplete: `[{ name, count }]`, most used first, matching a prefix. */
  suggest: publicProcedure
    .meta(forWorkspaceTokens)
    .input(tagSuggestSchema)
    .query(({ ctx, input }) => suggestTagsShared(ctx, input)),
});
