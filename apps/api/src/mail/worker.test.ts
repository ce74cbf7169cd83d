import { createServer, type Server, type Socket } from 'node:net';
import { mailOutbox, openQueue, type Database } from '@promptshelf/db';
import { enqueueMail } from '@promptshelf/trpc';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { startSmtpSink } from '../test/smtp-sink';
import { eventually } from '../test/eventually';
import { smtpTransport, type MailTransport } from './transport';
import { startMailWorker } from './worker';

/** An SMTP server that accepts connections and never says a word. */
async function startHangingServer() {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const silentLog = { warn: () => {}, error: () => {}, info: () => {} } as never;

describe('mail during an SMTP outage', () => {
  let hanging: Awaited<ReturnType<typeof startHangingServer>>;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    hanging = await startHangingServer();
    t = await createTestApp({ smtpUrl: hanging.url });
  });
  afterAll(async () => {
    await hanging.close();
    await t.close();
  });

  it('answers at once while the mail server hangs, and keeps the mail', async () => {
    const start = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'patient@example.com', password: 'secret password' },
    });
    expect(res.statusCode).toBe(201);
    // A hanging SMTP server holds a sender for minutes; 10 s tells the two apart even when busy.
    expect(performance.now() - start).toBeLessThan(10_000);
    const [queued] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'patient@example.com'));
    expect(queued?.sentAt).toBeNull();
  });
});

/** A queue with its own mail worker on `db`, as another instance would run it. */
async function startWorker(db: Database, transport: MailTransport, retryLimit = 7) {
  const queue = await openQueue(db, {
    retries: { mail: { retryLimit, retryDelay: 1, retryBackoff: false } },
    onError: () => {},
  });
  const close = await startMailWorker({
    db,
    queue,
    transport,
    log: silentLog,
    pollingIntervalSeconds: 0.5,
  });
  return async () => {
    await queue.stop({ graceful: false, wait: true });
    close();
  };
}

describe('mail sent by two workers', () => {
  it('reaches the inbox once', async () => {
    const t = await createTestApp();
    const sink = await startSmtpSink();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'once@example.com', password: 'secret password' },
    });
    expect(res.statusCode).toBe(201);
    const from = 'Promptshelf <no-reply@promptshelf.test>';
    const stops = await Promise.all([
      startWorker(t.db, smtpTransport(sink.url, from)),
      startWorker(t.db, smtpTransport(sink.url, from)),
    ]);
    const mail = await sink.waitFor('once@example.com');
    expect(mail.subject).toBe('Verify your email for Promptshelf');
    await eventually('the outbox row marked sent', async () => {
      const [row] = await t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'once@example.com'));
      return row?.sentAt != null;
    });
    // Both workers keep polling a while: still one mail.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sink.inbox).toHaveLength(1);
    for (const stop of stops) await stop();
    await sink.close();
    await t.close();
  });
});

describe('a refused connection', () => {
  it('is retried, and given up after the last attempt', async () => {
    const t = await createTestApp();
    // The worker's queue settings first: a job takes them when it is sent.
    const stop = await startWorker(t.db, smtpTransport('smtp://127.0.0.1:9', 'x@example.com'), 1);
    await enqueueMail(t.db, { to: 'a@example.com', subject: 's', text: 't', html: 'h' });
    await eventually('the mail given up', async () => {
      const [row] = await t.db.select().from(mailOutbox);
      return row?.failedAt != null;
    });
    const [row] = await t.db.select().from(mailOutbox);
    expect(row?.attempts).toBe(2);
    expect(row?.lastError).toMatch(/ECONNREFUSED 127\.0\.0\.1:9/);
    expect(row?.sentAt).toBeNull();
    await stop();
    await t.close();
  });
});
