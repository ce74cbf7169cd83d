import { z } from 'zod';
import { PASSWORD_MAX } from './limits';
import { text } from './text';
import { authMessages } from './auth';

export const PASSKEY_NAME_MAX = 50;
export const RECOVERY_CODE_COUNT = 10;
/** Passkeys one account may hold: a person has a few devices, not dozens. */
export const PASSKEY_MAX = 20;

// The second factors' messages, once, for the forms and the server alike.
export const secondFactorMessages = {
  codeRequired: 'Enter the code from your authenticator app or a recovery code',
  wrongCode: 'That code is not valid. Try again.',
  lockedOut: 'Too many wrong codes. Please wait 15 minutes and try again.',
  noPendingSignIn: 'Your sign-in has expired. Please sign in again.',
  alreadyOn: 'Two-factor authentication is already on',
  notOn: 'Two-factor authentication is not on',
  noSetup: 'Start setting up two-factor authentication first',
  wrongPassword: 'Password is incorrect',
  passkeyNameRequired: 'Name your passkey',
  passkeyNameMax: `Passkey name must be at most ${PASSKEY_NAME_MAX} characters`,
  passkeyFailed: 'The passkey could not be verified. Please try again.',
  passkeyNotFound: 'Passkey not found',
  passkeyLimit: `You can have at most ${PASSKEY_MAX} passkeys. Remove one to add another.`,
  invalidId: 'Invalid passkey id',
} as const;

/** A six-digit code or a recovery code, as typed: spaces and dashes do not count. */
export const secondFactorCode = text({ error: secondFactorMessages.codeRequired })
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .pipe(
    z.string().min(1, secondFactorMessages.codeRequired).max(32, secondFactorMessages.wrongCode),
  );

const password = text({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .max(PASSWORD_MAX);

export const secondFactorCodeSchema = z.object({ code: secondFactorCode });
export const passwordSchema = z.object({ password });
export const turnOffTwoFactorSchema = z.object({ password, code: secondFactorCode });

/**
 * What the browser's WebAuthn call returns, in its JSON form; the library checks every field
 * it uses, this only keeps the shape sane before it does.
 */
const encoded = (max: number) => z.string().max(max);
const credential = {
  id: z.string().min(1).max(1400),
  rawId: z.string().min(1).max(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  // Extension results are not used: whatever came is dropped.
  clientExtensionResults: z.unknown().transform(() => ({})),
};

export const addPasskeySchema = z.object({
  name: text({ error: secondFactorMessages.passkeyNameRequired })
    .trim()
    .min(1, secondFactorMessages.passkeyNameRequired)
    .max(PASSKEY_NAME_MAX, secondFactorMessages.passkeyNameMax),
  response: z.object({
    ...credential,
    response: z.object({
      clientDataJSON: encoded(10_000),
      attestationObject: encoded(20_000),
      authenticatorData: encoded(20_000).optional(),
      transports: z.array(z.string().max(50)).max(10).optional(),
      publicKeyAlgorithm: z.number().int().optional(),
      publicKey: encoded(10_000).optional(),
    }),
  }),
});

export const passkeySignInSchema = z.object({
  response: z.object({
    ...credential,
    response: z.object({
      clientDataJSON: encoded(10_000),
      authenticatorData: encoded(10_000),
      signature: encoded(10_000),
      userHandle: encoded(200).optional(),
    }),
  }),
});

export const passkeyIdSchema = z.object({ id: z.uuid({ error: secondFactorMessages.invalidId }) });
