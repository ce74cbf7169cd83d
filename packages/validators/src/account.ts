import { z } from 'zod';
import { authMessages, newPassword } from './auth';
import { EMAIL_MAX, PASSWORD_MAX } from './limits';
import { secondFactorCode } from './second-factors';
import { text } from './text';

// Your sessions, your email and deleting your account: the messages, once, for forms and server.
export const accountMessages = {
  sessionNotFound: 'Session not found.',
  invalidSessionId: 'Invalid session id',
  wrongPassword: 'Password is incorrect',
  signInAgain:
    'For your security, sign out and sign in again, then try this within 10 minutes of signing in.',
  sameEmail: 'That is already your email address.',
  emailChangeSent:
    'If that address can be used, we have sent a link to it. Your email changes when you open it.',
  emailChanged: 'Your email address has been changed.',
  deleteConfirmMismatch: 'Please type DELETE to confirm',
  accountDeleted: 'Your account has been deleted.',
  soleOwner: (workspace: string) =>
    `You are the only owner of the workspace “${workspace}”, which has other members. Make one of them an owner, or delete the workspace, before deleting your account.`,
} as const;

/** The word a person types to confirm that their account should go. */
export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE';

const password = text({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .max(PASSWORD_MAX);

export const sessionIdSchema = z.object({
  id: z.uuid({ error: accountMessages.invalidSessionId }),
});

/**
 * What proves the owner before the account changes hands or goes: the password, or for an
 * account without one a code from the authenticator app or a recovery code (decision 184).
 * A form sends the one it shows; the server says which the account needs.
 */
const ownerProof = { password: password.optional(), code: secondFactorCode.optional() };

export const changeEmailSchema = z.object({
  newEmail: text({ error: authMessages.invalidEmail })
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX, authMessages.invalidEmail)
    .pipe(z.email(authMessages.invalidEmail)),
  ...ownerProof,
});

export const deleteAccountSchema = z.object(ownerProof);

// A mangled link is just an invalid one: the person lands on their profile with an error.
export const confirmEmailChangeSchema = z.object({ token: text().max(200).catch('') });

export const changePasswordSchema = z
  .object({
    // Not sent by an account without a password: it sets its first one (decision 184).
    currentPassword: text({ error: authMessages.currentPasswordRequired })
      .min(1, authMessages.currentPasswordRequired)
      .max(PASSWORD_MAX)
      .optional(),
    code: secondFactorCode.optional(),
    newPassword,
    confirmPassword: text({ error: authMessages.passwordsDoNotMatch }).max(PASSWORD_MAX),
    // Someone who fears their account was used also ends the API tokens it may have minted.
    revokeTokens: z.boolean({ error: authMessages.revokeTokens }).optional(),
  })
  .refine((data) => data.newPassword === data.confirmPassword, {
    message: authMessages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
