import { z } from 'zod';
import { text } from './text';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './limits';

// The sign-in and account messages, once, for the forms and the server alike.
export const authMessages = {
  invalidEmail: 'Please enter a valid email address',
  invalidEmailShort: 'Invalid email address',
  passwordMin: `Password must be at least ${PASSWORD_MIN} characters`,
  passwordMax: `Password must be at most ${PASSWORD_MAX} characters`,
  passwordRequired: 'Password is required',
  confirmMin: `Confirm password must be at least ${PASSWORD_MIN} characters`,
  passwordsDontMatch: "Passwords don't match",
  passwordsDoNotMatch: 'Passwords do not match',
  missingResetToken: 'Missing reset token',
  currentPasswordRequired: 'Current password is required',
  verifyEmailFirst: 'Please verify your email before logging in.',
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  revokeTokens: 'revokeTokens must be true or false',
} as const;

function email(message: string) {
  return text({ error: message })
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX, message)
    .pipe(z.email(message));
}

export const newPassword = text({ error: authMessages.passwordMin })
  .min(PASSWORD_MIN, authMessages.passwordMin)
  .max(PASSWORD_MAX, authMessages.passwordMax);

const optionalName = text()
  .trim()
  .max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`)
  .optional()
  .transform((value) => value || undefined);

export const registerSchema = z.object({
  firstName: optionalName,
  lastName: optionalName,
  email: email(authMessages.invalidEmail),
  password: newPassword,
});

export const loginSchema = z.object({
  email: email(authMessages.invalidEmail),
  password: text({ error: authMessages.passwordRequired })
    .min(1, authMessages.passwordRequired)
    .max(PASSWORD_MAX),
});

export const emailOnlySchema = z.object({ email: email(authMessages.invalidEmailShort) });

export const resetPasswordSchema = z
  .object({
    token: text({ error: authMessages.missingResetToken })
      .min(1, authMessages.missingResetToken)
      .max(200),
    password: newPassword,
    confirmPassword: text({ error: authMessages.confirmMin })
      .min(PASSWORD_MIN, authMessages.confirmMin)
      .max(PASSWORD_MAX),
  })
  .refine((data) => data.password === data.confirmPassword, {
    message: authMessages.passwordsDontMatch,
    path: ['confirmPassword'],
  });

// A mangled link is just an invalid one: the person lands on the sign-in screen with an error.
export const verifyEmailSchema = z.object({ token: text().max(200).catch('') });

export type RegisterInput = z.input<typeof registerSchema>;
export type LoginInput = z.input<typeof loginSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
