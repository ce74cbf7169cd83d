// The SMTP sink of the api tests, started once per run in the runner's main process (beside the
// database in server-env.ts, and for the same reason: the webServer starts before globalSetup).
// Each message lands as a JSON file in a temporary folder that the test workers read through
// support/mail.ts; workers inherit the env vars below and do not start a second sink.
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSmtpSink, type ReceivedMail } from '@promptshelf/api/test/smtp-sink';

export const MAIL_DIR_KEY = 'PROMPTSHELF_E2E_MAIL_DIR';
const URL_KEY = 'PROMPTSHELF_E2E_SMTP_URL';

export type StoredMail = ReceivedMail;

export async function startMailSink(): Promise<{ SMTP_URL: string }> {
  const existing = process.env[URL_KEY];
  if (existing) return { SMTP_URL: existing };

  const dir = mkdtempSync(path.join(os.tmpdir(), 'promptshelf-e2e-mail-'));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  let sequence = 0;

  const sink = await startSmtpSink({
    unref: true,
    onMail(mail) {
      sequence += 1;
      const name = `${mail.receivedAt}-${String(sequence).padStart(6, '0')}`;
      // Written aside and renamed, so a reader never sees half a message.
      const partial = path.join(dir, `${name}.partial`);
      writeFileSync(partial, JSON.stringify(mail));
      renameSync(partial, path.join(dir, `${name}.json`));
    },
  });
  process.env[MAIL_DIR_KEY] = dir;
  process.env[URL_KEY] = sink.url;
  return { SMTP_URL: sink.url };
}
