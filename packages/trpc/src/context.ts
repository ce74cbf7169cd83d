import type { Database } from '@promptshelf/db';
import type { ApiTokenScope } from '@promptshelf/validators';
import type { SignInProvider } from './domain/accounts/identities';
import { defaultRateLimits, type RateLimitConfig } from './domain/accounts/rate-limit';
import { noSharedReads, type SharedReadCache } from './shared-reads';
import { unsubscribeKey } from './domain/notifications/unsubscribe-links';
import { webhookSecretKey } from './domain/webhooks/secrets';
import type { WebhookSettings } from './domain/webhooks/webhooks';

/** The signed-in person as every procedure sees them. */
export type Viewer = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  superadmin: boolean;
  username: string | null;
  /**
   * Set when the caller is a workspace token (docs/decisions/175-workspace-tokens.md): it acts
   * for that workspace alone, as an editor would, and owns nothing else. `id` is then the
   * token's id, which is nobody's, so no rule that names a person matches it; what it writes is
   * recorded as written by `createdBy`, the admin who made the token.
   */
  workspaceToken?: { workspaceId: number; name: string; createdBy: string };
};

/** The API token a request came with (`Authorization: Bearer`); null for a session. */
export type ApiTokenCredential = { id: string; scope: ApiTokenScope };

/**
 * What one browser keeps between the steps of a sign-in or of adding a passkey. None of it
 * signs anyone in: the session has no user until `signIn`, which starts a fresh one without it.
 */
export type SignInFlow = {
  /** The account whose password (or provider) was right; its second factor is still due. */
  pendingUserId?: string;
  /** When (epoch ms) the pending sign-in lapses. */
  pendingUntil?: number;
  /** The WebAuthn challenge last handed to this browser, and when (epoch ms) it lapses. */
  challenge?: string;
  challengeUntil?: number;
};

/** What a procedure may do to the HTTP session; the Fastify adapter provides it. */
export interface SessionControl {
  /** The current session's id, if it has been saved. */
  readonly id: string | null;
  /** Starts a fresh session (new id) for this user. */
  signIn(userId: string): Promise<void>;
  /**
   * When (epoch ms) this session was signed in; null without a session, or for one signed in
   * before this was recorded. What a fresh sign-in means is in decision 184.
   */
  readonly signedInAt: number | null;
  /** Ends the current session. */
  signOut(): Promise<void>;
  /** This browser's sign-in steps so far (empty for a request without a session). */
  readonly flow: SignInFlow;
  /** Replaces them; saved with the session when the answer goes out. */
  setFlow(flow: SignInFlow): void;
  /**
   * A person's details or sessions were just changed in the database by this request: every
   * session this process keeps is read afresh (other processes hear of it through PostgreSQL).
   */
  sessionsChanged(): void;
}

export type CreateContextOptions = {
  db: Database;
  /** Where visitors' shared reads may go (a streaming replica); defaults to `db`. */
  readDb?: Database;
  viewer: Viewer | null;
  /** Set when the viewer is the owner of this API token rather than a signed-in session. */
  apiToken?: ApiTokenCredential | null;
  session?: SessionControl;
  /** Base URL of the web app, used to build links in mail. */
  appUrl?: string;
  /** The client's address, for rate limits. */
  clientIp?: string;
  rateLimits?: RateLimitConfig;
  /** Answers shared between visitors; without it every read goes to the database. */
  sharedReads?: SharedReadCache;
  /** The sign-in providers the operator configured (GitHub, Google, OpenID Connect). */
  signInProviders?: SignInProvider[];
  /** The webhook secrets' key and address guard; tests and scripts get a fixed key. */
  webhooks?: WebhookSettings;
  /** The key that signs mail's unsubscribe links; tests and scripts get a fixed key. */
  unsubscribeKey?: Buffer;
};

const noSession: SessionControl = {
  id: null,
  signedInAt: null,
  signIn: () => Promise.reject(new Error('No HTTP session in this context')),
  signOut: () => Promise.resolve(),
  flow: {},
  setFlow: () => {
    throw new Error('No HTTP session in this context');
  },
  sessionsChanged: () => {},
};

/** The context without any transport: tests and scripts build it directly. */
export function createContextInner(opts: CreateContextOptions) {
  return {
    db: opts.db,
    readDb: opts.readDb ?? opts.db,
    viewer: opts.viewer,
    apiToken: opts.apiToken ?? null,
    session: opts.session ?? noSession,
    appUrl: opts.appUrl ?? 'http://localhost:3000',
    clientIp: opts.clientIp ?? 'unknown',
    rateLimits: opts.rateLimits ?? defaultRateLimits,
    sharedReads: opts.sharedReads ?? noSharedReads,
    signInProviders: opts.signInProviders ?? [],
    webhooks: opts.webhooks ?? {
      secretKey: webhookSecretKey('a key for tests and scripts only'),
      allowPrivate: false,
    },
    unsubscribeKey: opts.unsubscribeKey ?? unsubscribeKey('a key for tests and scripts only'),
  };
}

export type Context = ReturnType<typeof createContextInner>;
