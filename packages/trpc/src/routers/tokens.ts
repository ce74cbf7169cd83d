import { apiTokenIdSchema, createApiTokenSchema } from '@promptshelf/validators';
import * as tokens from '../domain/tokens/api-tokens';
import { createTRPCRouter, protectedSessionProcedure } from '../trpc';

/** Personal API tokens: managed with a session only, never with a token (docs/decisions/120). */
export const tokensRouter = createTRPCRouter({
  list: protectedSessionProcedure.query(({ ctx }) => tokens.listApiTokens(ctx)),
  create: protectedSessionProcedure
    .input(createApiTokenSchema)
    .mutation(({ ctx, input }) => tokens.createApiToken(ctx, input)),
  revoke: protectedSessionProcedure
    .input(apiTokenIdSchema)
    .mutation(({ ctx, input }) => tokens.revokeApiToken(ctx, input.id)),
});
