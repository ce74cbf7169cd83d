import type { Change, Database } from '@promptshelf/db';
import {
  createContextInner,
  loadViewer,
  rememberSignInBrowser,
  type RateLimitConfig,
  type SessionControl,
  type SharedReadCache,
  type SignInProvider,
  type WebhookSettings,
} from '@promptshelf/trpc';
import type { FastifyRequest } from 'fastify';

function sessionControl(request: FastifyRequest, deps: RequestDeps): SessionControl {
  return {
    get id() {
      return request.session.sessionId ?? null;
    },
    async signIn(userId) {
      // A new id at sign-in, so a session id planted before it is worth nothing after it.
      await request.session.regenerate();
      request.session.userId = userId;
      request.session.signedInAt = Date.now();
      const userAgent = request.headers['user-agent'] ?? null;
      request.session.signedInFrom = { userAgent, ipAddress: request.ip };
      // Every way in passes here, so each one's sign-in from a new browser is told to the owner.
      await rememberSignInBrowser(deps.db, deps.appUrl, {
        userId,
        browserId: request.browserId(),
        userAgent,
        ipAddress: request.ip,
      });
    },
    get signedInAt() {
      return request.session.signedInAt ?? null;
    },
    async signOut() {
      await request.session.destroy();
    },
    get flow() {
      return request.session.flow ?? {};
    },
    setFlow(flow) {
      request.session.flow = flow;
    },
    sessionsChanged() {
      deps.changed('sessions');
    },
  };
}

export type RequestDeps = {
  db: Database;
  readDb: Database;
  appUrl: string;
  rateLimits: RateLimitConfig;
  /** The shared reads, as seen by one request (openSharedReads). */
  sharedReadsFor: (request: FastifyRequest) => SharedReadCache;
  /** This process changed `change`: its caches forget it (openSharedReads). */
  changed: (change: Change) => void;
  /** The sign-in providers the operator configured. */
  signInProviders: SignInProvider[];
  /** The webhook secrets' key and address guard. */
  webhooks: WebhookSettings;
  /** The key that signs mail's unsubscribe links. */
  unsubscribeKey: Buffer;
};

/** A bearer request has no session to sign in to or out of (those procedures refuse tokens). */
const noSessionForTokens: SessionControl = {
  id: null,
  signedInAt: null,
  signIn: () => Promise.reject(new Error('An API token request has no session')),
  signOut: () => Promise.resolve(),
  flow: {},
  setFlow: () => {
    throw new Error('An API token request has no session');
  },
  sessionsChanged: () => {},
};

/**
 * The same context for a tRPC call, a REST route and the MCP server: the adapters hold no logic.
 * A valid API token (checked by apiTokenPlugin) makes its owner the viewer, whatever cookie the
 * request also carries.
 */
export async function createRequestContext(request: FastifyRequest, deps: RequestDeps) {
  const auth = request.apiAuth;
  const userId = auth ? undefined : request.session.userId;
  // The session store reads the person with the session; a session begun in this request
  // has no person read yet.
  const sessionViewer = request.session.viewer;
  const viewer = auth
    ? auth.viewer
    : userId
      ? sessionViewer !== undefined
        ? sessionViewer
        : await loadViewer(deps.db, userId)
      : null;
  return createContextInner({
    db: deps.db,
    readDb: deps.readDb,
    viewer,
    apiToken: auth?.apiToken ?? null,
    session: auth ? noSessionForTokens : sessionControl(request, deps),
    appUrl: deps.appUrl,
    clientIp: request.ip,
    rateLimits: deps.rateLimits,
    sharedReads: deps.sharedReadsFor(request),
    signInProviders: deps.signInProviders,
    webhooks: deps.webhooks,
    unsubscribeKey: deps.unsubscribeKey,
  });
}
