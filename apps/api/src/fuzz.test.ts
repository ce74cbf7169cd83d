// Property-based fuzzing of every REST route and tRPC procedure with hostile values: NUL bytes,
// lone surrogates, huge strings, wrong types, nested objects, __proto__ keys, numbers out of
// range. Whatever arrives, the answer is never a 5xx, a refused write leaves no row behind, and
// the counters stay true. Bounded in time; a failure prints the seed that replays it.
import { users } from '@promptshelf/db';
import { appRouter } from '@promptshelf/trpc';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { restRoutes } from './rest/routes';
import { createTestApp } from './test/app';
import { signedInUser } from './test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
const cookies: Record<'anonymous' | 'user' | 'admin', string | undefined> = {
  anonymous: undefined,
  user: undefined,
  admin: undefined,
};
const snippetIds: number[] = [];

beforeAll(async () => {
  // Limits out of the way, so requests reach the code behind them.
  const many = 1_000_000;
  t = await createTestApp({
    rateLimits: {
      loginPerIp: many,
      loginPerEmail: many,
      registerPerIp: many,
      mailPerIp: many,
      mailPerEmail: many,
    },
  });
  const user = await signedInUser(t.app, t.db, 'fuzz-user');
  const admin = await signedInUser(t.app, t.db, 'fuzz-admin');
  await t.db.update(users).set({ superadmin: true }).where(eq(users.id, admin.id));
  cookies.user = user.agent.cookie;
  cookies.admin = admin.agent.cookie;
  for (const [cookie, isPublic] of [
    [cookies.user, true],
    [cookies.user, false],
    [cookies.admin, true],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/snippets',
      headers: { cookie: cookie! },
      payload: {
        title: 'Seed',
        content: 'Seed [topic]',
        aiTool: 'Claude',
        purpose: 'coding',
        isPublic,
      },
    });
    snippetIds.push(res.json().id as number);
  }
}, 60_000);
afterAll(() => t.close());

// Every field name the schemas know, so hostile values reach the rules behind them.
const FIELDS = [
  'title',
  'content',
  'aiTool',
  'customAiTool',
  'purpose',
  'isPublic',
  'id',
  'email',
  'password',
  'confirmPassword',
  'currentPassword',
  'newPassword',
  'token',
  'firstName',
  'lastName',
  'username',
  'location',
  'bio',
  'githubUrl',
  'linkedinUrl',
  'instagramUrl',
  'xUrl',
  'profileImageUrl',
  'search',
  'sortBy',
  'visibility',
  'limit',
  'offset',
  'cursor',
  'page',
  'reason',
  'status',
];
const EVIL_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 20 }), fc.constantFrom('\u0000', '\ud800', '\udc00'))
      .map(([text, broken]) => `${text}${broken}`),
  },
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '\ud83d',
    '%00',
    '',
    ' ',
    'all',
    'Other',
    'Claude',
    'coding',
    "'; DROP TABLE users; --",
    '../../etc/passwd',
    '<script>x</script>',
    '[placeholder]',
    'a@b.c',
    'NaN',
    '1e309',
    '-1',
    '2147483648',
    '99999999999999999999',
    'eyJpZCI6MX0',
    '\u202e\u200b',
    'ÿ'.repeat(300),
  ),
  fc.constantFrom('x'.repeat(60_000), 'é'.repeat(20_000), '\u0000'.repeat(5_000)),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_VALUE, 1e-9, 0.5),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const existingId = fc.nat({ max: 2 }).map((i) => snippetIds[i]!);
const idLike = fc.oneof(existingId, hostileNumber, hostileString);
const hostileKey = fc.oneof(fc.constantFrom(...FIELDS, ...EVIL_KEYS), fc.string({ maxLength: 8 }));

const { value: hostileValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie('value'), { maxKeys: 5 }),
  ),
}));
/** Valid values for every field (schemas ignore the fields they do not know). */
const VALID = {
  title: 'Fuzzed prompt',
  content: 'Write about [topic]',
  aiTool: 'Claude',
  purpose: 'coding',
  isPublic: true,
  password: 'test password',
  confirmPassword: 'test password',
  currentPassword: 'test password',
  newPassword: 'test password',
  firstName: 'Fuzz',
  username: 'fuzzer',
  bio: 'Fuzzing',
  search: 'prompt',
  sortBy: 'recent',
  visibility: 'all',
  limit: 5,
  offset: 0,
  reason: 'Spam',
};
/**
 * A body or input: mostly a valid one with a few fields made hostile (so the hostile value gets
 * past the other rules), sometimes an object of hostile fields, sometimes anything at all.
 */
const hostileInput = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .record({
        id: existingId,
        email: fc.oneof(
          fc.constant('fuzz-user@example.com'),
          fc.nat().map((n) => `f${n}@example.com`),
        ),
        hostile: fc.dictionary(
          fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...FIELDS) }, hostileKey),
          fc.oneof({ weight: 3, arbitrary: hostileString }, { weight: 2, arbitrary: hostileValue }),
          { minKeys: 2, maxKeys: 6 },
        ),
      })
      .map(({ id, email, hostile }) => ({ ...VALID, id, email, ...hostile })),
  },
  { weight: 2, arbitrary: fc.dictionary(hostileKey, hostileValue, { maxKeys: 8 }) },
  { weight: 1, arbitrary: hostileValue },
);
const caller = fc.constantFrom('anonymous', 'user', 'admin') as fc.Arbitrary<keyof typeof cookies>;

/** Percent-encodes anything, lone surrogates too (as their raw UTF-16 code units' bytes). */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((ch) => {
        try {
          return encodeURIComponent(ch);
        } catch {
          return `%ED%${(0xa0 + ((ch.charCodeAt(0) >> 6) & 0x1f)).toString(16)}%${(0x80 + (ch.charCodeAt(0) & 0x3f)).toString(16)}`;
        }
      })
      .join('');
  }
}
const asQueryValue = (value: unknown) =>
  encode(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function queryString(input: unknown): string {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    return `q=${asQueryValue(input)}`;
  }
  return Object.entries(input)
    .flatMap(([key, value]) =>
      Array.isArray(value)
        ? value.map((item) => `${encode(key)}=${asQueryValue(item)}`)
        : [`${encode(key)}=${asQueryValue(value)}`],
    )
    .join('&');
}

// Rows a refused request must not leave behind (rate limits and sessions are written on purpose).
const WRITTEN_TABLES = [
  'users',
  'user_profiles',
  'snippets',
  'likes',
  'favorites',
  'user_ai_tools',
  'mail_outbox',
  'moderation_actions',
];
async function rowCounts(): Promise<Record<string, number>> {
  const columns = WRITTEN_TABLES.map((table) => `(select count(*)::int from ${table}) as ${table}`);
  const rows = (await t.db.execute(sql.raw(`select ${columns.join(', ')}`))) as unknown;
  const list = Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows;
  return list[0] as Record<string, number>;
}

/** The counters every list shows equal the rows they count; every user has a profile. */
async function expectConsistent() {
  const checks = await t.db.execute(sql`
    select
      (select count(*)::int from snippets s
        where s.likes_count <> (select count(*) from likes l where l.snippet_id = s.id)
           or s.favorites_count <> (select count(*) from favorites f where f.snippet_id = s.id))
        as wrong_counters,
      (select count(*)::int from users u
        where not exists (select 1 from user_profiles p where p.user_id = u.id)) as no_profile`);
  const list = Array.isArray(checks) ? checks : (checks as { rows: unknown[] }).rows;
  expect(list[0]).toEqual({ wrong_counters: 0, no_profile: 0 });
}

type Sent = { method: string; url: string; payload?: string; status: number; body: string };
async function send(
  who: keyof typeof cookies,
  method: string,
  url: string,
  payload?: string,
): Promise<Sent> {
  const cookie = cookies[who];
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload !== undefined ? { payload } : {}),
  });
  return { method, url, payload: payload?.slice(0, 300), status: res.statusCode, body: res.body };
}

/** Sends one request and checks: no 5xx, and a refused write changed no row. */
async function expectHandled(request: () => Promise<Sent>, isWrite: boolean) {
  const before = isWrite ? await rowCounts() : undefined;
  const res = await request();
  const summary = `${res.method} ${res.url.slice(0, 300)} ${res.payload ?? ''} -> ${res.status} ${res.body.slice(0, 200)}`;
  expect(res.status, summary).toBeLessThan(500);
  if (before && res.status >= 400) expect(await rowCounts(), summary).toEqual(before);
}

// Signing out would leave the rest of the run anonymous; everything else is fair game.
const SKIPPED = new Set(['/api/auth/logout', 'auth.logout']);
const routes = restRoutes.filter((route) => !SKIPPED.has(route.url));
const procedures = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
).filter(([path]) => !SKIPPED.has(path));

const TIME_LIMIT_MS = 20_000;

/**
 * fast-check stops a run at the time limit without waiting for the request in flight: keep
 * track of it, so that it cannot write rows while the next check counts them.
 */
let inFlight: Promise<unknown> = Promise.resolve();
function tracked(check: () => Promise<void>): Promise<void> {
  const run = check();
  inFlight = run.catch(() => {});
  return run;
}
const settled = () => inFlight;

it('answers hostile REST requests with a 4xx or success, never a 5xx or a half-written row', async () => {
  let runs = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...routes),
      caller,
      idLike,
      hostileInput,
      hostileInput,
      async (route, who, param, query, body) => {
        runs++;
        const id = typeof param === 'number' ? String(param) : encode(String(param));
        const path = route.url.replace(/:(id|username)/, id || '%20');
        const isWrite = route.method !== 'GET';
        const url = `${path}?${queryString(query)}`;
        const payload = isWrite ? (JSON.stringify(body) ?? 'null') : undefined;
        await tracked(() => expectHandled(() => send(who, route.method, url, payload), isWrite));
      },
    ),
    { numRuns: 2_000, interruptAfterTimeLimit: TIME_LIMIT_MS, markInterruptAsFailure: false },
  );
  await settled();
  expect(runs).toBeGreaterThan(50);
  await expectConsistent();
}, 120_000);

it('answers hostile tRPC calls with a 4xx or success, never a 5xx or a half-written row', async () => {
  let runs = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...procedures),
      caller,
      hostileInput,
      fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, fc.constant(false)),
      async ([path, procedure], who, input, wrapped) => {
        runs++;
        // superjson's envelope, or a raw value where the envelope belongs.
        const envelope = JSON.stringify(wrapped ? { json: input } : input) ?? 'null';
        const isWrite = procedure._def.type === 'mutation';
        await tracked(() =>
          expectHandled(
            () =>
              isWrite
                ? send(who, 'POST', `/trpc/${path}`, envelope)
                : send(who, 'GET', `/trpc/${path}?input=${encode(envelope)}`),
            isWrite,
          ),
        );
      },
    ),
    { numRuns: 2_000, interruptAfterTimeLimit: TIME_LIMIT_MS, markInterruptAsFailure: false },
  );
  await settled();
  expect(runs).toBeGreaterThan(50);
  await expectConsistent();
}, 120_000);

it('answers raw hostile JSON (duplicate and __proto__ keys, deep nesting) without a 5xx', async () => {
  const [id] = snippetIds;
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
}, 60_000);
