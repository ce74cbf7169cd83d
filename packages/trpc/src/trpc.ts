import { isDatabaseUnavailable } from '@promptshelf/db';
import { apiTokenMessages } from '@promptshelf/validators';
import { initTRPC, TRPCError } from '@trpc/server';
import type { Context } from './context';
import { DomainError } from './domain/domain-error';
import { errorMessage, inputIssues, toTRPCError } from './errors';
import { transformer } from './transformer';

/** The whole answer to an unexpected error, on every path: its own text is for the log only. */
export const INTERNAL_ERROR = 'Internal server error';

/**
 * What a procedure declares about its callers. `workspaceTokens`: a workspace token may call it
 * (docs/decisions/175); every other procedure refuses one, so a new procedure is closed to
 * workspace tokens until it says otherwise.
 */
export type ProcedureMeta = { workspaceTokens?: true };

/** The meta of a procedure that a workspace token may call. */
export const forWorkspaceTokens: ProcedureMeta = { workspaceTokens: true };

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    transformer,
    // tRPC's default adds each error's stack (the failed SQL, its parameters, the server's paths)
    // to answers whenever NODE_ENV is not `production`, and NODE_ENV is often unset.
    isDev: false,
    errorFormatter({ shape, error }) {
      // Invalid input reads as the schema's own message, as the forms show it.
      return {
        ...shape,
        // An unexpected error's text may hold internals (SQL, paths): it is logged, not shown.
        message: error.code === 'INTERNAL_SERVER_ERROR' ? INTERNAL_ERROR : errorMessage(error),
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

/**
 * What every procedure does around its work, in one middleware (each layer of tRPC's chain
 * copies the call's options twice, on every request):
 * - a read-scope API token may call every query and no mutation (docs/decisions/120);
 * - a workspace token may call only the procedures that allow it (docs/decisions/175);
 * - after a write this process forgets its shared answers before it replies, so the writer's
 *   next read sees the write; other processes hear of it through PostgreSQL (decision 080);
 * - a refusal of the domain becomes tRPC's error here, once, for every door (decision 065);
 * - an unreachable database is a 503, not an internal error.
 */
const everyProcedure = t.middleware(async ({ ctx, type, meta, next }) => {
  if (ctx.viewer?.workspaceToken && !meta?.workspaceTokens) {
    throw new TRPCError({ code: 'FORBIDDEN', message: apiTokenMessages.workspaceOnly });
  }
  if (ctx.apiToken?.scope === 'read' && type !== 'query') {
    throw new TRPCError({ code: 'FORBIDDEN', message: apiTokenMessages.readOnly });
  }
  const result = await next();
  if (type === 'mutation') ctx.sharedReads.invalidate();
  if (result.ok) return result;
  if (result.error.cause instanceof DomainError) throw toTRPCError(result.error.cause);
  if (isDatabaseUnavailable(result.error)) throw databaseUnavailable(result.error);
  return result;
});

export const publicProcedure = t.procedure.use(everyProcedure);

/**
 * What only a person at the website may do: sign in and out, manage tokens, change the
 * password, the admin area. An API token, whatever its scope or owner, gets a 403.
 */
const refuseApiTokens = t.middleware(({ ctx, next }) => {
  if (ctx.apiToken) {
    throw new TRPCError({ code: 'FORBIDDEN', message: apiTokenMessages.sessionOnly });
  }
  return next();
});

export const sessionOnlyProcedure = publicProcedure.use(refuseApiTokens);

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.viewer) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
  return next({ ctx: { ...ctx, viewer: ctx.viewer } });
});

/** A signed-in person through their session cookie; never an API token. */
export const protectedSessionProcedure = protectedProcedure.use(refuseApiTokens);

export const superadminProcedure = protectedSessionProcedure.use(({ ctx, next }) => {
  if (!ctx.viewer.superadmin) throw new TRPCError({ code: 'FORBIDDEN', message: 'Forbidden' });
  return next();
});
