// Property-based fuzzing of every REST route, tRPC procedure and MCP method with hostile values,
// sent by a visitor, a member, a superadmin and the member's read and write API tokens. Whatever
// arrives, the answer is never a 5xx (nor an internal error inside a 200), a refused write leaves
// no row behind, and the database invariants hold afterwards. A fixed seed and a bounded number
// of runs (test/fuzz-input.ts); a failure prints the seed and the request that replay it.
import { users } from '@promptshelf/db';
import { defaultRateLimits } from '@promptshelf/trpc';
import { invitationTokenMailedTo } from '@promptshelf/trpc/testing';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { restRoutes } from './rest/routes';
import { createTestApp } from './test/app';
import {
  encode,
  fuzzParameters,
  fuzzTimeoutMs,
  hostileInput,
  pathParameter,
  procedures,
  queryString,
  type KnownIds,
} from './test/fuzz-input';
import { hostileMcpBody, internalError, mcpAnswers } from './test/fuzz-mcp';
import { brokenInvariants, NONE_BROKEN, writtenRowCounts } from './test/invariants';
import { MCP_ACCEPT } from './test/mcp';
import { signedInUser } from './test/users';

/** `team`: a write token of the member's workspace, acting for it alone (decision 175). */
type Who = 'anonymous' | 'user' | 'admin' | 'read' | 'write' | 'team';
let t: Awaited<ReturnType<typeof createTestApp>>;
let base: string;
const headersOf: Record<Who, Record<string, string>> = {
  anonymous: {},
  user: {},
  admin: {},
  read: {},
  write: {},
  team: {},
};
const known: KnownIds & { usernames: string[] } = {
  prompts: [],
  collections: [],
  usernames: [],
  workspaces: [],
  invitations: [],
  invitationTokens: [],
};

beforeAll(async () => {
  // Limits out of the way, so requests reach the code behind them.
  const many = 1_000_000;
  const rateLimits = Object.fromEntries(Object.keys(defaultRateLimits).map((key) => [key, many]));
  t = await createTestApp({ rateLimits });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const user = await signedInUser(t.app, t.db, 'fuzz-user');
  const admin = await signedInUser(t.app, t.db, 'fuzz-admin');
  await t.db.update(users).set({ superadmin: true }).where(eq(users.id, admin.id));
  headersOf.user = { cookie: user.agent.cookie! };
  headersOf.admin = { cookie: admin.agent.cookie! };
  const post = async (who: Who, url: string, payload: object, method = 'POST') => {
    const res = await t.app.inject({
      method: method as 'POST',
      url,
      headers: headersOf[who],
      payload,
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.body}`);
    return res.json<Record<string, unknown>>();
  };
  for (const [who, isPublic] of [
    ['user', true],
    ['user', false],
    ['admin', true],
  ] as const) {
    const { id } = await post(who, '/api/snippets', {
      title: 'Seed',
      content: 'Seed [topic]',
      aiTool: 'Claude',
      purpose: 'coding',
      isPublic,
      tags: ['seed'],
    });
    known.prompts.push(id as number);
    // A second version, so history reads and restores have one to find.
    await post(who, `/api/snippets/${id}`, { content: 'Seed [topic], again' }, 'PATCH');
  }
  for (const isPublic of [true, false]) {
    const { id } = await post('user', '/api/collections', { name: 'Seed', isPublic });
    known.collections.push(id as number);
    for (const promptId of known.prompts) {
      await post('user', `/api/collections/${id}/snippets/${promptId}`, {}, 'PUT');
    }
  }
  for (const who of ['user', 'admin'] as const) {
    const profile = await t.app.inject({ url: '/api/profile', headers: headersOf[who] });
    known.usernames.push(profile.json<{ username: string }>().username);
  }
  for (const scope of ['read', 'write'] as const) {
    const { token } = await post('user', '/api/tokens', { name: `fuzz ${scope}`, scope });
    headersOf[scope] = { authorization: `Bearer ${token as string}` };
  }
  // The member owns a workspace and has invited the superadmin, who is not a member yet.
  const { slug } = await post('user', '/api/workspaces', { name: 'Fuzz team' });
  known.workspaces.push(slug as string);
  const invited = await post('user', `/api/workspaces/${slug}/invitations`, {
    email: admin.email,
    role: 'editor',
  });
  known.invitations.push(invited.id as number);
  known.invitationTokens.push(await invitationTokenMailedTo(t.db, admin.email));
  const team = await post('user', `/api/workspaces/${slug}/tokens`, {
    name: 'fuzz app',
    scope: 'write',
  });
  headersOf.team = { authorization: `Bearer ${team.token as string}` };
});
afterAll(() => t.close());

const who = fc.constantFrom<Who>('anonymous', 'user', 'admin', 'read', 'write', 'team');

type Sent = { request: string; status: number; body: string };
async function send(from: Who, method: string, url: string, payload?: string): Promise<Sent> {
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    headers: {
      ...headersOf[from],
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload !== undefined ? { payload } : {}),
  });
  const request = `${from}: ${method} ${url.slice(0, 300)} ${payload?.slice(0, 2_000) ?? ''}`;
  return { request, status: res.statusCode, body: res.body };
}

/**
 * Sends one request and checks: no 5xx, no internal error inside a batch's answer, and a refused
 * write (or one `wrote` says did not happen) changed no row.
 */
async function expectHandled(
  request: () => Promise<Sent>,
  isWrite: boolean,
  wrote = (res: Sent) => res.status < 400,
) {
  const before = isWrite ? await writtenRowCounts(t.db) : undefined;
  const res = await request();
  const summary = `${res.request} -> ${res.status} ${res.body.slice(0, 300)}`;
  expect(res.status, summary).toBeLessThan(500);
  expect(res.body, summary).not.toContain('INTERNAL_SERVER_ERROR');
  // No answer carries the server's internals (decision 073): no stack, no source path.
  expect(res.body, summary).not.toMatch(/"stack"|\s+at \S+ \(|\/src\/[\w/-]+\.ts/);
  if (before && !wrote(res)) expect(await writtenRowCounts(t.db), summary).toEqual(before);
  return res;
}

/** Every invariant holds, and each collection shows its owner as many prompts as it counts. */
async function expectConsistent() {
  expect(await brokenInvariants(t.db)).toEqual(NONE_BROKEN);
  const mine = await send('user', 'GET', '/api/collections');
  for (const { id, snippetCount: promptCount } of JSON.parse(mine.body) as {
    id: number;
    snippetCount: number;
  }[]) {
    const page = await send('user', 'GET', `/api/collections/${id}?limit=100`);
    expect(JSON.parse(page.body).snippets, `collection ${id}`).toHaveLength(promptCount);
  }
}

// Signing out, or deleting the account (the fuzzer knows its password), would leave the rest of
// the run anonymous; everything else is fair game.
const SKIPPED = new Set(['/api/auth/logout', 'auth.logout', '/api/account', 'account.delete']);
const routes = restRoutes.filter((route) => !SKIPPED.has(route.url));

it(
  'answers hostile REST requests with a 4xx or success, never a 5xx or a half-written row',
  async () => {
    const parameter = pathParameter(known);
    const withParameters = fc.constantFrom(...routes).chain((route) =>
      fc.record({
        route: fc.constant(route),
        values: fc.tuple(...[...route.url.matchAll(/:(\w+)/g)].map(([, name]) => parameter(name!))),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        withParameters,
        who,
        hostileInput(known),
        hostileInput(known),
        async ({ route, values }, from, query, body) => {
          let index = 0;
          const path = route.url.replace(/:\w+/g, () => {
            const value = values[index++];
            return (typeof value === 'number' ? String(value) : encode(String(value))) || '%20';
          });
          const isWrite = route.method !== 'GET';
          const url = `${path}?${queryString(query)}`;
          const payload = isWrite ? (JSON.stringify(body) ?? 'null') : undefined;
          await expectHandled(() => send(from, route.method, url, payload), isWrite);
        },
      ),
      fuzzParameters,
    );
    await expectConsistent();
  },
  fuzzTimeoutMs,
);

it(
  'answers hostile tRPC calls with a 4xx or success, never a 5xx or a half-written row',
  async () => {
    const callable = procedures.filter(([path]) => !SKIPPED.has(path));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...callable),
        who,
        hostileInput(known),
        fc.constantFrom('envelope', 'envelope', 'envelope', 'raw', 'batch'),
        async ([path, procedure], from, input, form) => {
          // superjson's envelope, a raw value where the envelope belongs, or a batch of two.
          const envelope = form === 'raw' ? input : { json: input };
          const sent = JSON.stringify(form === 'batch' ? { 0: envelope, 1: envelope } : envelope);
          const target = form === 'batch' ? `${path},${path}?batch=1&` : `${path}?`;
          const isWrite = procedure._def.type === 'mutation';
          await expectHandled(
            () =>
              isWrite
                ? send(from, 'POST', `/trpc/${target}`, sent ?? 'null')
                : send(from, 'GET', `/trpc/${target}input=${encode(sent ?? '')}`),
            isWrite,
            // A batch answers 207 when one of its calls succeeds and the other does not.
            (res) => res.body.includes('"result"'),
          );
        },
      ),
      fuzzParameters,
    );
    await expectConsistent();
  },
  fuzzTimeoutMs,
);

it(
  'answers hostile MCP calls over HTTP without a 5xx, an internal error or a half-written row',
  async () => {
    const mcpCaller = fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom<Who>('read', 'write', 'team') },
      fc.constantFrom<Who>('anonymous', 'user'),
    );
    await fc.assert(
      fc.asyncProperty(mcpCaller, hostileMcpBody(known), async (from, sent) => {
        const payload = JSON.stringify(sent) ?? 'null';
        const res = await expectHandled(
          async () => {
            const answer = await fetch(`${base}/mcp`, {
              method: 'POST',
              headers: {
                ...headersOf[from],
                'content-type': 'application/json',
                accept: MCP_ACCEPT,
              },
              body: payload,
            });
            const request = `${from}: POST /mcp ${payload.slice(0, 2_000)}`;
            return { request, status: answer.status, body: await answer.text() };
          },
          true,
          // Only a save_prompt that answered a result, not an error, wrote rows.
          (answer) =>
            payload.includes('save_prompt') &&
            mcpAnswers(answer.body).some((one) => one.result && !one.result.isError),
        );
        const summary = `${res.request} -> ${res.status} ${res.body.slice(0, 300)}`;
        for (const answer of mcpAnswers(res.body))
          expect(internalError(answer), summary).toBeUndefined();
      }),
      fuzzParameters,
    );
    await expectConsistent();
  },
  fuzzTimeoutMs,
);

it('answers raw hostile JSON (duplicate and __proto__ keys, deep nesting) without a 5xx', async () => {
  const [id] = known.prompts;
  const bodies = [
    '{"__proto__":{"superadmin":true},"title":"x","content":"y","aiTool":"Claude","purpose":"coding"}',
    '{"constructor":{"prototype":{"superadmin":true}},"bio":"x"}',
    '{"title":"a","title":"\\u0000"}',
    `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
    `{"a":${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}}`,
    '"\\ud800"',
    '{"json":{"__proto__":{"id":1}}}',
  ];
  const targets = [
    ['POST', '/api/snippets'],
    ['PATCH', `/api/snippets/${id}`],
    ['PUT', '/api/profile'],
    ['POST', '/api/auth/register'],
    ['POST', '/trpc/snippets.create'],
    ['POST', '/trpc/profiles.update'],
  ] as const;
  for (const [method, url] of targets) {
    for (const body of bodies) {
      await expectHandled(() => send('user', method, url, body), true);
    }
  }
  // The prototype pollution attempts changed nothing anyone can see.
  expect(({} as { superadmin?: boolean }).superadmin).toBeUndefined();
  const me = await send('user', 'GET', '/api/auth/user');
  expect(JSON.parse(me.body).superadmin ?? false).toBe(false);
  await expectConsistent();
});
