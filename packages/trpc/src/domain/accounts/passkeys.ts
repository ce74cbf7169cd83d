import { passkeys, users } from '@promptshelf/db';
import {
  PASSKEY_MAX,
  secondFactorMessages,
  type addPasskeySchema,
  type passkeyIdSchema,
  type passkeySignInSchema,
} from '@promptshelf/validators';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Context, Viewer } from '../../context';
import { DomainError } from '../domain-error';
import { enqueueMail, secondFactorMail } from './mail';
import { limitRate, MINUTE } from './rate-limit';
import { completeSignIn } from './sign-in';

type PasskeyContext = Pick<Context, 'db' | 'session' | 'appUrl' | 'clientIp' | 'rateLimits'>;
type AccountContext = PasskeyContext & { viewer: Viewer };

/** How long a browser has to answer a WebAuthn challenge. */
const CHALLENGE_TTL = 5 * MINUTE;

/** The relying party is the app's own address: a passkey made for it works nowhere else. */
function relyingParty(appUrl: string) {
  const url = new URL(appUrl);
  return { id: url.hostname, origin: url.origin };
}

const passkeyFailed = () => new DomainError('BAD_INPUT', secondFactorMessages.passkeyFailed);

/** Remembers the challenge in this browser's session, replacing an earlier one. */
function rememberChallenge(ctx: PasskeyContext, challenge: string) {
  ctx.session.setFlow({
    ...ctx.session.flow,
    challenge,
    challengeUntil: Date.now() + CHALLENGE_TTL,
  });
}

/** Takes the challenge out of the session: each one is answered once, right or wrong. */
function takeChallenge(ctx: PasskeyContext): string {
  const { challenge, challengeUntil = 0, ...rest } = ctx.session.flow;
  ctx.session.setFlow(rest);
  if (!challenge || challengeUntil < Date.now()) throw passkeyFailed();
  return challenge;
}

/** The WebAuthn user handle: the account id's 16 bytes, which name nobody outside this app. */
const userHandle = (userId: string) => Buffer.from(userId.replace(/-/g, ''), 'hex');

const passkeyColumns = {
  id: passkeys.id,
  name: passkeys.name,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
};

export function listPasskeys(ctx: AccountContext) {
  return ctx.db
    .select(passkeyColumns)
    .from(passkeys)
    .where(eq(passkeys.userId, ctx.viewer.id))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id))
    .limit(PASSKEY_MAX);
}

/** What the browser needs to make a new passkey for the signed-in person. */
export async function passkeyRegistrationOptions(ctx: AccountContext) {
  const rp = relyingParty(ctx.appUrl);
  const existing = await ctx.db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, ctx.viewer.id))
    .limit(PASSKEY_MAX);
  if (existing.length >= PASSKEY_MAX) {
    throw new DomainError('CONFLICT', secondFactorMessages.passkeyLimit);
  }
  const options = await generateRegistrationOptions({
    rpName: 'Promptshelf',
    rpID: rp.id,
    userName: ctx.viewer.email,
    userID: userHandle(ctx.viewer.id),
    userDisplayName: [ctx.viewer.firstName, ctx.viewer.lastName].filter(Boolean).join(' '),
    attestationType: 'none',
    // The same authenticator twice would be two names for one key.
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
    // Discoverable, so it can sign in without an email; verified, so it counts as two factors.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  rememberChallenge(ctx, options.challenge);
  return options;
}

/** Keeps the new passkey under its name and tells the owner by mail. */
export async function addPasskey(ctx: AccountContext, input: z.output<typeof addPasskeySchema>) {
  await limitRate(
    ctx.db,
    `passkey-add:user:${ctx.viewer.id}`,
    ctx.rateLimits.loginPerEmail,
    15 * MINUTE,
  );
  const expectedChallenge = takeChallenge(ctx);
  const rp = relyingParty(ctx.appUrl);
  let credential;
  try {
    const verified = await verifyRegistrationResponse({
      response: input.response as unknown as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    if (!verified.verified) throw passkeyFailed();
    credential = verified.registrationInfo.credential;
  } catch {
    throw passkeyFailed();
  }
  return ctx.db.transaction(async (tx) => {
    const [mine] = await tx
      .select({ n: count() })
      .from(passkeys)
      .where(eq(passkeys.userId, ctx.viewer.id));
    if ((mine?.n ?? 0) >= PASSKEY_MAX) {
      throw new DomainError('CONFLICT', secondFactorMessages.passkeyLimit);
    }
    const [added] = await tx
      .insert(passkeys)
      .values({
        userId: ctx.viewer.id,
        name: input.name,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
      })
      .onConflictDoNothing()
      .returning(passkeyColumns);
    if (!added) throw passkeyFailed();
    await enqueueMail(
      tx,
      secondFactorMail(ctx.appUrl, ctx.viewer.email, ctx.viewer.firstName, {
        kind: 'passkey-added',
        name: input.name,
      }),
    );
    return added;
  });
}

export async function removePasskey(ctx: AccountContext, input: z.output<typeof passkeyIdSchema>) {
  const removed = await ctx.db
    .delete(passkeys)
    .where(and(eq(passkeys.id, input.id), eq(passkeys.userId, ctx.viewer.id)))
    .returning({ id: passkeys.id });
  if (removed.length !== 1) {
    throw new DomainError('NOT_FOUND', secondFactorMessages.passkeyNotFound);
  }
  return { id: input.id };
}

/** A challenge for 'Sign in with a passkey': any passkey of this site may answer it. */
export async function passkeySignInOptions(ctx: PasskeyContext) {
  await limitRate(ctx.db, `passkey:ip:${ctx.clientIp}`, ctx.rateLimits.loginPerIp, 15 * MINUTE);
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ctx.appUrl).id,
    userVerification: 'required',
  });
  rememberChallenge(ctx, options.challenge);
  return options;
}

/**
 * Signs in with a passkey: its signature over this browser's challenge, made after the
 * authenticator verified its user (a PIN or a fingerprint), proves both factors.
 */
export async function signInWithPasskey(
  ctx: PasskeyContext,
  input: z.output<typeof passkeySignInSchema>,
) {
  await limitRate(ctx.db, `passkey:ip:${ctx.clientIp}`, ctx.rateLimits.loginPerIp, 15 * MINUTE);
  const expectedChallenge = takeChallenge(ctx);
  const rp = relyingParty(ctx.appUrl);
  const [found] = await ctx.db
    .select({
      id: passkeys.id,
      userId: passkeys.userId,
      publicKey: passkeys.publicKey,
      counter: passkeys.counter,
      transports: passkeys.transports,
      firstName: users.firstName,
      email: users.email,
    })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.credentialId, input.response.id));
  if (!found) throw passkeyFailed();
  const handle = input.response.response.userHandle;
  if (handle !== undefined && handle !== userHandle(found.userId).toString('base64url')) {
    throw passkeyFailed();
  }
  let newCounter;
  try {
    const verified = await verifyAuthenticationResponse({
      response: input.response as unknown as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: input.response.id,
        publicKey: Buffer.from(found.publicKey, 'base64url'),
        counter: found.counter,
        transports: found.transports as never,
      },
      requireUserVerification: true,
    });
    if (!verified.verified) throw passkeyFailed();
    newCounter = verified.authenticationInfo.newCounter;
  } catch {
    throw passkeyFailed();
  }
  await ctx.db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: sql`now()` })
    .where(eq(passkeys.id, found.id));
  await completeSignIn(ctx, { id: found.userId }, 'passkey');
  return { firstName: found.firstName, email: found.email };
}
