import { isDatabaseUnavailable } from '@promptshelf/db';
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

/** What a person reads while the database cannot be reached (a 503: try again soon). */
export const DATABASE_UNAVAILABLE =
  'The service is briefly unavailable. Please try again in a moment.';

export function databaseUnavailable(cause: unknown) {
  return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE, cause });
}

/** Every procedure: an unreachable database is a 503, not an internal error. */
const unavailableAs503 = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && isDatabaseUnavailable(result.error)) throw databaseUnavailable(result.error);
  return result;
});

/**
 * After a write this process forgets its shared answers before it replies, so the writer's next
 * read sees the write; other processes hear of it through PostgreSQL (docs/decisions/080).
 */
const forgetSharedReadsAfterWrites = t.middleware(async ({ ctx, type, next }) => {
  const result = await next();
  if (type === 'mutation') ctx.sharedReads.invalidate();
  return result;
});

export const publicProcedure = t.procedure.use(unavailableAs503).use(forgetSharedReadsAfterWrites);

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.viewer) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
  return next({ ctx: { ...ctx, viewer: ctx.viewer } });
});

export const superadminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!ctx.viewer.superadmin) throw new TRPCError({ code: 'FORBIDDEN', message: 'Forbidden' });
  return next();
});
