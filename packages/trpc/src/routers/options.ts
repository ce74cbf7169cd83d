import { listAiTools, listPurposes } from '../domain/options';
import { createTRPCRouter, publicProcedure } from '../trpc';

export const optionsRouter = createTRPCRouter({
  aiTools: publicProcedure.query(({ ctx }) => listAiTools(ctx.db)),
  purposes: publicProcedure.query(({ ctx }) => listPurposes(ctx.db)),
});
