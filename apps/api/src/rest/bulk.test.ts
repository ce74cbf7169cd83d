import { eq, inArray } from 'drizzle-orm';
import { snippets, users } from '@promptshelf/db';
import { insertTestWorkspace } from '@promptshelf/trpc/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { createAgent, type Agent } from '../test/http';
import { createPrompt } from '../test/prompts';
import { signedInUser, tokenAgent } from '../test/users';

// POST /api/snippets/bulk: one action on several prompts, all or nothing (decision 207).

let t: Awaited<ReturnType<typeof createTestApp>>;
type Person = Awaited<ReturnType<typeof signedInUser>>;
const people = {} as Record<
  'author' | 'other' | 'superadmin' | 'viewer' | 'editor' | 'admin' | 'owner',
  Person
>;
const agents = {} as Record<'visitor' | 'authorRead' | 'authorWrite', Agent>;

beforeAll(async () => {
  t = await createTestApp();
  for (const name of Object.keys({
    author: 0,
    other: 0,
    superadmin: 0,
    viewer: 0,
    editor: 0,
    admin: 0,
    owner: 0,
  }) as (keyof typeof people)[]) {
    people[name] = await signedInUser(t.app, t.db, name);
  }
  await t.db.update(users).set({ superadmin: true }).where(eq(users.id, people.superadmin.id));
  agents.visitor = createAgent(t.app);
  agents.authorRead = await tokenAgent(t.app, people.author, 'read');
  agents.authorWrite = await tokenAgent(t.app, people.author, 'write');
  await insertTestWorkspace(t.db, 'bulk-team', [
    { userId: people.owner.id, role: 'owner' },
    { userId: people.admin.id, role: 'admin' },
    { userId: people.editor.id, role: 'editor' },
    { userId: people.viewer.id, role: 'viewer' },
  ]);
});
afterAll(() => t.close());

const ids = async (agent: Agent, count: number, fields: object = {}) => {
  const made: number[] = [];
  for (let i = 0; i < count; i++) made.push((await createPrompt(agent, fields)).id);
  return made;
};

async function rows(list: number[]) {
  return t.db
    .select({ id: snippets.id, visibility: snippets.visibility, tags: snippets.tags })
    .from(snippets)
    .where(inArray(snippets.id, list));
}

describe('POST /api/snippets/bulk', () => {
  it('changes every prompt of the request: visibility, tags, a collection, deletion', async () => {
    const mine = await ids(people.author.agent, 3);
    const res = await people.author.agent.post('/api/snippets/bulk', {
      ids: mine,
      action: 'makePrivate',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ changed: 3 });
    expect((await rows(mine)).map((row) => row.visibility)).toEqual([
      'private',
      'private',
      'private',
    ]);

    expect(
      (
        await people.author.agent.post('/api/snippets/bulk', {
          ids: mine,
          action: 'addTag',
          tag: 'Cold Email',
        })
      ).statusCode,
    ).toBe(200);
    expect((await rows(mine)).every((row) => row.tags.includes('cold-email'))).toBe(true);
    const removed = await people.author.agent.post('/api/snippets/bulk', {
      ids: mine.slice(0, 2),
      action: 'removeTag',
      tag: 'cold-email',
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await rows(mine)).filter((row) => row.tags.includes('cold-email'))).toHaveLength(1);

    const collection = await people.author.agent.post('/api/collections', { name: 'Picked' });
    const collectionId = collection.json<{ id: number }>().id;
    const added = await people.author.agent.post('/api/snippets/bulk', {
      ids: mine,
      action: 'addToCollection',
      collectionId,
    });
    expect(added.statusCode, added.body).toBe(200);
    const shown = await people.author.agent.get(`/api/collections/${collectionId}`);
    expect(shown.json<{ snippets: unknown[] }>().snippets).toHaveLength(3);

    const deleted = await people.author.agent.post('/api/snippets/bulk', {
      ids: mine,
      action: 'delete',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await rows(mine)).toEqual([]);
  });

  it('refuses the whole request when one prompt may not be changed, and changes nothing', async () => {
    const mine = await ids(people.author.agent, 2);
    const theirsPublic = (await createPrompt(people.other.agent)).id;
    const theirsPrivate = (await createPrompt(people.other.agent, { isPublic: false })).id;
    for (const [extra, status] of [
      [theirsPublic, 403],
      [theirsPrivate, 404],
      [2_000_000_000, 404],
    ] as const) {
      for (const action of ['makePrivate', 'delete'] as const) {
        const res = await people.author.agent.post('/api/snippets/bulk', {
          ids: [...mine, extra],
          action,
        });
        expect(res.statusCode, `${action} ${extra}`).toBe(status);
        expect(typeof res.json().message).toBe('string');
        expect(res.body).not.toMatch(/select|snippets_|at .*\.ts/i);
      }
    }
    expect((await rows([...mine, theirsPublic])).map((row) => row.visibility)).toEqual([
      'public',
      'public',
      'public',
    ]);
    // An 11th tag on one prompt refuses the tag for all of them.
    const full = (
      await createPrompt(people.author.agent, {
        tags: ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9', 'a10'],
      })
    ).id;
    const res = await people.author.agent.post('/api/snippets/bulk', {
      ids: [...mine, full],
      action: 'addTag',
      tag: 'extra',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect((await rows(mine)).every((row) => row.tags.length === 0)).toBe(true);
    // Someone else's collection is not the author's to fill.
    const theirs = await people.other.agent.post('/api/collections', { name: 'Theirs' });
    const intoTheirs = await people.author.agent.post('/api/snippets/bulk', {
      ids: mine,
      action: 'addToCollection',
      collectionId: theirs.json<{ id: number }>().id,
    });
    expect(intoTheirs.statusCode).toBe(404);
  });

  it("exports the selected prompts only, and never another member's", async () => {
    const [first, , third] = await ids(people.author.agent, 3);
    const theirs = (await createPrompt(people.other.agent, { isPublic: false })).id;
    const res = await people.author.agent.get(
      `/api/export?format=json&ids=${first},${third},${theirs}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json<{ prompts: { title: string }[] }>();
    expect(file.prompts).toHaveLength(2);
    for (const bad of ['x', '1,,2', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
      const refused = await people.author.agent.get(`/api/export?format=json&ids=${bad}`);
      expect(refused.statusCode, bad).toBe(400);
      expect(typeof refused.json().message).toBe('string');
    }
  });

  it('answers bad input with a 400 and a message, never a 500', async () => {
    const [id] = await ids(people.author.agent, 1);
    for (const payload of [
      {},
      { ids: [], action: 'delete' },
      { ids: Array.from({ length: 101 }, (_, i) => i + 1), action: 'delete' },
      { ids: ['x'], action: 'delete' },
      { ids: [id], action: 'explode' },
      { ids: [id], action: 'addTag' },
      { ids: [id], action: 'addTag', tag: 'c++' },
      { ids: [id], action: 'addToCollection' },
    ]) {
      const res = await people.author.agent.post('/api/snippets/bulk', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof res.json().message, JSON.stringify(payload)).toBe('string');
    }
  });

  it('permission matrix: visitor, tokens, another member, superadmin, each workspace role', async () => {
    const personal = await ids(people.author.agent, 1);
    const bulk = (agent: Agent, list: number[]) =>
      agent.post('/api/snippets/bulk', { ids: list, action: 'makePrivate' });
    expect((await bulk(agents.visitor, personal)).statusCode).toBe(401);
    expect((await bulk(agents.authorRead, personal)).statusCode).toBe(403);
    expect((await bulk(people.other.agent, personal)).statusCode).toBe(403);
    expect((await bulk(people.superadmin.agent, personal)).statusCode).toBe(403);
    expect((await rows(personal))[0]!.visibility).toBe('public');
    expect((await bulk(agents.authorWrite, personal)).statusCode).toBe(200);
    expect((await rows(personal))[0]!.visibility).toBe('private');

    // A workspace's prompts: editors and above change them; a viewer reads them only.
    const team = await ids(people.owner.agent, 2, { workspace: 'bulk-team', visibility: 'public' });
    for (const [who, status] of [
      ['viewer', 403],
      ['other', 403],
      ['editor', 200],
      ['admin', 200],
      ['owner', 200],
    ] as const) {
      const res = await people[who].agent.post('/api/snippets/bulk', {
        ids: team,
        action: who === 'owner' ? 'makePublic' : 'makePrivate',
      });
      expect(res.statusCode, `${who}: ${res.body}`).toBe(status);
    }
    // 'Private' for a workspace's prompt means its members only.
    expect((await rows(team)).map((row) => row.visibility)).toEqual(['public', 'public']);
  });
});
