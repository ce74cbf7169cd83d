import type { Database } from '@promptshelf/db';
import { createCaller, errorMessage } from '@promptshelf/trpc';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestContext } from '../context';

export type Caller = ReturnType<typeof createCaller>;

/** One spec path: which procedure it calls, and how the HTTP request becomes its input. */
export type RestRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  call: (caller: Caller, request: FastifyRequest) => Promise<unknown>;
  /** Optional shaping of a successful result into the HTTP reply (redirects, status codes). */
  reply?: (reply: FastifyReply, result: unknown) => unknown;
};

/**
 * The REST adapter: each spec path calls the tRPC router through createCaller with the same
 * context a tRPC request gets, and maps tRPC error codes to HTTP statuses. No logic lives here.
 */
export function registerRestRoutes(
  app: FastifyInstance,
  routes: RestRoute[],
  deps: { db: Database; appUrl: string },
) {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.url,
      handler: async (request, reply) => {
        const caller = createCaller(await createRequestContext(request, deps));
        let result: unknown;
        try {
          result = await route.call(caller, request);
        } catch (error) {
          if (!(error instanceof TRPCError) || error.code === 'INTERNAL_SERVER_ERROR') throw error;
          return reply
            .code(getHTTPStatusCodeFromError(error))
            .send({ message: errorMessage(error) });
        }
        if (route.reply) return route.reply(reply, result);
        return result === undefined ? reply.code(204).send() : result;
      },
    });
  }
}
