import { snippetVersions, users } from '@promptshelf/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { createAgent, type Agent } from '../test/http';
import { signedInUser } from '../test/users';
import { eventually } from '../test/eventually';
import { createPrompt } from '../test/prompts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let author: Awaited<ReturnType<typeof signedInUser>>;
let other: Awaited<ReturnType<typeof signedInUser>>;
let visitor: Agent;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { loginPerIp: 10_000 } });
  author = await signedInUser(t.app, t.db, 'author');
  other = await signedInUser(t.app, t.db, 'other');
  visitor = createAgent(t.app);
});
afterAll(() => t.close());

type Version = {
  version: number;
  title: string;
  content: string;
  aiTool: string;
  customAiTool: string | null;
  purpose: string;
  note: string | null;
  createdAt: string;
  author: { username: string } | null;
};

async function edit(id: number, patch: object, agent = author.agent) {
  const res = await agent.send('PATCH', `/api/snippets/${id}`, patch);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { version: number; title: string; content: string };
}

async function history(id: number, agent: Agent = author.agent, query = '') {
  const res = await agent.get(`/api/snippets/${id}/versions${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { versions: Version[]; total: number };
}

const usernameOf = async (agent: Agent) =>
  ((await agent.get('/api/profile')).json() as { username: string }).username;

describe('versions are stored', () => {
  it('on create (version 1) and on every edit that changes a versioned field, with its note', async () => {
    const { id, version } = await createPrompt(author.agent);
    expect(version).toBe(1);
    const edited = await edit(id, {
      content: 'Summarise [meeting] in five bullets.',
      note: 'Shorter',
    });
    expect(edited.version).toBe(2);
    await edit(id, { aiTool: 'Other', customAiTool: 'Mistral' });

    const { versions, total } = await history(id);
    expect(total).toBe(3);
    const username = await usernameOf(author.agent);
    expect(versions.map((v) => [v.version, v.note, v.aiTool, v.customAiTool])).toEqual([
      [3, null, 'Other', 'Mistral'],
      [2, 'Shorter', 'Claude', null],
      [1, null, 'Claude', null],
    ]);
    expect(versions[1]).toMatchObject({
      title: 'Summarise a meeting',
      content: 'Summarise [meeting] in five bullets.',
      purpose: 'business',
      author: { username },
    });
    expect(new Date(versions[0]!.createdAt).getTime()).toBeGreaterThanOrEqual(
      new Date(versions[2]!.createdAt).getTime(),
    );
  });

  it('not for a visibility-only change, nor for an edit that changes nothing', async () => {
    const { id } = await createPrompt(author.agent);
    expect((await edit(id, { isPublic: false, note: 'Hidden' })).version).toBe(1);
    expect((await edit(id, { title: 'Summarise a meeting', note: 'Same' })).version).toBe(1);
    const { versions, total } = await history(id);
    expect(total).toBe(1);
    expect(versions).toHaveLength(1);
  });

  it('refuses a note over 200 characters and writes nothing', async () => {
    const { id } = await createPrompt(author.agent);
    const res = await author.agent.send('PATCH', `/api/snippets/${id}`, {
      content: 'Something else',
      note: 'x'.repeat(201),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Change note must be at most 200 characters' });
    const prompt = (await author.agent.get(`/api/snippets/${id}`)).json();
    expect(prompt).toMatchObject({ version: 1, content: expect.stringContaining('[meeting]') });
    expect((await history(id)).total).toBe(1);
    // Exactly 200 is fine; surrounding spaces do not count, and a blank note is no note.
    expect((await edit(id, { content: 'A', note: ` ${'y'.repeat(200)} ` })).version).toBe(2);
    expect((await edit(id, { content: 'B', note: '   ' })).version).toBe(3);
    const { versions } = await history(id);
    expect(versions.map((v) => v.note)).toEqual([null, 'y'.repeat(200), null]);
  });

  it('gives every one of many concurrent edits its own number, none lost', async () => {
    const { id } = await createPrompt(author.agent);
    const contents = Array.from({ length: 20 }, (_, i) => `Concurrent edit number ${i}`);
    const results = await Promise.all(
      contents.map((content, i) =>
        author.agent.send('PATCH', `/api/snippets/${id}`, { content, note: `edit ${i}` }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(contents.map(() => 200));

    const { versions, total } = await history(id, author.agent, '?limit=100');
    expect(total).toBe(21);
    expect(versions.map((v) => v.version)).toEqual(Array.from({ length: 21 }, (_, i) => 21 - i));
    expect(
      versions
        .slice(0, 20)
        .map((v) => v.content)
        .sort(),
    ).toEqual([...contents].sort());
    // Each edit's note stays with its own content.
    for (const v of versions.slice(0, 20))
      expect(v.note).toBe(`edit ${v.content.split(' ').at(-1)}`);
    const current = (await author.agent.get(`/api/snippets/${id}`)).json();
    expect(current.version).toBe(21);
    expect(current.content).toBe(versions[0]!.content);
  });
});

describe('reading the history', () => {
  it('pages newest first with limit and offset, and one version by number', async () => {
    const { id } = await createPrompt(author.agent);
    for (let i = 2; i <= 7; i++) await edit(id, { content: `Content ${i}` });
    const page = await history(id, visitor, '?limit=3&offset=2');
    expect(page.total).toBe(7);
    expect(page.versions.map((v) => v.version)).toEqual([5, 4, 3]);
    expect(
      (await history(id, visitor, '?limit=3&offset=6')).versions.map((v) => v.version),
    ).toEqual([1]);
    expect(await history(id, visitor, '?offset=50')).toEqual({
      versions: [],
      total: 7,
      numbers: [7, 6, 5, 4, 3, 2, 1],
    });
    expect((await history(id, visitor)).versions).toHaveLength(7);

    const one = await visitor.get(`/api/snippets/${id}/versions/4`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ version: 4, content: 'Content 4', note: null });
  });

  it('answers bad paging and unknown versions with a message', async () => {
    const { id } = await createPrompt(author.agent);
    for (const [query, message] of [
      ['?limit=101', 'limit must be a whole number from 1 to 100'],
      ['?limit=0', 'limit must be a whole number from 1 to 100'],
      ['?offset=-1', 'offset must be a whole number from 0'],
      ['?limit=abc', 'limit must be a whole number from 1 to 100'],
    ] as const) {
      const res = await visitor.get(`/api/snippets/${id}/versions${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    const unknown = await visitor.get(`/api/snippets/${id}/versions/2`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Version not found.' });
    for (const bad of ['0', 'abc', '99999999999', '1.5']) {
      const res = await visitor.get(`/api/snippets/${id}/versions/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toEqual({ message: 'Invalid version number' });
    }
    const noPrompt = await visitor.get('/api/snippets/2147483647/versions');
    expect(noPrompt.statusCode).toBe(404);
    expect(noPrompt.json()).toEqual({ message: 'Prompt not found.' });
  });
});

describe('restoring a version', () => {
  it('stores a new version equal to the old one and returns the prompt', async () => {
    const { id } = await createPrompt(author.agent, { aiTool: 'Other', customAiTool: 'Mistral' });
    await edit(id, {
      title: 'Second title',
      content: 'Second',
      aiTool: 'Gemini',
      purpose: 'coding',
    });
    const res = await author.agent.post(`/api/snippets/${id}/versions/1/restore`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      version: 3,
      title: 'Summarise a meeting',
      content: 'Summarise the notes from [meeting] for [audience].',
      aiTool: 'Other',
      customAiTool: 'Mistral',
      purpose: 'business',
      isOwner: true,
    });
    const { versions } = await history(id);
    expect(versions.map((v) => [v.version, v.title, v.note])).toEqual([
      [3, 'Summarise a meeting', 'Restored from version 1'],
      [2, 'Second title', null],
      [1, 'Summarise a meeting', null],
    ]);
    const unknown = await author.agent.post(`/api/snippets/${id}/versions/9/restore`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Version not found.' });
    expect((await history(id)).total).toBe(3);
  });
});

describe('who may see and restore history', () => {
  let publicId: number;
  let privateId: number;
  beforeAll(async () => {
    publicId = (await createPrompt(author.agent)).id;
    privateId = (await createPrompt(author.agent, { isPublic: false })).id;
    await edit(publicId, { content: 'Public v2' });
    await edit(privateId, { content: 'Private v2' });
  });

  const read = (agent: Agent, id: number) =>
    Promise.all([
      agent.get(`/api/snippets/${id}/versions`),
      agent.get(`/api/snippets/${id}/versions/1`),
    ]).then((rs) => rs.map((r) => r.statusCode));
  const restore = async (agent: Agent, id: number) => {
    const res = await agent.post(`/api/snippets/${id}/versions/1/restore`);
    return [res.statusCode, (res.json() as { message?: string }).message];
  };

  it('a public prompt: everyone reads; only the author restores', async () => {
    expect(await read(visitor, publicId)).toEqual([200, 200]);
    expect(await read(other.agent, publicId)).toEqual([200, 200]);
    expect(await restore(other.agent, publicId)).toEqual([
      403,
      'You can only change your own prompts.',
    ]);
    expect((await restore(visitor, publicId))[0]).toBe(401);
    expect(await history(publicId)).toMatchObject({ total: 2 });
  });

  it('a private prompt: 404 to everyone but its author, reading or restoring', async () => {
    expect(await read(visitor, privateId)).toEqual([404, 404]);
    expect(await read(other.agent, privateId)).toEqual([404, 404]);
    expect(await restore(other.agent, privateId)).toEqual([404, 'Prompt not found.']);
    expect(await read(author.agent, privateId)).toEqual([200, 200]);
    expect((await restore(author.agent, privateId))[0]).toBe(200);
    expect((await history(privateId)).total).toBe(3);
  });

  it('refuses a restore that crosses sites (CSRF), like any write', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/snippets/${publicId}/versions/1/restore`,
      headers: { cookie: author.agent.cookie!, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect((await history(publicId)).total).toBe(2);
  });
});

describe('clone attribution', () => {
  it('names the version cloned and its author while the original is visible', async () => {
    const original = await createPrompt(author.agent, { title: 'Original idea' });
    await edit(original.id, { content: 'Better idea' });
    const cloned = await other.agent.post(`/api/snippets/${original.id}/clone`);
    expect(cloned.statusCode).toBe(201);
    const clone = cloned.json();
    const authorName = await usernameOf(author.agent);
    expect(clone).toMatchObject({
      version: 1,
      content: 'Better idea',
      clonedFrom: {
        id: original.id,
        title: 'Original idea',
        version: 2,
        author: { username: authorName },
      },
    });
    // The clone has a history of its own, made by whoever cloned it.
    const { versions } = await history(clone.id, other.agent);
    expect(versions).toEqual([
      expect.objectContaining({
        version: 1,
        content: 'Better idea',
        author: { username: await usernameOf(other.agent) },
      }),
    ]);
    // The original moves on; the clone still says which version it came from.
    await edit(original.id, { content: 'Best idea' });
    expect((await other.agent.get(`/api/snippets/${clone.id}`)).json().clonedFrom.version).toBe(2);
    expect((await other.agent.get(`/api/snippets/${original.id}`)).json().version).toBe(3);

    await edit(original.id, { isPublic: false });
    expect((await other.agent.get(`/api/snippets/${clone.id}`)).json().clonedFrom).toBeNull();
  });

  it('removes the versions with their prompt', async () => {
    const { id } = await createPrompt(author.agent);
    await edit(id, { content: 'v2' });
    expect(await t.db.$count(snippetVersions, eq(snippetVersions.snippetId, id))).toBe(2);
    expect((await author.agent.send('DELETE', `/api/snippets/${id}`)).statusCode).toBe(200);
    expect(await t.db.$count(snippetVersions, eq(snippetVersions.snippetId, id))).toBe(0);
    expect((await visitor.get(`/api/snippets/${id}/versions`)).statusCode).toBe(404);
  });
});

describe('the prompt shapes', () => {
  it('carry the current version in every list: browse, mine, favourites, profile, admin', async () => {
    const { id } = await createPrompt(author.agent, { title: 'Shape check kraken' });
    await edit(id, { content: 'Second version' });
    await edit(id, { content: 'Third version' });
    await other.agent.post(`/api/snippets/${id}/favorite`);
    // Made a superadmin by an operator: this process knows once the notification arrives.
    await t.db.update(users).set({ superadmin: true }).where(eq(users.id, other.id));
    await eventually('the new superadmin recognised', async () => {
      return (await other.agent.get('/api/superadmin/metrics')).statusCode === 200;
    });
    const find = (list: { id: number; version: number }[]) => list.find((s) => s.id === id);
    const username = await usernameOf(author.agent);
    const lists = {
      browse: (await visitor.get('/api/snippets?search=kraken')).json().snippets,
      mine: (await author.agent.get('/api/snippets/my')).json(),
      favorites: (await other.agent.get('/api/snippets/favorites')).json(),
      profile: (await visitor.get(`/api/public-profile/${username}`)).json().snippets,
      admin: (await other.agent.get('/api/superadmin/snippets?search=kraken')).json().snippets,
    };
    for (const [name, list] of Object.entries(lists)) {
      expect(find(list)?.version, name).toBe(3);
    }
  });
});
