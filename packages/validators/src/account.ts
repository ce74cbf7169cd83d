import { z } from 'zod';
import { authMessages } from './auth';
import { EMAIL_MAX, PASSWORD_MAX } from './limits';
import { text } from './text';

// Your sessions, your email and deleting your account: the messages, once, for forms and server.
export const accountMessages = {
  sessionNotFound: 'Session not found.',
  invalidSessionId: 'Invalid session id',
  wrongPassword: 'Password is incorrect',
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

export const changeEmailSchema = z.object({
  newEmail: text({ error: authMessages.invalidEmail })
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX, authMessages.invalidEmail)
    .pipe(z.email(authMessages.invalidEmail)),
  password,
});

export const deleteAccountSchema = z.object({ password });

// A mangled link is just an invalid one: the person lands on their profile with an error.
export const confirmEmailChangeSchema = z.object({ token: text().max(200).catch('') });
