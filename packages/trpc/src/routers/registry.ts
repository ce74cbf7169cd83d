import { promptByIdSchema, registryGetSchema, registryRenderSchema } from '@promptshelf/validators';
import { expandedPrompt, registryGet, registryRender } from '../domain/registry/registry';
import { createTRPCRouter, forWorkspaceTokens, publicProcedure } from '../trpc';

/**
 * Prompts by reference for apps (docs/decisions/190): reads, so read tokens may call them all,
 * render included.
 */
export const registryRouter = createTRPCRouter({
  get: publicProcedure
    .meta(forWorkspaceTokens)
    .input(registryGetSchema)
    .query(({ ctx, input }) => registryGet(ctx, input)),
  render: publicProcedure
    .meta(forWorkspaceTokens)
    .input(registryRenderSchema)
    .query(({ ctx, input }) => registryRender(ctx, input)),
  /** The prompt page's generator: the text and placeholders with includes resolved. */
  expanded: publicProcedure
    .meta(forWorkspaceTokens)
    .input(promptByIdSchema)
    .query(({ ctx, input }) => expandedPrompt(ctx, input.id)),
});
