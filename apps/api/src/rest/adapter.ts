import { createCaller, errorMessage, jsonText } from '@promptshelf/trpc';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest, preParsingHookHandler } from 'fastify';
import { createRequestContext, type RequestDeps } from '../context';
import { retryAfter } from '../retry-after';

export type Caller = ReturnType<typeof createCaller>;

/** One spec path: which procedure it calls, and how the HTTP request becomes its input. */
export type RestRoute<T = unknown> = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  call: (caller: Caller, request: FastifyRequest) => Promise<T>;
  /** Optional shaping of a successful result into the HTTP reply (redirects). */
  reply?: (reply: FastifyReply, result: T) => unknown;
  /** The status of a successful reply, when not 200. */
  status?: number;
  /** The largest JSON body this path takes, when not Fastify's 1 MiB. */
  bodyLimit?: number;
  /** A check of the body as it arrives, before it is parsed. */
  preParsing?: preParsingHookHandler;
};

/** Declares a route with its result type checked end to end. */
export function route<T>(definition: RestRoute<T>): RestRoute {
  return definition as unknown as RestRoute;
}

/** The JSON body or query, untyped: the procedure's own schema validates it. */
export const body = (request: FastifyRequest) => (request.body ?? {}) as never;
export const query = (request: FastifyRequest) => (request.query ?? {}) as never;
/** The `:id` of a path such as /api/snippets/:id, validated by the procedure as well. */
export const idParam = (request: FastifyRequest) => (request.params as { id: string }).id as never;

/** A refused call over HTTP: its code's status, `{ message }`, and when a 429 may retry. */
export function replyWithError(reply: FastifyReply, error: TRPCError) {
  const wait = retryAfter([error]);
  if (wait) reply.header('retry-after', wait);
  return reply.code(getHTTPStatusCodeFromError(error)).send({ message: errorMessage(error) });
}

/**
 * The REST adapter: each spec path calls the tRPC router through createCaller with the same
 * context a tRPC request gets, and maps tRPC error codes to HTTP statuses. No logic lives here.
 */
export function registerRestRoutes(app: FastifyInstance, routes: RestRoute[], deps: RequestDeps) {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.url,
      ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
      ...(route.preParsing ? { preParsing: route.preParsing } : {}),
      handler: async (request, reply) => {
        const caller = createCaller(await createRequestContext(request, deps));
        let result: unknown;
        try {
          result = await route.call(caller, request);
        } catch (error) {
          if (!(error instanceof TRPCError) || error.code === 'INTERNAL_SERVER_ERROR') throw error;
          return replyWithError(reply, error);
        }
        if (route.reply) return route.reply(reply, result);
        if (route.status) reply.code(route.status);
        if (result === undefined) return reply.code(204).send();
        if (typeof result !== 'object' || result === null) return result;
        return reply.type('application/json; charset=utf-8').send(jsonText(result));
      },
    });
  }
}
