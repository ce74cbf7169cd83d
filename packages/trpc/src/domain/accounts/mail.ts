import { enqueue, mailOutbox, QUEUES, type Database } from '@promptshelf/db';
import type { ApiTokenScope } from '@promptshelf/validators';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as List-Unsubscribe on notification mail. */
  headers?: Record<string, string>;
};

/**
 * Queues a message: its row in the outbox and the job that sends it (docs/decisions/195), both
 * or neither. Call it inside the transaction of the change that causes it.
 */
export async function enqueueMail(db: Database, message: MailMessage) {
  await db.transaction(async (tx) => {
    const [row] = await tx.insert(mailOutbox).values(message).returning({ id: mailOutbox.id });
    await enqueue(tx, QUEUES.mail, { id: row!.id });
  });
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function layout(
  greetingName: string | null,
  paragraphs: string[],
  action: { label: string; url: string },
) {
  const hello = greetingName ? `Hi ${greetingName},` : 'Hi,';
  const text = [
    hello,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${action.label}: ${action.url}`,
    '',
    '— Promptshelf',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">
<p>${escapeHtml(hello)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 16px;background:#111;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="color:#555;font-size:13px">Or open this link: ${escapeHtml(action.url)}</p>
<p>— Promptshelf</p></body></html>`;
  return { text, html };
}

export function verificationMail(
  appUrl: string,
  to: string,
  firstName: string | null,
  token: string,
): MailMessage {
  const url = `${appUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: 'Verify your email for Promptshelf',
    ...layout(
      firstName,
      [
        'Please confirm your email address to finish creating your Promptshelf account. The link is valid for 24 hours.',
        "If you didn't sign up, you can ignore this email.",
      ],
      { label: 'Verify email', url },
    ),
  };
}

export function passwordResetMail(
  appUrl: string,
  to: string,
  firstName: string | null,
  token: string,
): MailMessage {
  const url = `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: 'Reset your Promptshelf password',
    ...layout(
      firstName,
      [
        'Someone asked to reset the password of your Promptshelf account. The link is valid for 1 hour and works once.',
        "If it wasn't you, ignore this email: your password stays as it is.",
      ],
      { label: 'Reset password', url },
    ),
  };
}

export function accountExistsMail(
  appUrl: string,
  to: string,
  firstName: string | null,
): MailMessage {
  return {
    to,
    subject: 'You already have a Promptshelf account',
    ...layout(
      firstName,
      [
        'Someone tried to create a Promptshelf account with this email address, but you already have one.',
        'If it was you, sign in — or reset your password if you have forgotten it.',
      ],
      { label: 'Sign in', url: `${appUrl}/auth` },
    ),
  };
}

/** Names a new API token to its owner, so a token minted by someone else is noticed. */
export function apiTokenCreatedMail(
  appUrl: string,
  to: string,
  firstName: string | null,
  token: { name: string; scope: ApiTokenScope; expiresAt: Date | null },
): MailMessage {
  const access = token.scope === 'write' ? 'read and write' : 'read-only';
  const expiry = token.expiresAt
    ? `It expires on ${token.expiresAt.toISOString().slice(0, 10)}.`
    : 'It never expires.';
  return {
    to,
    subject: 'A new API token was created for your Promptshelf account',
    ...layout(
      firstName,
      [
        `An API token named “${token.name}” with ${access} access was just created for your account. ${expiry}`,
        "If it wasn't you, revoke it now and change your password: whoever holds the token can use your account through the API.",
      ],
      { label: 'Review your API tokens', url: `${appUrl}/settings/tokens` },
    ),
  };
}

/** Tells the owner their password changed (or was reset), and what became of their tokens. */
export function passwordChangedMail(
  appUrl: string,
  to: string,
  firstName: string | null,
  change: { how: 'changed' | 'reset' | 'set'; tokensRevoked: boolean },
): MailMessage {
  return {
    to,
    subject:
      change.how === 'set'
        ? 'A password was set for your Promptshelf account'
        : 'Your Promptshelf password was changed',
    ...layout(
      firstName,
      [
        {
          reset:
            'The password of your Promptshelf account was just reset through an emailed link, and every device was signed out.',
          changed:
            'The password of your Promptshelf account was just changed, and your other devices were signed out.',
          set: 'A password was just set for your Promptshelf account, which can now also be signed in to with its email and this password. Your other devices were signed out.',
        }[change.how],
        change.tokensRevoked
          ? 'Every API token of your account was revoked too: make new ones for the scripts and apps that still need them.'
          : 'Your API tokens still work: revoke any you do not recognise on your API Tokens page.',
        "If it wasn't you, reset your password now and review your API tokens.",
      ],
      { label: 'Reset password', url: `${appUrl}/forgot-password` },
    ),
  };
}

/** What a security notice tells the owner of an account; each helper of sign-in adds its kind. */
export type SecurityNotice =
  | { kind: 'new-sign-in'; browser: string; system: string; ipAddress: string; at: Date }
  | { kind: 'email-changed'; newEmail: string }
  | { kind: 'two-factor-on' }
  | { kind: 'two-factor-off' }
  | { kind: 'passkey-added'; name: string }
  | { kind: 'identity-added'; provider: string };

function noticeText(notice: SecurityNotice): { subject: string; what: string } {
  switch (notice.kind) {
    case 'new-sign-in':
      return {
        subject: 'New sign-in to your Promptshelf account',
        what: `Your account was just signed in to from a browser it had not been used from before: ${notice.browser} on ${notice.system}, from the address ${notice.ipAddress}, at ${notice.at.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
      };
    case 'email-changed':
      return {
        subject: 'The email of your Promptshelf account was changed',
        what: `The email address of your Promptshelf account was just changed to ${notice.newEmail}. Mail about the account now goes there.`,
      };
    case 'two-factor-on':
      return {
        subject: 'Two-factor authentication is on for your Promptshelf account',
        what: 'Two-factor authentication was just turned on for your account: signing in now also asks for a code from your authenticator app.',
      };
    case 'two-factor-off':
      return {
        subject: 'Two-factor authentication is off for your Promptshelf account',
        what: 'Two-factor authentication was just turned off for your account: signing in now asks for your password only.',
      };
    case 'passkey-added':
      return {
        subject: 'A passkey was added to your Promptshelf account',
        what: `A passkey named “${notice.name}” was just added to your Promptshelf account.`,
      };
    case 'identity-added':
      return {
        subject: `${notice.provider} was linked to your Promptshelf account`,
        what: `Your Promptshelf account can now be signed in to with ${notice.provider}.`,
      };
  }
}

/** Tells the owner of an account about a change to how it is signed in to. */
export function securityNoticeMail(
  appUrl: string,
  to: string,
  firstName: string | null,
  notice: SecurityNotice,
): MailMessage {
  const { subject, what } = noticeText(notice);
  return {
    to,
    subject,
    ...layout(
      firstName,
      [
        what,
        "If it was you, there is nothing to do. If it wasn't, reset your password now and sign out the sessions you do not recognise.",
      ],
      { label: 'Review your security settings', url: `${appUrl}/settings/security` },
    ),
  };
}

/** The link that moves an account to a new address, sent to that address. */
export function emailChangeMail(
  appUrl: string,
  to: string,
  firstName: string | null,
  token: string,
): MailMessage {
  const url = `${appUrl}/api/account/email/confirm?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: 'Confirm your new email for Promptshelf',
    ...layout(
      firstName,
      [
        'Someone asked to use this address for their Promptshelf account. Open the link to confirm it: it is valid for 24 hours and works once.',
        "If it wasn't you, ignore this email: nothing changes.",
      ],
      { label: 'Confirm new email', url },
    ),
  };
}

/** Sent instead of the link when the asked-for address already has an account of its own. */
export function emailTakenMail(appUrl: string, to: string, firstName: string | null): MailMessage {
  return {
    to,
    subject: 'Your address was asked for on Promptshelf',
    ...layout(
      firstName,
      [
        'Someone asked to move another Promptshelf account to this address, but it already has an account of its own, so nothing was changed.',
        "If it was you, delete or change this account first. If it wasn't, you can ignore this email.",
      ],
      { label: 'Sign in', url: `${appUrl}/auth` },
    ),
  };
}

/** The last mail an account gets: it is gone, with everything in it. */
export function accountDeletedMail(
  appUrl: string,
  to: string,
  firstName: string | null,
): MailMessage {
  return {
    to,
    subject: 'Your Promptshelf account was deleted',
    ...layout(
      firstName,
      [
        'Your Promptshelf account was just deleted, with its prompts, collections, likes, favourites, API tokens and sessions. Copies others made of your public prompts stay theirs.',
        'You are welcome back any time with a new account.',
      ],
      { label: 'Visit Promptshelf', url: appUrl },
    ),
  };
}
