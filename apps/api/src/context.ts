import type { Database } from '@promptshelf/db';
import {
  createContextInner,
  loadViewer,
  type RateLimitConfig,
  type SessionControl,
  type SharedReadCache,
} from '@promptshelf/trpc';
import type { FastifyRequest } from 'fastify';

function sessionControl(request: FastifyRequest): SessionControl {
  return {
    get id() {
      return request.session.sessionId ?? null;
    },
    async signIn(userId) {
      // A new id at sign-in, so a session id planted before it is worth nothing after it.
      await request.session.regenerate();
      request.session.userId = userId;
    },
    async signOut() {
      await request.session.destroy();
    },
  };
}

export type RequestDeps = {
  db: Database;
  readDb: Database;
  appUrl: string;
  rateLimits: RateLimitConfig;
  sharedReads: SharedReadCache;
};

/** The same context for a tRPC call and for a REST route: the REST adapter holds no logic. */
export async function createRequestContext(request: FastifyRequest, deps: RequestDeps) {
  const userId = request.session.userId;
  const viewer = userId ? await loadViewer(deps.db, userId) : null;
  return createContextInner({
    db: deps.db,
    readDb: deps.readDb,
    viewer,
    session: sessionControl(request),
    appUrl: deps.appUrl,
    clientIp: request.ip,
    rateLimits: deps.rateLimits,
    sharedReads: deps.sharedReads,
  });
}
