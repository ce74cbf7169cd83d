import { promptLabelMoves, promptLabels } from '@promptshelf/db';
import { createTestUser } from '@promptshelf/trpc/testing';
import { labelMessages, promptMessages } from '@promptshelf/validators';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { createAgent, type Agent, type Method } from '../test/http';
import { createPrompt } from '../test/prompts';
import { signIn, signedInUser } from '../test/users';

// A personal prompt's release labels over REST; a workspace prompt's are in the matrix of
// workspaces.test.ts (docs/decisions/193 and 194).

let t: Awaited<ReturnType<typeof createTestApp>>;

const CALLERS = [
  'visitor',
  'author',
  'stranger',
  'superadmin',
  'authorRead',
  'authorWrite',
  'strangerWrite',
] as const;
type Caller = (typeof CALLERS)[number];
const agents = {} as Record<Caller, Agent>;

async function tokenAgent(agent: Agent, scope: 'read' | 'write') {
  const res = await agent.post('/api/tokens', { name: `labels ${scope}`, scope });
  expect(res.statusCode, res.body).toBe(201);
  return createAgent(t.app, { authorization: `Bearer ${res.json<{ token: string }>().token}` });
}

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { loginPerIp: 10_000 } });
  agents.visitor = createAgent(t.app);
  agents.author = (await signedInUser(t.app, t.db, 'author')).agent;
  agents.stranger = (await signedInUser(t.app, t.db, 'stranger')).agent;
  await createTestUser(t.db, 'super.labels@example.com', { superadmin: true });
  agents.superadmin = await signIn(t.app, 'super.labels@example.com');
  agents.authorRead = await tokenAgent(agents.author, 'read');
  agents.authorWrite = await tokenAgent(agents.author, 'write');
  agents.strangerWrite = await tokenAgent(agents.stranger, 'write');
});
afterAll(() => t.close());

/** A prompt of the author's with two versions, `production` on version 1. */
async function labelledPrompt(isPublic: boolean) {
  const { id } = await createPrompt(agents.author, { isPublic });
  const edited = await agents.author.send('PATCH', `/api/snippets/${id}`, {
    content: 'Take [two]',
  });
  expect(edited.statusCode, edited.body).toBe(200);
  const put = await agents.author.send('PUT', `/api/snippets/${id}/labels/production`, {
    version: 1,
  });
  expect(put.statusCode, put.body).toBe(200);
  return id;
}

const statuses = (...codes: number[]) =>
  Object.fromEntries(CALLERS.map((caller, i) => [caller, codes[i]])) as Record<Caller, number>;

type Route = { method: Method; path: string; body?: object; private: number[]; public: number[] };

//                                  visitor author stranger super aRead aWrite sWrite
const ROUTES: Record<string, Route> = {
  'GET /api/snippets/{id}/labels': {
    method: 'GET',
    path: '/labels',
    private: [404, 200, 404, 404, 200, 200, 404],
    public: [200, 200, 200, 200, 200, 200, 200],
  },
  'GET /api/snippets/{id}/labels/moves': {
    method: 'GET',
    path: '/labels/moves?limit=5',
    private: [404, 200, 404, 404, 200, 200, 404],
    public: [200, 200, 200, 200, 200, 200, 200],
  },
  'PUT /api/snippets/{id}/labels/{label}': {
    method: 'PUT',
    path: '/labels/production',
    body: { version: 2 },
    private: [401, 200, 404, 404, 403, 200, 404],
    public: [401, 200, 403, 403, 403, 200, 403],
  },
  'DELETE /api/snippets/{id}/labels/{label}': {
    method: 'DELETE',
    path: '/labels/production',
    private: [401, 200, 404, 404, 403, 200, 404],
    public: [401, 200, 403, 403, 403, 200, 403],
  },
};

describe('who may read and move the labels of a personal prompt', () => {
  for (const [name, route] of Object.entries(ROUTES)) {
    for (const kind of ['private', 'public'] as const) {
      it(`${name} (${kind})`, async () => {
        const seen = {} as Record<Caller, number>;
        for (const caller of CALLERS) {
          const id = await labelledPrompt(kind === 'public');
          const res = await agents[caller].send(
            route.method,
            `/api/snippets/${id}${route.path}`,
            route.body,
          );
          seen[caller] = res.statusCode;
          if (res.statusCode >= 400) expect(res.json()).toHaveProperty('message');
          // Not readable: the same answer as a prompt that does not exist.
          if (res.statusCode === 404) {
            expect(res.json()).toEqual({ message: promptMessages.notFound });
          }
        }
        expect(seen).toEqual(statuses(...route[kind]));
      });
    }
  }
});

async function labelRows(id: number) {
  const [labels] = await t.db
    .select({ n: count() })
    .from(promptLabels)
    .where(eq(promptLabels.snippetId, id));
  const [moves] = await t.db
    .select({ n: count() })
    .from(promptLabelMoves)
    .where(eq(promptLabelMoves.snippetId, id));
  return { labels: labels!.n, moves: moves!.n };
}

describe('moving labels over REST', () => {
  it('moves production from one version to another and lists who moved it, and from where', async () => {
    const id = await labelledPrompt(false);
    const moved = await agents.authorWrite.send('PUT', `/api/snippets/${id}/labels/production`, {
      version: 2,
    });
    expect(moved.json()).toEqual({
      label: 'production',
      version: 2,
      movedBy: { username: expect.any(String) },
      movedAt: expect.any(String),
    });
    const list = await agents.author.get(`/api/snippets/${id}/labels`);
    expect(list.json()).toEqual([moved.json()]);
    const moves = await agents.author.get(`/api/snippets/${id}/labels/moves`);
    expect(moves.json()).toEqual({
      moves: [
        expect.objectContaining({ label: 'production', fromVersion: 1, toVersion: 2 }),
        expect.objectContaining({ label: 'production', fromVersion: null, toVersion: 1 }),
      ],
      nextCursor: null,
    });
  });

  it('answers bad input with a clear 400 and writes nothing', async () => {
    const id = await labelledPrompt(false);
    const before = await labelRows(id);
    const cases: [Method, string, unknown, string][] = [
      ['PUT', 'latest', { version: 1 }, labelMessages.latest],
      ['DELETE', 'latest', undefined, labelMessages.latest],
      ['PUT', 'not_a_label', { version: 1 }, labelMessages.invalid],
      ['PUT', 'x'.repeat(31), { version: 1 }, labelMessages.invalid],
      ['PUT', 'staging', { version: 3 }, labelMessages.noSuchVersion(3)],
      ['PUT', 'staging', {}, 'Invalid version number'],
      ['PUT', 'staging', { version: 'two' }, 'Invalid version number'],
      ['PUT', 'staging', { version: -1 }, 'Invalid version number'],
    ];
    for (const [method, label, body, message] of cases) {
      const res = await agents.author.send(method, `/api/snippets/${id}/labels/${label}`, body);
      expect(res.statusCode, `${method} ${label} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    const moves = await agents.author.get(`/api/snippets/${id}/labels/moves?limit=0`);
    expect(moves.statusCode).toBe(400);
    expect(moves.json()).toEqual({ message: labelMessages.limit });
    expect(await labelRows(id)).toEqual(before);

    const missing = await agents.author.send('DELETE', `/api/snippets/${id}/labels/canary`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: labelMessages.notFound });
  });

  it('removes a label and keeps its history', async () => {
    const id = await labelledPrompt(false);
    const removed = await agents.author.send('DELETE', `/api/snippets/${id}/labels/production`);
    expect(removed.json()).toEqual({ message: labelMessages.removed });
    expect((await agents.author.get(`/api/snippets/${id}/labels`)).json()).toEqual([]);
    const moves = await agents.author.get(`/api/snippets/${id}/labels/moves`);
    expect(
      moves.json<{ moves: { fromVersion: number; toVersion: number | null }[] }>().moves[0],
    ).toMatchObject({ fromVersion: 1, toVersion: null });
  });
});
