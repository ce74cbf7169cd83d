import { toast } from '@promptshelf/ui';

import { errorMessage } from '#src/lib/trpc-error';

/** What the requests that mail a link say, in the spec's words (§8), wherever they are made. */
export const verificationRequest = {
  success: {
    title: 'Verification Email Sent',
    description: 'If an account exists, a new verification link has been sent.',
  },
  failure: 'Failed to send verification email. Please try again.',
};

export const resetRequest = {
  success: {
    title: 'Password Reset Email Sent',
    description: 'If an account with that email exists, a password reset link has been sent.',
  },
  failure: 'Failed to send password reset email. Please try again.',
};

export type MailRequest = typeof verificationRequest;

/** Sends one request that mails a link, with its toasts; true when it went out. */
export async function requestMail(
  send: () => Promise<unknown>,
  request: MailRequest,
): Promise<boolean> {
  try {
    await send();
  } catch (error) {
    toast({
      title: 'Error',
      description: errorMessage(error) ?? request.failure,
      variant: 'destructive',
    });
    return false;
  }
  toast(request.success);
  return true;
}
