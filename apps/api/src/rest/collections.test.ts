import { users } from '@promptshelf/db';
import { collectionMessages } from '@promptshelf/validators';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fakeWebRoot } from '../test/app';
import { createAgent, type Agent, type Method } from '../test/http';
import { signedInUser } from '../test/users';
import { createPrompt } from '../test/prompts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let other: Awaited<ReturnType<typeof signedInUser>>;
let visitor: Agent;

beforeAll(async () => {
  t = await createTestApp({ webRoot: fakeWebRoot(), rateLimits: { loginPerIp: 10_000 } });
  owner = await signedInUser(t.app, t.db, 'owner');
  other = await signedInUser(t.app, t.db, 'other');
  visitor = createAgent(t.app);
});
afterAll(() => t.close());

async function prompt(agent: Agent, title: string, isPublic = true) {
  return (await createPrompt(agent, { title, content: `${title} text`, isPublic })).id;
}

async function collection(agent: Agent, body: object) {
  const res = await agent.post('/api/collections', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; isPublic: boolean };
}

describe('/api/collections', () => {
  it('creates, lists, reads, changes and deletes with the spec shapes', async () => {
    const made = await collection(owner.agent, { name: 'Reading list', description: 'Good ones' });
    expect(made).toMatchObject({ name: 'Reading list', isPublic: false, snippetCount: 0 });
    const id = await prompt(owner.agent, 'First');

    const put = await owner.agent.send('PUT', `/api/collections/${made.id}/snippets/${id}`);
    expect(put.statusCode, put.body).toBe(200);
    expect(
      (await owner.agent.send('PUT', `/api/collections/${made.id}/snippets/${id}`)).statusCode,
    ).toBe(200);

    const list = await owner.agent.get('/api/collections');
    expect(list.statusCode).toBe(200);
    const [first] = list.json() as object[];
    expect(Object.keys(first!).sort()).toEqual(
      ['description', 'id', 'isPublic', 'name', 'snippetCount', 'updatedAt', 'workspace'].sort(),
    );
    expect(first).toMatchObject({ id: made.id, snippetCount: 1, workspace: null });

    const read = await owner.agent.get(`/api/collections/${made.id}`);
    expect(read.statusCode).toBe(200);
    const body = read.json() as { collection: object; snippets: { id: number; title: string }[] };
    expect(body.collection).toMatchObject({ id: made.id, name: 'Reading list' });
    expect(body.snippets.map((s) => s.title)).toEqual(['First']);
    expect(body.snippets[0]).toHaveProperty('isOwner', true);

    const patched = await owner.agent.send('PATCH', `/api/collections/${made.id}`, {
      isPublic: true,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ isPublic: true, name: 'Reading list' });

    const removed = await owner.agent.send('DELETE', `/api/collections/${made.id}/snippets/${id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ snippetCount: 0 });

    const deleted = await owner.agent.send('DELETE', `/api/collections/${made.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: collectionMessages.deleted });
    expect((await owner.agent.get(`/api/snippets/${id}`)).statusCode).toBe(200);
  });

  it('answers 401, 403, 404 and 400 as decision 155 says, always with { message }', async () => {
    const priv = await collection(owner.agent, { name: 'Mine only' });
    const pub = await collection(owner.agent, { name: 'Shared', isPublic: true });
    const theirsPrivate = await prompt(other.agent, 'Their secret', false);
    const theirsPublic = await prompt(other.agent, 'Their public');
    const cases: [Agent, Method, string, unknown, number][] = [
      [visitor, 'GET', '/api/collections', undefined, 401],
      [visitor, 'POST', '/api/collections', { name: 'x' }, 401],
      [visitor, 'GET', `/api/collections/${priv.id}`, undefined, 404],
      [visitor, 'GET', `/api/collections/${pub.id}`, undefined, 200],
      [other.agent, 'GET', `/api/collections/${priv.id}`, undefined, 404],
      [other.agent, 'PATCH', `/api/collections/${pub.id}`, { name: 'x' }, 403],
      [other.agent, 'PATCH', `/api/collections/${priv.id}`, { name: 'x' }, 404],
      [other.agent, 'DELETE', `/api/collections/${pub.id}`, undefined, 403],
      [other.agent, 'DELETE', `/api/collections/${priv.id}`, undefined, 404],
      [other.agent, 'PUT', `/api/collections/${pub.id}/snippets/${theirsPublic}`, undefined, 403],
      [other.agent, 'PUT', `/api/collections/${priv.id}/snippets/${theirsPublic}`, undefined, 404],
      [owner.agent, 'PUT', `/api/collections/${pub.id}/snippets/${theirsPrivate}`, undefined, 404],
      [owner.agent, 'PUT', `/api/collections/${pub.id}/snippets/${theirsPublic}`, undefined, 200],
      [visitor, 'PUT', `/api/collections/${pub.id}/snippets/${theirsPublic}`, undefined, 401],
      [owner.agent, 'GET', '/api/collections/abc', undefined, 400],
      [owner.agent, 'GET', `/api/collections/${pub.id}?limit=500`, undefined, 400],
      [owner.agent, 'PUT', `/api/collections/${pub.id}/snippets/0`, undefined, 400],
      [owner.agent, 'POST', '/api/collections', { name: '' }, 400],
      [owner.agent, 'POST', '/api/collections', { name: 'a'.repeat(101) }, 400],
      [owner.agent, 'POST', '/api/collections', { name: 'a', description: 7 }, 400],
      [owner.agent, 'POST', '/api/collections', { name: 'a', isPublic: 'yes' }, 400],
      [owner.agent, 'PATCH', `/api/collections/${pub.id}`, { name: 'a\u0000b' }, 400],
      [owner.agent, 'POST', '/api/collections', [1, 2], 400],
    ];
    for (const [agent, method, url, payload, status] of cases) {
      const res = await agent.send(method, url, payload);
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(status);
      if (status !== 200) expect(Object.keys(res.json())).toEqual(['message']);
    }
    const tooLong = await owner.agent.post('/api/collections', { name: 'a'.repeat(101) });
    expect(tooLong.json()).toEqual({ message: collectionMessages.nameMax });
  });

  it("gives a superadmin no rights over someone else's collections", async () => {
    const admin = await signedInUser(t.app, t.db, 'admin');
    await t.db.update(users).set({ superadmin: true }).where(eq(users.id, admin.id));
    expect((await admin.agent.get('/api/superadmin/metrics')).statusCode).toBe(200);
    const priv = await collection(owner.agent, { name: 'Not theirs' });
    const pub = await collection(owner.agent, {
      name: 'Hands off',
      description: 'As made',
      isPublic: true,
    });
    const kept = await prompt(owner.agent, 'Kept in');
    await owner.agent.send('PUT', `/api/collections/${pub.id}/snippets/${kept}`);
    const theirs = await prompt(admin.agent, 'Admin public');
    const read = async (id: number) =>
      (await owner.agent.get(`/api/collections/${id}`)).json() as unknown;
    const before = await read(pub.id);
    const privateBefore = await read(priv.id);

    const cases: [Method, string, unknown, number][] = [
      ['GET', `/api/collections/${priv.id}`, undefined, 404],
      ['PATCH', `/api/collections/${priv.id}`, { name: 'Taken' }, 404],
      ['DELETE', `/api/collections/${priv.id}`, undefined, 404],
      ['PATCH', `/api/collections/${pub.id}`, { name: 'Taken' }, 403],
      ['PUT', `/api/collections/${pub.id}/snippets/${theirs}`, undefined, 403],
      ['DELETE', `/api/collections/${pub.id}/snippets/${kept}`, undefined, 403],
      ['DELETE', `/api/collections/${pub.id}`, undefined, 403],
    ];
    for (const [method, url, payload, status] of cases) {
      const res = await admin.agent.send(method, url, payload);
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(status);
      expect(Object.keys(res.json())).toEqual(['message']);
    }
    expect(await read(pub.id)).toEqual(before);
    expect(await read(priv.id)).toEqual(privateBefore);
  });

  it('lets a read token read and refuses its writes; a write token writes', async () => {
    const token = async (scope: string) =>
      (await owner.agent.post('/api/tokens', { name: `${scope} t`, scope })).json().token as string;
    const read = createAgent(t.app, { authorization: `Bearer ${await token('read')}` });
    const write = createAgent(t.app, { authorization: `Bearer ${await token('write')}` });
    expect((await read.get('/api/collections')).statusCode).toBe(200);
    expect((await read.post('/api/collections', { name: 'No' })).statusCode).toBe(403);
    const made = await write.post('/api/collections', { name: 'By token' });
    expect(made.statusCode).toBe(201);
    expect((await write.send('DELETE', `/api/collections/${made.json().id}`)).statusCode).toBe(200);
  });

  it('hides a prompt turned private from others, and a deleted one from everyone', async () => {
    const shelf = await collection(other.agent, { name: 'Picks', isPublic: true });
    const a = await prompt(owner.agent, 'Goes private');
    const b = await prompt(owner.agent, 'Gets deleted');
    for (const id of [a, b]) {
      await other.agent.send('PUT', `/api/collections/${shelf.id}/snippets/${id}`);
    }
    await owner.agent.send('PATCH', `/api/snippets/${a}`, { isPublic: false });
    await owner.agent.send('DELETE', `/api/snippets/${b}`);
    for (const agent of [visitor, other.agent]) {
      const body = (await agent.get(`/api/collections/${shelf.id}`)).json();
      expect(body.snippets).toEqual([]);
      expect(body.collection.snippetCount).toBe(0);
    }
  });
});

describe('public collections on the web', () => {
  it('gives a public collection link preview tags, lists it in the sitemap and the profile', async () => {
    const pub = await collection(owner.agent, {
      name: 'Launch <kit>',
      description: 'Prompts for a launch day',
      isPublic: true,
    });
    const priv = await collection(owner.agent, { name: 'Hidden drafts' });
    const page = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    const html = (await page(`/collections/${pub.id}`)).body;
    expect(html).toContain('<title>Launch &#60;kit&#62; · Promptshelf</title>');
    expect(html).toContain('<meta property="og:description" content="Prompts for a launch day" />');
    expect(html).toContain(
      `<link rel="canonical" href="http://promptshelf.test/collections/${pub.id}" />`,
    );
    expect((await page(`/collections/${priv.id}`)).body).not.toContain('Hidden drafts');

    const index = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(index).toContain('/sitemaps/collections-0.xml');
    const map = (await t.app.inject({ method: 'GET', url: '/sitemaps/collections-0.xml' })).body;
    expect(map).toContain(`/collections/${pub.id}</loc>`);
    expect(map).not.toContain(`/collections/${priv.id}</loc>`);
    expect(
      (await t.app.inject({ method: 'GET', url: '/sitemaps/collections-9.xml' })).statusCode,
    ).toBe(404);

    const username = (await owner.agent.get('/api/auth/user')).json().username as string;
    const profile = await visitor.send(
      'GET',
      `/trpc/profiles.public?input=${encodeURIComponent(JSON.stringify({ json: { username } }))}`,
    );
    const names = (profile.json().result.data.json.collections as { name: string }[]).map(
      (c) => c.name,
    );
    expect(names).toContain('Launch <kit>');
    expect(names).not.toContain('Hidden drafts');
  });
});
