import type { Database } from '@promptshelf/db';
import {
  authenticateApiToken,
  DomainError,
  toTRPCError,
  type ApiTokenCredential,
  type Viewer,
} from '@promptshelf/trpc';
import type { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { replyWithError } from '../rest/adapter';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request carried a valid personal API token (`Authorization: Bearer`). */
    apiAuth?: { viewer: Viewer; apiToken: ApiTokenCredential };
    /** A refused token on /trpc: thrown by createContext, so tRPC clients read it as theirs. */
    apiAuthError?: TRPCError;
  }
}

const BEARER = /^Bearer[ ]+(\S+)\s*$/i;

/** The raw bearer token of a request, or null when it has none. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  return BEARER.exec(header)?.[1] ?? null;
}

/**
 * Personal API tokens (docs/decisions/120-api-tokens.md): a request with `Authorization: Bearer`
 * acts as the token's owner, whatever cookie it also carries, and never touches a session. An
 * unknown, revoked or expired token is a 401; a token over its rate a 429 with `Retry-After`
 * (`{ message }`, or tRPC's error shape on /trpc).
 */
export const apiTokenPlugin = fp<{ db: Database; perMinute: number }>(
  async (app: FastifyInstance, { db, perMinute }) => {
    app.addHook('onRequest', async (request, reply) => {
      const raw = bearerToken(request);
      if (raw === null) return;
      try {
        request.apiAuth = await authenticateApiToken(db, raw, perMinute);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        // Outside a procedure, so mapped here as the procedures' middleware maps it.
        const refusal = toTRPCError(error);
        if (request.routeOptions.url?.startsWith('/trpc/')) {
          request.apiAuthError = refusal;
          return;
        }
        if (refusal.code === 'UNAUTHORIZED') reply.header('www-authenticate', 'Bearer');
        return replyWithError(reply, refusal);
      }
    });
  },
);
