import { createServer, type Server, type Socket } from 'node:net';
import { mailOutbox } from '@promptshelf/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { startSmtpSink } from '../test/smtp-sink';
import { smtpTransport } from './transport';
import { MailWorker, retryDelaySeconds } from './worker';

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

  it('delivers the kept mail once the server is back, and only once', async () => {
    const sink = await startSmtpSink();
    // The app's own worker still polls the hanging server: stop it (it finishes its attempt),
    // so only the two workers below compete for the message.
    await t.app.close();
    // Make the kept message due now, as it would be after its retry delay.
    await t.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` });
    const worker = new MailWorker({
      db: t.db,
      transport: smtpTransport(sink.url, 'Promptshelf <no-reply@promptshelf.test>'),
      log: silentLog,
    });
    const [first, second] = await Promise.all([worker.drain(), worker.drain()]);
    expect((first ?? 0) + (second ?? 0)).toBe(1);
    const mail = await sink.waitFor('patient@example.com');
    expect(mail.subject).toBe('Verify your email for Promptshelf');
    expect(sink.inbox).toHaveLength(1);
    const [row] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'patient@example.com'));
    expect(row?.sentAt).not.toBeNull();
    await worker.stop();
    await sink.close();
  });
});

describe('a refused connection', () => {
  it('is retried later with backoff, and given up after the last attempt', async () => {
    const t = await createTestApp();
    await t.db
      .insert(mailOutbox)
      .values({ to: 'a@example.com', subject: 's', text: 't', html: 'h' });
    const worker = new MailWorker({
      db: t.db,
      transport: smtpTransport('smtp://127.0.0.1:9', 'x@example.com'),
      log: silentLog,
      maxAttempts: 2,
    });
    await worker.drain();
    let [row] = await t.db.select().from(mailOutbox);
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toMatch(/ECONNREFUSED 127\.0\.0\.1:9/);
    expect(row?.failedAt).toBeNull();
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    await t.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` });
    await worker.drain();
    [row] = await t.db.select().from(mailOutbox);
    expect(row?.attempts).toBe(2);
    expect(row?.failedAt).not.toBeNull();
    await worker.stop();
    await t.close();
  });

  it('waits longer after each failure, at most an hour', () => {
    expect([1, 2, 3, 10, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 3600, 3600]);
  });
});
