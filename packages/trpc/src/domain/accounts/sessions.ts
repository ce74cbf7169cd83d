import { knownBrowsers, sessions, users, type Database } from '@promptshelf/db';
import { accountMessages } from '@promptshelf/validators';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import UAParser from 'ua-parser-js';
import type { Context, Viewer } from '../../context';
import { DomainError } from '../domain-error';
import { enqueueMail, securityNoticeMail, type SecurityNotice } from './mail';
import { hashToken } from './tokens';

type SessionContext = Pick<Context, 'db' | 'session' | 'appUrl'> & { viewer: Viewer };

/** More than anyone keeps; each sign-in makes one, and they end after 30 days. */
const SESSIONS_LISTED_MAX = 100;

/** 'Firefox 128' and 'Ubuntu 24.04' from a user agent; 'Unknown …' for what it does not say. */
export function describeUserAgent(userAgent: string | null) {
  const parsed = new UAParser(userAgent ?? '').getResult();
  const major = parsed.browser.version?.split('.')[0];
  return {
    browser: parsed.browser.name
      ? [parsed.browser.name, major].filter(Boolean).join(' ')
      : 'Unknown browser',
    system: parsed.os.name
      ? [parsed.os.name, parsed.os.version].filter(Boolean).join(' ')
      : 'Unknown system',
  };
}

/**
 * The signed-in person's sessions, most recently used first. A session is shown by its public
 * id: its sid is the cookie's secret.
 */
export async function listSessions(ctx: SessionContext) {
  const current = ctx.session.id;
  const rows = await ctx.db
    .select({
      id: sessions.publicId,
      sid: sessions.sid,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      signedInAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, ctx.viewer.id), gt(sessions.expire, sql`now()`)))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(SESSIONS_LISTED_MAX);
  return {
    sessions: rows.map(({ sid, userAgent, ...row }) => ({
      ...row,
      ...describeUserAgent(userAgent),
      thisDevice: sid === current,
    })),
  };
}

/** Ends one of the person's sessions; this one's too, which signs this browser out. */
export async function signOutSession(ctx: SessionContext, id: string) {
  const [ended] = await ctx.db
    .delete(sessions)
    .where(and(eq(sessions.publicId, id), eq(sessions.userId, ctx.viewer.id)))
    .returning({ sid: sessions.sid });
  if (!ended) throw new DomainError('NOT_FOUND', accountMessages.sessionNotFound);
  if (ended.sid === ctx.session.id) await ctx.session.signOut();
  ctx.session.sessionsChanged();
  return { signedOut: 1 };
}

/** Ends every session of the person but the one making this request. */
export async function signOutOtherSessions(ctx: SessionContext) {
  const current = ctx.session.id;
  const ended = await ctx.db
    .delete(sessions)
    .where(and(eq(sessions.userId, ctx.viewer.id), current ? ne(sessions.sid, current) : undefined))
    .returning({ sid: sessions.sid });
  ctx.session.sessionsChanged();
  return { signedOut: ended.length };
}

/** Queues a security notice to the owner of an account; call it inside the change's transaction. */
export async function securityNotice(
  db: Database,
  appUrl: string,
  user: { email: string; firstName: string | null },
  notice: SecurityNotice,
) {
  await enqueueMail(db, securityNoticeMail(appUrl, user.email, user.firstName, notice));
}

/**
 * Remembers the browser a person just signed in from (by its browser cookie's id), and mails
 * them when it is one the account had not been used from. An account's very first browser is
 * not announced: that sign-in follows the registration the person just made.
 */
export async function rememberSignInBrowser(
  db: Database,
  appUrl: string,
  signIn: { userId: string; browserId: string; userAgent: string | null; ipAddress: string },
) {
  const browserHash = hashToken(signIn.browserId);
  await db.transaction(async (tx) => {
    const [seen] = await tx
      .insert(knownBrowsers)
      .values({ userId: signIn.userId, browserHash })
      .onConflictDoUpdate({
        target: [knownBrowsers.userId, knownBrowsers.browserHash],
        set: { lastSignInAt: sql`now()` },
      })
      // xmax is 0 on a row this statement inserted, and set on one it updated.
      .returning({ isNew: sql<boolean>`xmax = 0` });
    if (!seen?.isNew) return;
    const [others] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(knownBrowsers)
      .where(eq(knownBrowsers.userId, signIn.userId));
    if ((others?.count ?? 0) <= 1) return;
    const [user] = await tx
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, signIn.userId));
    if (!user) return;
    await securityNotice(tx, appUrl, user, {
      kind: 'new-sign-in',
      ...describeUserAgent(signIn.userAgent),
      ipAddress: signIn.ipAddress,
      at: new Date(),
    });
  });
}
