import { createTRPCRouter, publicProcedure } from '../trpc';

export const authRouter = createTRPCRouter({
  /** The signed-in user, or null for a visitor. */
  me: publicProcedure.query(({ ctx }) => ctx.viewer),
});
