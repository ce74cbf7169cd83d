import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { MAIL_DIR_KEY, type StoredMail } from '../mail-sink';

function mailDir(): string {
  const dir = process.env[MAIL_DIR_KEY];
  if (!dir)
    throw new Error(`${MAIL_DIR_KEY} is not set: the mail sink starts in playwright.config.ts`);
  return dir;
}

function inbox(): StoredMail[] {
  const dir = mailDir();
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as StoredMail);
}

/**
 * Waits for the newest message to `to` whose subject contains `subject`, received at or after
 * `since` (ms since the epoch; use it when one address gets the same kind of mail twice).
 */
export async function waitForMail(
  to: string,
  {
    subject = '',
    since = 0,
    timeout = 60_000,
  }: { subject?: string; since?: number; timeout?: number } = {},
): Promise<StoredMail> {
  const address = to.toLowerCase();
  const deadline = Date.now() + timeout;
  for (;;) {
    const found = inbox()
      .reverse()
      .find(
        (mail) =>
          mail.to.some((t) => t.toLowerCase() === address) &&
          mail.subject.includes(subject) &&
          mail.receivedAt >= since,
      );
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(
        `No mail to ${to}${subject ? ` about "${subject}"` : ''} within ${timeout} ms`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The link in a mail's text whose path starts with `pathPrefix`, e.g. '/reset-password'. */
export function linkIn(mail: StoredMail, pathPrefix: string): string {
  const link = mail.text
    .match(/https?:\/\/[^\s<>"]+/g)
    ?.find((url) => new URL(url).pathname.startsWith(pathPrefix));
  if (!link)
    throw new Error(`No link to ${pathPrefix} in the mail "${mail.subject}":\n${mail.text}`);
  return link;
}

export const mailSubjects = {
  verification: 'Verify your email',
  passwordReset: 'Reset your Promptshelf password',
} as const;
