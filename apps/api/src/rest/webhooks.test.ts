import { defaultRateLimits } from '@promptshelf/trpc';
import { createTestUser, insertTestWorkspace } from '@promptshelf/trpc/testing';
import { apiTokenMessages, webhookMessages, workspaceMessages } from '@promptshelf/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { createAgent, type Agent, type Method } from '../test/http';
import { createPrompt } from '../test/prompts';
import { signIn, signedInUser } from '../test/users';
import { startWebhookReceiver, type WebhookReceiver } from '../test/webhook-receiver';

// Webhooks over REST (docs/decisions/196): who may manage them, what is refused, and what a
// receiver gets. Deliveries go to a real HTTP receiver on 127.0.0.1 (the test app allows
// private addresses; the refusal without that is tested below).

const SECRET = 'a webhook secret of some length';
type Delivery = {
  id: number;
  event: string;
  status: string;
  responseCode: number | null;
  attempts: number;
  error: string | null;
  durationMs: number | null;
};

/** Asks again until `check` holds: deliveries go through the queue. */
async function until<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 1_200; i++) {
    const value = await read();
    if (check(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Never happened');
}

describe('who may manage webhooks', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let receiver: WebhookReceiver;
  const many = 1_000_000;

  const CALLERS = [
    'visitor',
    'nonMember',
    'superadmin',
    'viewer',
    'editor',
    'admin',
    'owner',
    'adminRead',
    'adminWrite',
    'workspaceWrite',
  ] as const;
  type Caller = (typeof CALLERS)[number];
  const agents = {} as Record<Caller, Agent>;
  const SLUG = 'hooks-team';

  async function tokenAgent(agent: Agent, path: string, scope: 'read' | 'write') {
    const res = await agent.post(path, { name: `hooks ${scope}`, scope });
    expect(res.statusCode, res.body).toBe(201);
    return createAgent(t.app, { authorization: `Bearer ${res.json<{ token: string }>().token}` });
  }

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    t = await createTestApp({
      rateLimits: Object.fromEntries(Object.keys(defaultRateLimits).map((key) => [key, many])),
    });
    const people = {} as Record<string, { agent: Agent; id: string }>;
    for (const name of ['nonMember', 'viewer', 'editor', 'admin', 'owner'] as const) {
      people[name] = await signedInUser(t.app, t.db, name.toLowerCase());
      agents[name] = people[name].agent;
    }
    await insertTestWorkspace(
      t.db,
      SLUG,
      (['viewer', 'editor', 'admin', 'owner'] as const).map((role) => ({
        userId: people[role]!.id,
        role,
      })),
    );
    await createTestUser(t.db, 'super.hooks@example.com', { superadmin: true });
    agents.superadmin = await signIn(t.app, 'super.hooks@example.com');
    agents.visitor = createAgent(t.app);
    agents.adminRead = await tokenAgent(agents.admin, '/api/tokens', 'read');
    agents.adminWrite = await tokenAgent(agents.admin, '/api/tokens', 'write');
    agents.workspaceWrite = await tokenAgent(
      agents.admin,
      `/api/workspaces/${SLUG}/tokens`,
      'write',
    );
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  type Route = { method: Method; path: string; body?: object; status: number };
  // `{id}` and `{delivery}` are a webhook of the owner's (the admin's own, or the workspace's)
  // and a finished delivery of it.
  const ROUTES: Route[] = [
    { method: 'GET', path: '', status: 200 },
    {
      method: 'POST',
      path: '',
      body: { url: 'https://example.com/hook', events: ['prompt.created'] },
      status: 201,
    },
    { method: 'PATCH', path: '/{id}', body: { events: ['prompt.deleted'] }, status: 200 },
    { method: 'DELETE', path: '/{id}', status: 200 },
    { method: 'POST', path: '/{id}/test', status: 200 },
    { method: 'GET', path: '/{id}/deliveries', status: 200 },
    { method: 'POST', path: '/{id}/deliveries/{delivery}/redeliver', status: 201 },
  ];

  async function webhookWithDelivery(agent: Agent, base: string) {
    const created = await agent.post(base, { url: receiver.url, events: ['prompt.created'] });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    const tested = await agent.post(`${base}/${id}/test`);
    expect(tested.statusCode, tested.body).toBe(200);
    return { id, delivery: tested.json<Delivery>().id };
  }

  /** Deletes the owner's webhooks, so the matrix stays under the cap. */
  async function clearWebhooks(agent: Agent, base: string) {
    const list = await agent.get(base);
    for (const { id } of list.json<{ id: number }[]>()) {
      expect((await agent.send('DELETE', `${base}/${id}`)).statusCode).toBe(200);
    }
  }

  const expectedWorkspace: Record<Caller, 'ok' | number> = {
    visitor: 401,
    nonMember: 404,
    superadmin: 404,
    viewer: 403,
    editor: 403,
    admin: 'ok',
    owner: 'ok',
    adminRead: 403,
    adminWrite: 403,
    workspaceWrite: 403,
  };

  for (const route of ROUTES) {
    it(`${route.method} /api/workspaces/{slug}/webhooks${route.path}`, async () => {
      const base = `/api/workspaces/${SLUG}/webhooks`;
      const seen = {} as Record<Caller, number>;
      for (const caller of CALLERS) {
        const { id, delivery } = await webhookWithDelivery(agents.admin, base);
        const path = route.path.replace('{id}', String(id)).replace('{delivery}', String(delivery));
        const res = await agents[caller].send(route.method, `${base}${path}`, route.body);
        seen[caller] = res.statusCode;
        if (res.statusCode >= 400) expect(res.json()).toHaveProperty('message');
        if (res.statusCode === 404) {
          expect(res.json()).toEqual({ message: workspaceMessages.notFound });
        }
        await clearWebhooks(agents.admin, base);
        if (caller === 'adminWrite') {
          expect(res.json()).toEqual({ message: apiTokenMessages.sessionOnly });
        }
        if (caller === 'workspaceWrite') {
          expect(res.json()).toEqual({ message: apiTokenMessages.workspaceOnly });
        }
      }
      const ok = route.status;
      expect(seen).toEqual(
        Object.fromEntries(
          CALLERS.map((caller) => [
            caller,
            expectedWorkspace[caller] === 'ok' ? ok : expectedWorkspace[caller],
          ]),
        ),
      );
    });

    it(`${route.method} /api/webhooks${route.path}`, async () => {
      const seen = {} as Record<string, number>;
      const callers = ['visitor', 'admin', 'nonMember', 'superadmin', 'adminRead', 'adminWrite'];
      for (const caller of callers as Caller[]) {
        const { id, delivery } = await webhookWithDelivery(agents.admin, '/api/webhooks');
        const path = route.path.replace('{id}', String(id)).replace('{delivery}', String(delivery));
        const res = await agents[caller].send(route.method, `/api/webhooks${path}`, route.body);
        seen[caller] = res.statusCode;
        if (res.statusCode >= 400) expect(res.json()).toHaveProperty('message');
        if (res.statusCode === 404) {
          expect(res.json()).toEqual({ message: webhookMessages.notFound });
        }
        await clearWebhooks(agents.admin, '/api/webhooks');
        if (caller === 'nonMember' || caller === 'superadmin') {
          await clearWebhooks(agents[caller], '/api/webhooks');
        }
      }
      // Another person's webhook is unknown to them (a list or a new one is their own).
      const others = route.path.startsWith('/{id}') ? 404 : route.status;
      expect(seen).toEqual({
        visitor: 401,
        admin: route.status,
        nonMember: others,
        superadmin: others,
        adminRead: 403,
        adminWrite: 403,
      });
    });
  }

  it('lists only the owner’s webhooks, never a secret; the secret is shown at creation', async () => {
    const created = await agents.editor.post('/api/webhooks', {
      url: 'https://example.com/mine',
      events: ['prompt.updated', 'prompt.created', 'prompt.created'],
    });
    expect(created.statusCode).toBe(201);
    const hook = created.json<{ id: number; secret: string; events: string[] }>();
    expect(hook.secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(hook.events).toEqual(['prompt.created', 'prompt.updated']);
    const list = await agents.editor.get('/api/webhooks');
    expect(list.json()).toEqual([
      {
        id: hook.id,
        url: 'https://example.com/mine',
        events: hook.events,
        createdAt: expect.any(String),
      },
    ]);
    expect(list.body).not.toContain(hook.secret);
  });

  it('refuses bad input with a clear 400', async () => {
    const cases: [object, string][] = [
      [{ url: 'ftp://example.com/x', events: ['prompt.created'] }, webhookMessages.url],
      [{ url: 'not a url', events: ['prompt.created'] }, webhookMessages.url],
      [{ url: 'https://example.com', events: [] }, webhookMessages.events],
      [{ url: 'https://example.com', events: ['prompt.liked'] }, webhookMessages.events],
      [{ url: 'https://example.com', events: 'prompt.created' }, webhookMessages.events],
      [
        { url: 'https://example.com', events: ['prompt.created'], secret: 'short' },
        webhookMessages.secret,
      ],
      [{ events: ['prompt.created'] }, webhookMessages.url],
    ];
    for (const [payload, message] of cases) {
      const res = await agents.owner.post('/api/webhooks', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
      expect(res.body).not.toMatch(/at |select|insert/i);
    }
    const bad = await agents.owner.send('PATCH', '/api/webhooks/abc', {
      events: ['prompt.created'],
    });
    expect(bad.statusCode).toBe(400);
    // A change of nothing answers the webhook as it stands (it was a 500: no values to set).
    const created = await agents.owner.post('/api/webhooks', {
      url: 'https://example.com/unchanged',
      events: ['prompt.created'],
    });
    const { id } = created.json<{ id: number }>();
    const same = await agents.owner.send('PATCH', `/api/webhooks/${id}`, {});
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ id, url: 'https://example.com/unchanged' });
    const page = await agents.owner.get('/api/webhooks/1/deliveries?limit=0');
    expect(page.statusCode).toBe(400);
    expect(page.json()).toEqual({ message: webhookMessages.limit });
  });
});

describe('deliveries', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let author: Agent;
  beforeAll(async () => {
    t = await createTestApp({ webhooks: {} });
    author = (await signedInUser(t.app, t.db, 'hooked')).agent;
  });
  afterAll(() => t.close());

  async function subscribe(receiver: WebhookReceiver, events: string[]) {
    const res = await author.post('/api/webhooks', { url: receiver.url, events, secret: SECRET });
    expect(res.statusCode, res.body).toBe(201);
    receiver.secret = SECRET;
    return res.json<{ id: number }>().id;
  }
  const deliveries = async (id: number) =>
    (await author.get(`/api/webhooks/${id}/deliveries`)).json<{ items: Delivery[] }>().items;

  it('signs each delivery, and tells the prompt’s reference, version and labels', async () => {
    const receiver = await startWebhookReceiver();
    const hook = await subscribe(receiver, ['prompt.created', 'prompt.updated', 'label.moved']);
    const prompt = await createPrompt(author, { title: 'Signed prompt' });
    const [created] = await receiver.waitFor(1);
    expect(created!.signed).toBe(true);
    expect(created!.headers['content-type']).toBe('application/json');
    expect(created!.headers['promptshelf-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(created!.json).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      event: 'prompt.created',
      occurredAt: expect.any(String),
      prompt: { ref: prompt.ref, version: 1, labels: ['latest'] },
    });
    const edited = await author.send('PATCH', `/api/snippets/${prompt.id}`, {
      content: 'New [words]',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const moved = await author.send('PUT', `/api/snippets/${prompt.id}/labels/production`, {
      version: 1,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const all = await receiver.waitFor(3);
    expect(all.map((delivery) => delivery.json.event)).toEqual([
      'prompt.created',
      'prompt.updated',
      'label.moved',
    ]);
    expect(all[1]!.json.prompt).toEqual({ ref: prompt.ref, version: 2, labels: ['latest'] });
    expect(all[2]!.json.prompt).toEqual({ ref: prompt.ref, version: 1, labels: ['production'] });
    expect(all[2]!.json.label).toEqual({ label: 'production', fromVersion: null, toVersion: 1 });
    expect(all.every((delivery) => delivery.signed)).toBe(true);
    // A wrong secret would not verify.
    receiver.secret = 'another secret entirely';
    const again = await author.post(`/api/webhooks/${hook}/test`);
    expect(again.json<Delivery>()).toMatchObject({
      event: 'ping',
      status: 'delivered',
      responseCode: 200,
    });
    expect(receiver.received.at(-1)!.signed).toBe(false);
    await receiver.close();
  });

  it('retries after the receiver fails twice, and logs each attempt', async () => {
    const receiver = await startWebhookReceiver((_, index) => (index < 2 ? 500 : 204));
    const hook = await subscribe(receiver, ['prompt.created']);
    await createPrompt(author);
    await receiver.waitFor(3);
    const [delivery] = await until(
      () => deliveries(hook),
      (items) => items[0]?.status === 'delivered',
    );
    expect(delivery).toMatchObject({
      event: 'prompt.created',
      status: 'delivered',
      responseCode: 204,
      attempts: 3,
      error: null,
    });
    expect(delivery!.durationMs).toEqual(expect.any(Number));
    // The same event each time: a receiver can tell repeats by its id.
    expect(new Set(receiver.received.map((r) => r.json.id)).size).toBe(1);
    await receiver.close();
  });

  it('keeps a prompt’s events in order while an earlier one is retried', async () => {
    const receiver = await startWebhookReceiver((delivery, index) =>
      delivery.json.event === 'prompt.created' && index === 0 ? 503 : 200,
    );
    await subscribe(receiver, ['prompt.created', 'prompt.updated', 'prompt.deleted']);
    const prompt = await createPrompt(author);
    await receiver.waitFor(1);
    for (const content of ['Second [x]', 'Third [x]']) {
      const res = await author.send('PATCH', `/api/snippets/${prompt.id}`, { content });
      expect(res.statusCode).toBe(200);
    }
    expect((await author.send('DELETE', `/api/snippets/${prompt.id}`)).statusCode).toBe(200);
    const all = await receiver.waitFor(5);
    expect(all.map((r) => [r.json.event, r.json.prompt?.version, r.answered])).toEqual([
      ['prompt.created', 1, 503],
      ['prompt.created', 1, 200],
      ['prompt.updated', 2, 200],
      ['prompt.updated', 3, 200],
      ['prompt.deleted', 3, 200],
    ]);
    await receiver.close();
  });

  it('redelivers a finished delivery with the same event id', async () => {
    const receiver = await startWebhookReceiver();
    const hook = await subscribe(receiver, ['prompt.created']);
    await createPrompt(author);
    await receiver.waitFor(1);
    const [first] = await until(
      () => deliveries(hook),
      (items) => items[0]?.status === 'delivered',
    );
    const res = await author.post(`/api/webhooks/${hook}/deliveries/${first!.id}/redeliver`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Delivery>()).toMatchObject({ status: 'pending', attempts: 0 });
    const both = await receiver.waitFor(2);
    expect(both[1]!.json.id).toBe(both[0]!.json.id);
    const unknown = await author.post(`/api/webhooks/${hook}/deliveries/999999/redeliver`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: webhookMessages.deliveryNotFound });
    await receiver.close();
  });

  it('pages the delivery log with a cursor, newest first', async () => {
    const receiver = await startWebhookReceiver();
    const hook = await subscribe(receiver, ['prompt.created']);
    for (let i = 0; i < 3; i++) await author.post(`/api/webhooks/${hook}/test`);
    const first = await author.get(`/api/webhooks/${hook}/deliveries?limit=2`);
    const page = first.json<{ items: Delivery[]; nextCursor: number }>();
    expect(page.items).toHaveLength(2);
    expect(page.items[0]!.id).toBeGreaterThan(page.items[1]!.id);
    const next = await author.get(
      `/api/webhooks/${hook}/deliveries?limit=2&cursor=${page.nextCursor}`,
    );
    expect(next.json()).toMatchObject({ items: [expect.any(Object)], nextCursor: null });
    await receiver.close();
  });

  it('sends nothing for a change that was refused', async () => {
    const receiver = await startWebhookReceiver();
    const hook = await subscribe(receiver, ['prompt.created']);
    const res = await author.post('/api/snippets', { title: '' });
    expect(res.statusCode).toBe(400);
    expect(await deliveries(hook)).toEqual([]);
    await receiver.close();
  });
});

describe('without WEBHOOK_ALLOW_PRIVATE', () => {
  it('refuses loopback, private and link-local addresses when sending', async () => {
    const t = await createTestApp({ webhooks: { allowPrivate: false } });
    const receiver = await startWebhookReceiver();
    const { agent } = await signedInUser(t.app, t.db, 'guarded');
    const port = new URL(receiver.url).port;
    for (const url of [
      receiver.url,
      `http://localhost:${port}/hook`,
      `http://[::1]:${port}/hook`,
      `http://[::ffff:127.0.0.1]:${port}/hook`,
      `http://0.0.0.0:${port}/hook`,
      'http://10.0.0.1/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[fd00::1]/hook',
      'http://[fe80::1]/hook',
    ]) {
      const created = await agent.post('/api/webhooks', { url, events: ['prompt.created'] });
      expect(created.statusCode, created.body).toBe(201);
      const tested = await agent.post(`/api/webhooks/${created.json<{ id: number }>().id}/test`);
      expect(tested.json<Delivery>(), url).toMatchObject({
        status: 'failed',
        responseCode: null,
        error: 'The address is private or local; webhooks only reach public addresses',
      });
      expect(
        (await agent.send('DELETE', `/api/webhooks/${created.json<{ id: number }>().id}`))
          .statusCode,
      ).toBe(200);
    }
    expect(receiver.received).toEqual([]);
    await receiver.close();
    await t.close();
  });
});
