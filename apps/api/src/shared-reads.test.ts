import { createDatabase, snippets, type Database } from '@promptshelf/db';
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from '@promptshelf/db/testing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test/app';
import { eventually } from './test/eventually';
import { createAgent, type Agent } from './test/http';
import { signedInUser } from './test/users';

// Two app processes on one PostgreSQL database, as behind a load balancer. Each keeps its
// shared reads far longer than the test runs, so only the invalidation through PostgreSQL
// (LISTEN/NOTIFY) can make a change show on the other instance.
const server = testDatabaseUrl();

function instance(db: Database) {
  return buildTestApp({ db, sharedReadsTtlMs: 10 * 60 * 1000 });
}

type Prompt = { id: number; title: string };
type Page = { snippets: Prompt[] };

describe.skipIf(!server)('two app instances on one PostgreSQL (PGlite is one process)', () => {
  let database: TestDatabase;
  let second: ReturnType<typeof createDatabase>;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let author: Agent;

  beforeAll(async () => {
    database = await createTestDatabase();
    second = createDatabase({ databaseUrl: database.url!, maxConnections: 3 });
    a = await instance(database.db);
    b = await instance(second.db);
    ({ agent: author } = await signedInUser(a, database.db, 'author'));
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await database?.close();
  });

  const browseTitles = async (app: FastifyInstance, url = '/api/snippets?sortBy=recent') =>
    ((await app.inject(url)).json() as Page).snippets.map((prompt) => prompt.title);
  const landingTitles = async (app: FastifyInstance) => {
    const input = encodeURIComponent(JSON.stringify({ json: { sortBy: 'recent', limit: 9 } }));
    const res = await app.inject(`/trpc/snippets.browse?input=${input}`);
    return (res.json() as { result: { data: { json: Page } } }).result.data.json.snippets.map(
      (prompt) => prompt.title,
    );
  };
  const seenEverywhere = async (title: string) =>
    (await browseTitles(b)).includes(title) &&
    (await landingTitles(b)).includes(title) &&
    (await browseTitles(b, `/api/snippets?search=${encodeURIComponent(title)}`)).includes(title);

  it('shows a new, edited, unpublished and deleted prompt on the other instance', async () => {
    const first = await author.post('/api/snippets', {
      title: 'Plan a quiet week',
      content: 'Plan [days] of focused work.',
      aiTool: 'Claude',
      purpose: 'business',
      isPublic: true,
    });
    expect(first.statusCode).toBe(201);
    await eventually('the first prompt on B', () => seenEverywhere('Plan a quiet week'));
    // B now holds its lists and the prompt in its cache.
    const { id } = first.json() as Prompt;
    expect((await b.inject(`/api/snippets/${id}`)).json()).toMatchObject({
      title: 'Plan a quiet week',
    });

    const second = await author.post('/api/snippets', {
      title: 'Draft a release note',
      content: 'Summarise [changes] for users.',
      aiTool: 'Claude',
      purpose: 'business',
      isPublic: true,
    });
    expect(second.statusCode).toBe(201);
    await eventually('a new prompt on B', () => seenEverywhere('Draft a release note'));

    const edit = await a.inject({
      method: 'PATCH',
      url: `/api/snippets/${id}`,
      headers: { cookie: author.cookie! },
      payload: { title: 'Plan a calm week' },
    });
    expect(edit.statusCode).toBe(200);
    await eventually('the edited title on B', async () => {
      const page = await b.inject(`/api/snippets/${id}`);
      return (
        (page.json() as Prompt).title === 'Plan a calm week' &&
        (await seenEverywhere('Plan a calm week')) &&
        !(await browseTitles(b)).includes('Plan a quiet week')
      );
    });

    const unpublish = await a.inject({
      method: 'PATCH',
      url: `/api/snippets/${id}`,
      headers: { cookie: author.cookie! },
      payload: { isPublic: false },
    });
    expect(unpublish.statusCode).toBe(200);
    await eventually('the unpublished prompt gone from B', async () => {
      const page = await b.inject(`/api/snippets/${id}`);
      return (
        page.statusCode === 404 &&
        !(await browseTitles(b)).includes('Plan a calm week') &&
        !(await landingTitles(b)).includes('Plan a calm week')
      );
    });

    const { id: secondId } = second.json() as Prompt;
    const removed = await a.inject({
      method: 'DELETE',
      url: `/api/snippets/${secondId}`,
      headers: { cookie: author.cookie! },
    });
    expect(removed.statusCode).toBe(200);
    await eventually('the deleted prompt gone from B', async () => {
      const page = await b.inject(`/api/snippets/${secondId}`);
      return (
        page.statusCode === 404 &&
        !(await browseTitles(b)).includes('Draft a release note') &&
        !(await landingTitles(b)).includes('Draft a release note')
      );
    });
  });

  it('shows a change made outside the app (an operator, another tool) on both instances', async () => {
    const created = await author.post('/api/snippets', {
      title: 'Outline a talk',
      content: 'Outline a talk on [topic].',
      aiTool: 'Gemini',
      purpose: 'education',
      isPublic: true,
    });
    const { id } = created.json() as Prompt;
    await eventually('the prompt on both', async () =>
      (await Promise.all([browseTitles(a), browseTitles(b)])).every((titles) =>
        titles.includes('Outline a talk'),
      ),
    );
    await database.db
      .update(snippets)
      .set({ title: 'Outline a keynote' })
      .where(eq(snippets.id, id));
    await eventually('the operator edit on both', async () =>
      (await Promise.all([browseTitles(a), browseTitles(b)])).every((titles) =>
        titles.includes('Outline a keynote'),
      ),
    );
  });

  it('shows a like at once to the liker on any instance; visitors get counters as old as the cache', async () => {
    const created = await author.post('/api/snippets', {
      title: 'Review a pull request',
      content: 'Review [diff] for bugs.',
      aiTool: 'Claude',
      purpose: 'coding',
      isPublic: true,
    });
    const { id } = created.json() as Prompt;
    // (A new account notifies too: made before B reads its lists.)
    const { agent: fan } = await signedInUser(a, database.db, 'fan');
    type Row = Prompt & { isLiked: boolean; likesCount: number };
    const visitorsRow = async () =>
      ((await b.inject('/api/snippets?sortBy=recent')).json() as { snippets: Row[] }).snippets.find(
        (prompt) => prompt.id === id,
      );
    await eventually('the new prompt in B’s visitors’ list', async () => !!(await visitorsRow()));
    expect((await b.inject(`/api/snippets/${id}`)).json()).toMatchObject({ likesCount: 0 });

    expect((await fan.post(`/api/snippets/${id}/like`)).json()).toMatchObject({ liked: true });
    // The fan's session lives in the shared sessions table: B knows them, and their lists read
    // current counters and their own flags.
    const mine = await b.inject({
      url: '/api/snippets?sortBy=recent',
      headers: { cookie: fan.cookie! },
    });
    const row = (mine.json() as { snippets: Row[] }).snippets.find((prompt) => prompt.id === id);
    expect(row).toMatchObject({ isLiked: true, likesCount: 1 });

    // A like changes only counters: it does not empty every instance's shared reads (that
    // serialised every like's commit, decision 081). B's visitors keep the count B read before,
    // here for the test's ten-minute lifetime, in production for at most a second.
    // (Time enough for a notification to arrive, had one been sent.)
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await visitorsRow()).toMatchObject({ isLiked: false, likesCount: 0 });
    expect((await b.inject(`/api/snippets/${id}`)).json()).toMatchObject({ likesCount: 0 });

    // Any other change to the prompt still reaches B at once, with the current count.
    const edit = await a.inject({
      method: 'PATCH',
      url: `/api/snippets/${id}`,
      headers: { cookie: author.cookie! },
      payload: { title: 'Review a merge request' },
    });
    expect(edit.statusCode).toBe(200);
    await eventually('the edit and the count on B', async () => {
      const visitor = await visitorsRow();
      const page = (await b.inject(`/api/snippets/${id}`)).json() as Row;
      return (
        visitor?.title === 'Review a merge request' &&
        visitor.likesCount === 1 &&
        !visitor.isLiked &&
        page.likesCount === 1
      );
    });
  });

  it('ends a session on the other instance when it is signed out or its password changes', async () => {
    const { agent: member, email } = await signedInUser(a, database.db, 'roamer');
    const onB = (cookie: string) =>
      b.inject({ url: '/api/auth/user', headers: { cookie } }).then((res) => res.statusCode);
    // B reads the session, and keeps it.
    expect(await onB(member.cookie!)).toBe(200);
    expect(await onB(member.cookie!)).toBe(200);
    const cookie = member.cookie!;
    await member.post('/api/auth/logout');
    await eventually('the session ended on B', async () => (await onB(cookie)) === 401);

    // A second device signs in; a password change on the first ends it, on B too.
    const first = createAgent(a);
    const second = createAgent(b);
    for (const device of [first, second]) {
      const res = await device.post('/api/auth/login', { email, password: 'test password' });
      expect(res.statusCode).toBe(200);
    }
    expect(await onB(second.cookie!)).toBe(200);
    const changed = await first.post('/api/account/change-password', {
      currentPassword: 'test password',
      newPassword: 'a new password',
      confirmPassword: 'a new password',
    });
    expect(changed.statusCode).toBe(200);
    await eventually(
      'the other device signed out on B',
      async () => (await onB(second.cookie!)) === 401,
    );
    expect((await first.get('/api/auth/user')).statusCode).toBe(200);
  });
});
