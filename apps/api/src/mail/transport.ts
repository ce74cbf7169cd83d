import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MailMessage } from '@promptshelf/trpc';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Real SMTP, with short timeouts: a hanging server delays the worker, never a request. */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  } as SMTPTransport.Options);
  return {
    async send(message) {
      await transporter.sendMail({ from, ...message });
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP (local use): each message is written to DATA_DIR/mail as an .eml file and its
 * text printed to the log, so the verification link can be clicked from the terminal.
 */
export function localTransport(
  dataDir: string,
  from: string,
  log: FastifyBaseLogger,
): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const folder = path.resolve(dataDir, 'mail');
  return {
    async send(message) {
      const info = await transporter.sendMail({ from, ...message });
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ to: message.to, file }, 'mail written (no SMTP_URL set, so it is not sent)');
      // Plain text on stdout, so a developer can read the mail and click its link.
      const rule = '─'.repeat(72);
      process.stdout.write(
        `\n${rule}\nMail to ${message.to}: ${message.subject}\n${rule}\n${message.text}\n${rule}\n\n`,
      );
    },
    close: () => transporter.close(),
  };
}
