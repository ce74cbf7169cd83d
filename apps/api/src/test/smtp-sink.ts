// A real SMTP server in the test process: the app delivers to it over TCP, and tests read the
// messages as a person would read their inbox. The api tests and the e2e runner (e2e/mail-sink.ts)
// both use this one sink.
import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Its headers, by lower-case name (the last of a repeated one). */
  headers: Record<string, string>;
  /** Milliseconds since the epoch, when the sink accepted the message. */
  receivedAt: number;
};

type SinkOptions = {
  /** Called with each message as it is accepted, before the sender hears back. */
  onMail?: (mail: ReceivedMail) => void;
  /** Neither the listener nor open SMTP connections keep the process alive. */
  unref?: boolean;
};

export async function startSmtpSink({ onMail, unref = false }: SinkOptions = {}) {
  const inbox: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on(
        'end',
        () =>
          void PostalMime.parse(Buffer.concat(chunks)).then(
            (mail) => {
              const received: ReceivedMail = {
                to: (mail.to ?? []).flatMap((a) =>
                  'address' in a && a.address ? [a.address] : [],
                ),
                subject: mail.subject ?? '',
                text: mail.text ?? '',
                html: mail.html ?? '',
                headers: Object.fromEntries(mail.headers.map((h) => [h.key, h.value])),
                receivedAt: Date.now(),
              };
              onMail?.(received);
              inbox.push(received);
              for (const wake of waiters) wake();
              callback();
            },
            (error: Error) => callback(error),
          ),
      );
    },
  });
  if (unref) server.server.on('connection', (socket) => socket.unref());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  if (unref) server.server.unref();
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    /** Waits for a message to `to` that matches, newest first; fails after the timeout. */
    async waitFor(
      to: string,
      match: (mail: ReceivedMail) => boolean = () => true,
      timeoutMs = 10_000,
    ) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = [...inbox].reverse().find((m) => m.to.includes(to) && match(m));
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, left);
          waiters.add(wake);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix));
  if (!link) throw new Error(`No link starting with ${prefix} in: ${mail.text}`);
  return link;
}
