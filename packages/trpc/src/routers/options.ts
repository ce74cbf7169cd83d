import { listOtherAiToolsShared } from '../domain/browse/other-tools';
import { listAiTools, listPurposes, myAiTools } from '../domain/options';
import { createTRPCRouter, forWorkspaceTokens, protectedProcedure, publicProcedure } from '../trpc';

export const optionsRouter = createTRPCRouter({
  aiTools: publicProcedure.meta(forWorkspaceTokens).query(({ ctx }) => listAiTools(ctx.db)),
  purposes: publicProcedure.meta(forWorkspaceTokens).query(({ ctx }) => listPurposes(ctx.db)),
  /** The named 'Other' tools of listed prompts, for Browse's tool filter. */
  otherAiTools: publicProcedure
    .meta(forWorkspaceTokens)
    .query(({ ctx }) => listOtherAiToolsShared(ctx)),
  /** Custom tool names the signed-in user entered under 'Other' before. */
  myAiTools: protectedProcedure.query(({ ctx }) => myAiTools(ctx.db, ctx.viewer)),
});
