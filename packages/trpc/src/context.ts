import type { Database } from '@promptshelf/db';
import { defaultRateLimits, type RateLimitConfig } from './domain/accounts/rate-limit';

/** The signed-in person as every procedure sees them. */
export type Viewer = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  superadmin: boolean;
  username: string | null;
};

/** What a procedure may do to the HTTP session; the Fastify adapter provides it. */
export interface SessionControl {
  /** The current session's id, if it has been saved. */
  readonly id: string | null;
  /** Starts a fresh session (new id) for this user. */
  signIn(userId: string): Promise<void>;
  /** Ends the current session. */
  signOut(): Promise<void>;
}

export type CreateContextOptions = {
  db: Database;
  viewer: Viewer | null;
  session?: SessionControl;
  /** Base URL of the web app, used to build links in mail. */
  appUrl?: string;
  /** The client's address, for rate limits. */
  clientIp?: string;
  rateLimits?: RateLimitConfig;
};

const noSession: SessionControl = {
  id: null,
  signIn: () => Promise.reject(new Error('No HTTP session in this context')),
  signOut: () => Promise.resolve(),
};

/** The context without any transport: tests and scripts build it directly. */
export function createContextInner(opts: CreateContextOptions) {
  return {
    db: opts.db,
    viewer: opts.viewer,
    session: opts.session ?? noSession,
    appUrl: opts.appUrl ?? 'http://localhost:3000',
    clientIp: opts.clientIp ?? 'unknown',
    rateLimits: opts.rateLimits ?? defaultRateLimits,
  };
}

export type Context = ReturnType<typeof createContextInner>;
