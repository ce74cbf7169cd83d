import { z } from 'zod';

/**
 * Why a sign-in with a provider ended without signing in (or what it did), as the callback puts
 * it in the address of the page it lands on: `/auth?provider=ID&outcome=CODE`.
 */
export const identityOutcomes = [
  'exists',
  'failed',
  'noEmail',
  'taken',
  'linked',
  'secondFactor',
] as const;
export type IdentityOutcome = (typeof identityOutcomes)[number];

// The messages of sign-in with providers and linked identities, once, for the screens and the server.
export const identityMessages = {
  exists: (provider: string) =>
    `An account with this email already exists. Sign in with your password, then link ${provider} under Security settings.`,
  failed: (provider: string) => `Signing in with ${provider} did not work. Please try again.`,
  noEmail: (provider: string) =>
    `${provider} did not share an email address, which a new account needs. Sign in another way, or allow ${provider} to share your email.`,
  taken: (provider: string) => `This ${provider} account is already linked to another account.`,
  linked: (provider: string) => `${provider} is now linked to your account.`,
  secondFactor: (provider: string) =>
    `${provider} confirmed who you are. Enter a code from your authenticator app to finish signing in.`,
  unknownProvider: 'This sign-in provider is not configured',
  identityNotFound: 'Linked identity not found',
  lastWayIn:
    "This is your only way to sign in. Link another provider first, or set a password with 'Forgot password?' on the sign-in screen.",
} as const;

export const identityIdSchema = z.object({
  id: z.uuid({ error: identityMessages.identityNotFound }),
});
