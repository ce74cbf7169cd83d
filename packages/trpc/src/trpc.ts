import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import type { Context } from './context';
import { errorMessage, inputIssues } from './errors';

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    // Invalid input reads as the schema's own message, as the forms show it.
    return {
      ...shape,
      // An unexpected error's text may hold internals (SQL, paths): it is logged, not shown.
      message:
        error.code === 'INTERNAL_SERVER_ERROR' ? 'Internal server error' : errorMessage(error),
      data: { ...shape.data, issues: inputIssues(error) },
    };
  },
});

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

export const publicProcedure = t.procedure;

export const protectedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.viewer) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
  return next({ ctx: { ...ctx, viewer: ctx.viewer } });
});

export const superadminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!ctx.viewer.superadmin) throw new TRPCError({ code: 'FORBIDDEN', message: 'Forbidden' });
  return next();
});
