import { userIdentities, users, type Database } from '@promptshelf/db';
import { identityMessages, type IdentityOutcome } from '@promptshelf/validators';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Context, Viewer } from '../../context';
import { DomainError } from '../domain-error';
import { byEmail, createUser, sendVerification } from './auth';
import { enqueueMail, securityNoticeMail } from './mail';
import { HOUR, limitRate, MINUTE } from './rate-limit';
import { completeSignIn } from './sign-in';

/** A sign-in provider the operator configured, as the screens name it. */
export type SignInProvider = { id: string; name: string };

/** Who the provider says the person is, once their sign-in there has been verified. */
export type ProviderProfile = {
  provider: SignInProvider;
  /** The provider's stable id of the person (`sub`, GitHub's numeric id). */
  subject: string;
  /** Lower-cased; null when the provider shared none. */
  email: string | null;
  /** True only when the provider says it checked the email. */
  emailVerified: boolean;
  firstName?: string;
  lastName?: string;
};

/** What became of a sign-in with a provider: signed in, or why not (see identityMessages). */
export type IdentitySignInResult = 'signedIn' | IdentityOutcome;

type IdentityContext = Pick<
  Context,
  'db' | 'session' | 'appUrl' | 'clientIp' | 'rateLimits' | 'viewer'
>;

async function findIdentity(db: Database, provider: string, subject: string) {
  const [identity] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
  return identity;
}

/**
 * Each callback checks a code and a state: counted per address, with the password sign-in's
 * limit, so no one tries them at speed.
 */
export async function limitProviderSignIns(ctx: Pick<Context, 'db' | 'clientIp' | 'rateLimits'>) {
  await limitRate(
    ctx.db,
    `provider-sign-in:ip:${ctx.clientIp}`,
    ctx.rateLimits.loginPerIp,
    15 * MINUTE,
  );
}

/** The one place a sign-in with a provider begins the session. */
/** Signs in, or asks for the account's second factor first, as a password sign-in does. */
async function finishSignIn(ctx: IdentityContext, userId: string): Promise<IdentitySignInResult> {
  const { secondFactorRequired } = await completeSignIn(ctx, { id: userId }, 'provider');
  return secondFactorRequired ? 'secondFactor' : 'signedIn';
}

/**
 * Ends a verified sign-in at a provider. A signed-in viewer links the identity to their account;
 * otherwise the identity's account is signed in, or a new account is made for it. An account
 * that already has the provider's email is never linked here: whoever signs in with a provider
 * is not yet shown to own that account, so its owner signs in with the password and links the
 * provider from the Security settings.
 */
export async function signInWithIdentity(
  ctx: IdentityContext,
  profile: ProviderProfile,
): Promise<IdentitySignInResult> {
  const known = await findIdentity(ctx.db, profile.provider.id, profile.subject);
  if (ctx.viewer) {
    if (known) return known.userId === ctx.viewer.id ? 'linked' : 'taken';
    return linkIdentity(ctx.db, ctx.appUrl, ctx.viewer, profile);
  }
  if (known) {
    return finishSignIn(ctx, known.userId);
  }
  const { email } = profile;
  if (!email) return 'noEmail';
  // A new account may get a verification mail: as registration, limited per address.
  await limitRate(ctx.db, `mail:email:${email}`, ctx.rateLimits.mailPerEmail, HOUR);
  const userId = await ctx.db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(byEmail(email));
    if (existing) return null;
    const user = await createUser(tx, {
      email,
      passwordHash: null,
      firstName: profile.firstName,
      lastName: profile.lastName,
      verified: profile.emailVerified,
    });
    // Lost a race with a registration of the same email: that account stands.
    if (!user) return null;
    await tx.insert(userIdentities).values({
      provider: profile.provider.id,
      subject: profile.subject,
      userId: user.id,
      email,
    });
    if (!profile.emailVerified) await sendVerification(tx, ctx.appUrl, user);
    return user.id;
  });
  if (!userId) return 'exists';
  return finishSignIn(ctx, userId);
}

async function linkIdentity(
  db: Database,
  appUrl: string,
  viewer: Viewer,
  profile: ProviderProfile,
): Promise<IdentitySignInResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(userIdentities)
      .values({
        provider: profile.provider.id,
        subject: profile.subject,
        userId: viewer.id,
        email: profile.email,
      })
      .onConflictDoNothing()
      .returning({ id: userIdentities.id });
    // Linked a moment ago by a concurrent request, to this account or another one.
    if (!row) return 'taken';
    await enqueueMail(
      tx,
      securityNoticeMail(appUrl, viewer.email, viewer.firstName, {
        kind: 'identity-added',
        provider: profile.provider.name,
      }),
    );
    return 'linked';
  });
}

/** The viewer's linked identities, oldest first (a handful per account: one index range). */
export async function listIdentities(db: Database, viewer: Viewer) {
  return db
    .select({
      id: userIdentities.id,
      provider: userIdentities.provider,
      email: userIdentities.email,
      createdAt: userIdentities.createdAt,
    })
    .from(userIdentities)
    .where(eq(userIdentities.userId, viewer.id))
    .orderBy(asc(userIdentities.createdAt), asc(userIdentities.id));
}

/**
 * Unlinks one of the viewer's identities, unless it is their last way in: an account without a
 * password keeps at least one identity.
 */
export async function unlinkIdentity(db: Database, viewer: Viewer, id: string) {
  await db.transaction(async (tx) => {
    // Locks the account, so two unlinks at once cannot each leave the other as the last one.
    const [account] = await tx
      .select({ password: users.password })
      .from(users)
      .where(eq(users.id, viewer.id))
      .for('update');
    const mine = and(eq(userIdentities.id, id), eq(userIdentities.userId, viewer.id));
    const [identity] = await tx.select({ id: userIdentities.id }).from(userIdentities).where(mine);
    if (!identity) throw new DomainError('NOT_FOUND', identityMessages.identityNotFound);
    if (account?.password == null) {
      const [linked] = await tx
        .select({ n: count() })
        .from(userIdentities)
        .where(eq(userIdentities.userId, viewer.id));
      if ((linked?.n ?? 0) <= 1) throw new DomainError('CONFLICT', identityMessages.lastWayIn);
    }
    await tx.delete(userIdentities).where(mine);
  });
  return { ok: true as const };
}
