import { listAiTools, listPurposes, myAiTools } from '../domain/options';
import { createTRPCRouter, protectedProcedure, publicProcedure } from '../trpc';

export const optionsRouter = createTRPCRouter({
  aiTools: publicProcedure.query(({ ctx }) => listAiTools(ctx.db)),
  purposes: publicProcedure.query(({ ctx }) => listPurposes(ctx.db)),
  /** Custom tool names the signed-in user entered under 'Other' before. */
  myAiTools: protectedProcedure.query(({ ctx }) => myAiTools(ctx.db, ctx.viewer)),
});
