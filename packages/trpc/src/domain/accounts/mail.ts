import { mailOutbox, type Database } from '@promptshelf/db';
import type { ApiTokenScope } from '@promptshelf/validators';

export type MailMessage = { to: string; subject: string; text: string; html: string };

/** Queues a message; call it inside the transaction of the change that causes it. */
export async function enqueueMail(db: Database, message: MailMessage) {
  await db.insert(mailOutbox).values(message);
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
  change: { how: 'changed' | 'reset'; tokensRevoked: boolean },
): MailMessage {
  return {
    to,
    subject: 'Your Promptshelf password was changed',
    ...layout(
      firstName,
      [
        change.how === 'reset'
          ? 'The password of your Promptshelf account was just reset through an emailed link, and every device was signed out.'
          : 'The password of your Promptshelf account was just changed, and your other devices were signed out.',
        change.tokensRevoked
          ? 'Every API token of your account was revoked too: make new ones for the scripts and apps that still need them.'
          : 'Your API tokens still work: revoke any you do not recognise on your API Tokens page.',
        "If it wasn't you, reset your password now and review your API tokens.",
      ],
      { label: 'Reset password', url: `${appUrl}/forgot-password` },
    ),
  };
}

/** What changed about an account's second factors, for the owner's notice. */
export type SecondFactorChange =
  { kind: 'two-factor-on' } | { kind: 'two-factor-off' } | { kind: 'passkey-added'; name: string };

function secondFactorNotice(change: SecondFactorChange) {
  switch (change.kind) {
    case 'two-factor-on':
      return {
        subject: 'Two-factor authentication is on for your Promptshelf account',
        says: 'Two-factor authentication was just turned on for your account: signing in now also asks for a code from your authenticator app.',
      };
    case 'two-factor-off':
      return {
        subject: 'Two-factor authentication is off for your Promptshelf account',
        says: 'Two-factor authentication was just turned off for your account: signing in now asks for your password only.',
      };
    case 'passkey-added':
      return {
        subject: 'A passkey was added to your Promptshelf account',
        says: `A passkey named “${change.name}” was just added to your account: it signs you in without a password.`,
      };
  }
}

/** Tells the owner a second factor changed, so a change made by someone else is noticed. */
export function secondFactorMail(
  appUrl: string,
  to: string,
  firstName: string | null,
  change: SecondFactorChange,
): MailMessage {
  const notice = secondFactorNotice(change);
  return {
    to,
    subject: notice.subject,
    ...layout(
      firstName,
      [
        notice.says,
        "If it wasn't you, review your security settings now and change your password.",
      ],
      { label: 'Review your security settings', url: `${appUrl}/settings/security` },
    ),
  };
}
