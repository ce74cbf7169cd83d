// Three app instances started at the same moment on one empty PostgreSQL database: all come up
// (the migrations run once, under a lock), they share sessions and rate limits, a revoked API
// token and a like reach all of them in time, and the mail outbox sends each message exactly
// once. PGlite is one process's embedded database, so this cannot happen on it: the test runs
// on PostgreSQL only (TEST_DATABASE_URL, as in CI).
import { randomBytes } from 'node:crypto';
import { mailOutbox } from '@promptshelf/db';
import { createFreshDatabase, testDatabaseUrl } from '@promptshelf/db/testing';
import { defaultRateLimits } from '@promptshelf/trpc';
import { createTestUser, TEST_PASSWORD } from '@promptshelf/trpc/testing';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { smtpTransport } from './mail/transport';
import { buildTestApp } from './test/app';
import { eventually } from './test/eventually';
import { startSmtpSink, type SmtpSink } from './test/smtp-sink';
import { createPrompt } from './test/prompts';
import { signIn } from './test/users';
import { startWebhookReceiver } from './test/webhook-receiver';

const baseUrl = testDatabaseUrl();
const name = `promptshelf_inst_${randomBytes(6).toString('hex')}`;

describe.skipIf(!baseUrl)(
  'three instances on one database (PostgreSQL only: PGlite lives inside one process)',
  () => {
    let sink: SmtpSink;
    const instances: { app: FastifyInstance; close: () => Promise<void> }[] = [];
    let db: Awaited<ReturnType<typeof openDatabase>>['db'];

    beforeAll(async () => {
      sink = await startSmtpSink();
      const url = await createFreshDatabase(baseUrl!, name);
      // All three start at once, as a deployment would start them.
      const connections = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ DATABASE_URL: url, DATA_DIR: '.data' })),
      );
      for (const connection of connections) {
        const app = await buildTestApp({
          env: {
            APP_URL: 'http://instances.test',
            rateLimits: { ...defaultRateLimits, mailPerEmail: 3 },
          },
          db: connection.db,
          mailTransport: () => smtpTransport(sink.url, 'Promptshelf <no-reply@instances.test>'),
          queuePollSeconds: 0.5,
          deliverWebhooks: true,
        });
        instances.push({ app, close: async () => (await app.close(), await connection.close()) });
      }
      db = connections[0]!.db;
    });

    afterAll(async () => {
      for (const instance of instances) await instance.close();
      await sink?.close();
      const admin = postgres(baseUrl!, { max: 1, onnotice: () => {} });
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    });

    it('all come up and answer', async () => {
      expect(instances).toHaveLength(3);
      for (const { app } of instances) {
        expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
        const tools = await app.inject({ method: 'GET', url: '/api/ai-tools' });
        expect(tools.json()).toHaveLength(4);
      }
    });

    it('share sessions: signed in on one, known to the others, signed out everywhere', async () => {
      const [a, b, c] = instances.map((instance) => instance.app) as [
        FastifyInstance,
        FastifyInstance,
        FastifyInstance,
      ];
      const email = 'roaming@example.com';
      await createTestUser(db, email);
      const onA = await signIn(a, email);
      const cookie = onA.cookie!;
      const me = await b.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
      expect(me.statusCode).toBe(200);
      expect(me.json().email).toBe(email);
      const out = await c.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
      expect(out.statusCode).toBe(200);
      const after = await a.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
      expect(after.statusCode).toBe(401);
    });

    it('refuse a revoked API token on the very next request, whichever instance gets it', async () => {
      const [a, b, c] = instances.map((instance) => instance.app) as [
        FastifyInstance,
        FastifyInstance,
        FastifyInstance,
      ];
      const email = 'scripted@example.com';
      await createTestUser(db, email);
      const owner = await signIn(a, email);
      const made = await owner.post('/api/tokens', { name: 'Nightly export', scope: 'read' });
      expect(made.statusCode).toBe(201);
      const headers = { authorization: `Bearer ${made.json<{ token: string }>().token}` };
      const asOwner = (app: FastifyInstance) =>
        app.inject({ url: '/api/auth/user', headers }).then((res) => res.statusCode);
      // Each instance has answered the token (and would have kept whatever it caches).
      expect([await asOwner(b), await asOwner(c), await asOwner(b)]).toEqual([200, 200, 200]);

      const changed = await owner.post('/api/account/change-password', {
        currentPassword: TEST_PASSWORD,
        newPassword: 'another password',
        confirmPassword: 'another password',
        revokeTokens: true,
      });
      expect(changed.statusCode).toBe(200);
      expect([await asOwner(b), await asOwner(c), await asOwner(a)]).toEqual([401, 401, 401]);
    });

    it('show visitors a like made on another instance within a second', async () => {
      const [a, b] = instances.map((instance) => instance.app) as [
        FastifyInstance,
        FastifyInstance,
      ];
      const member = async (email: string) => {
        await createTestUser(db, email);
        return signIn(a, email);
      };
      const author = await member('counted@example.com');
      const fan = await member('fan@example.com');
      const created = await author.post('/api/snippets', {
        title: 'Count the likes',
        content: 'Count [things].',
        aiTool: 'Claude',
        purpose: 'coding',
        isPublic: true,
      });
      const { id } = created.json<{ id: number }>();
      type Row = { id: number; likesCount: number };
      const browse = '/api/snippets?sortBy=recent';
      const likesOnB = async (url: string) => {
        const body = (await b.inject(url)).json<Row & { snippets?: Row[] }>();
        const row = body.snippets ? body.snippets.find((prompt) => prompt.id === id) : body;
        return row?.likesCount;
      };
      await eventually('the new prompt shown to B’s visitors', async () => {
        return (await likesOnB(browse)) === 0 && (await likesOnB(`/api/snippets/${id}`)) === 0;
      });

      // A like changes only a counter: no instance is told (decision 080). B's visitors keep
      // asking, so B's caches keep being renewed around the like, as under real traffic.
      // When each question was asked is all that is measured: whatever the machine's speed,
      // a question asked a second after the like was committed must be answered with it.
      const MAX_AGE_MS = 1000;
      const seenAfter = async (change: () => Promise<unknown>, likes: number) => {
        const answers: { askedAt: number; likes: number | undefined }[] = [];
        let committedAt = Infinity;
        const changing = (async () => {
          await new Promise((resolve) => setTimeout(resolve, 700));
          await change();
          committedAt = Date.now();
        })();
        for (let i = 0; Date.now() < committedAt + MAX_AGE_MS + 600; i++) {
          const askedAt = Date.now();
          answers.push({ askedAt, likes: await likesOnB(i % 2 ? browse : `/api/snippets/${id}`) });
          // An answer from memory settles without the event loop turning: let timers run.
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        await changing;
        const late = answers.filter((answer) => answer.askedAt >= committedAt + MAX_AGE_MS);
        expect(late.length).toBeGreaterThan(0);
        expect(late.filter((answer) => answer.likes !== likes)).toEqual([]);
      };
      await seenAfter(async () => {
        expect((await fan.post(`/api/snippets/${id}/like`)).json()).toMatchObject({ liked: true });
      }, 1);
      await seenAfter(async () => {
        expect((await fan.post(`/api/snippets/${id}/like`)).json()).toMatchObject({ liked: false });
      }, 0);
    });

    it('share rate limits: the fourth mail to one inbox is refused whichever instance gets it', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await instances[i % 3]!.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email: 'flooded@example.com' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    });

    it('send each outbox mail exactly once', async () => {
      const emails = Array.from({ length: 12 }, (_, i) => `newcomer${i}@example.com`);
      await Promise.all(
        emails.map(async (email, i) => {
          const res = await instances[i % 3]!.app.inject({
            method: 'POST',
            url: '/api/auth/register',
            payload: { email, password: 'secret password' },
          });
          expect(res.statusCode).toBe(201);
        }),
      );
      for (const email of emails) await sink.waitFor(email);
      // Give the three workers time to (wrongly) send anything twice.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      for (const email of emails) {
        expect(
          sink.inbox.filter((mail) => mail.to.includes(email)),
          email,
        ).toHaveLength(1);
      }
      const rows = await db.select().from(mailOutbox);
      expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
    });

    it('send each webhook delivery once, whichever instance made the change', async () => {
      const receiver = await startWebhookReceiver();
      const email = 'hooked@example.com';
      await createTestUser(db, email);
      const agents = await Promise.all(instances.map(({ app }) => signIn(app, email)));
      const hook = await agents[0]!.post('/api/webhooks', {
        url: receiver.url,
        events: ['prompt.created'],
      });
      expect(hook.statusCode, hook.body).toBe(201);
      receiver.secret = hook.json<{ secret: string }>().secret;
      for (const agent of agents) await createPrompt(agent);
      const received = await receiver.waitFor(3);
      // Give the three workers time to (wrongly) send anything twice.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(received).toHaveLength(3);
      expect(new Set(received.map((delivery) => delivery.json.id)).size).toBe(3);
      expect(received.every((delivery) => delivery.signed)).toBe(true);
      await receiver.close();
    });
  },
);
