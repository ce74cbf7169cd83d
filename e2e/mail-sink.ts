// A real SMTP server for the app under test, started once per run in the runner's main process
// (beside the database in server-env.ts, and for the same reason: the webServer starts before
// globalSetup). Each message lands as a JSON file in a temporary folder that the test workers
// read through support/mail.ts; workers inherit the env vars below and do not start a second sink.
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export const MAIL_DIR_KEY = 'PROMPTSHELF_E2E_MAIL_DIR';
const URL_KEY = 'PROMPTSHELF_E2E_SMTP_URL';

export interface StoredMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Milliseconds since the epoch, when the sink accepted the message. */
  receivedAt: number;
}

export async function startMailSink(): Promise<{ SMTP_URL: string }> {
  const existing = process.env[URL_KEY];
  if (existing) return { SMTP_URL: existing };

  const dir = mkdtempSync(path.join(os.tmpdir(), 'promptshelf-e2e-mail-'));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  let sequence = 0;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (mail) => {
            const stored: StoredMail = {
              to: (mail.to ?? []).flatMap((a) => ('address' in a && a.address ? [a.address] : [])),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: mail.html ?? '',
              receivedAt: Date.now(),
            };
            sequence += 1;
            const name = `${stored.receivedAt}-${String(sequence).padStart(6, '0')}`;
            // Written aside and renamed, so a reader never sees half a message.
            const partial = path.join(dir, `${name}.partial`);
            writeFileSync(partial, JSON.stringify(stored));
            renameSync(partial, path.join(dir, `${name}.json`));
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  // Neither the listener nor the app's open SMTP connections may keep the runner alive.
  server.server.on('connection', (socket) => socket.unref());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.server.unref();

  const { port } = server.server.address() as AddressInfo;
  process.env[MAIL_DIR_KEY] = dir;
  process.env[URL_KEY] = `smtp://127.0.0.1:${port}`;
  return { SMTP_URL: process.env[URL_KEY] };
}
