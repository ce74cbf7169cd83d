import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { createAgent, type Agent } from '../test/http';
import { signedInUser } from '../test/users';
import { createPrompt } from '../test/prompts';

// Publishing a prompt publishes what it says now, not what it said while it was private: the
// versions made while private stay its owner's unless the owner publishes them too.

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let member: Awaited<ReturnType<typeof signedInUser>>;
let visitor: Agent;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { loginPerIp: 10_000 } });
  owner = await signedInUser(t.app, t.db, 'owner');
  member = await signedInUser(t.app, t.db, 'member');
  visitor = createAgent(t.app);
});
afterAll(() => t.close());

type History = {
  versions: { version: number; content: string; isPublic: boolean }[];
  total: number;
  numbers: number[];
};

async function create(isPublic: boolean, content = 'Draft one') {
  return (await createPrompt(owner.agent, { title: 'Release notes', content, isPublic })).id;
}

async function edit(id: number, patch: object) {
  const res = await owner.agent.send('PATCH', `/api/snippets/${id}`, patch);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { version: number; isPublic: boolean };
}

async function history(agent: Agent, id: number) {
  const res = await agent.get(`/api/snippets/${id}/versions`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as History;
}

const seen = (page: History) => page.versions.map((v) => v.version);

/** What a visitor and another member get: the same, both ways of asking. */
async function othersSee(id: number) {
  const [byVisitor, byMember] = [await history(visitor, id), await history(member.agent, id)];
  expect(byMember).toEqual(byVisitor);
  return byVisitor;
}

async function versionStatus(agent: Agent, id: number, version: number) {
  return (await agent.get(`/api/snippets/${id}/versions/${version}`)).statusCode;
}

/** A private prompt with a secret in version 2, removed again in version 3. */
async function privateWithSecret() {
  const id = await create(false);
  await edit(id, { content: 'Draft two, key sk-live-123' });
  await edit(id, { content: 'Draft three' });
  return id;
}

describe('making a private prompt public (REST)', () => {
  it('by default publishes only the version it shows now', async () => {
    const id = await privateWithSecret();
    expect(await edit(id, { isPublic: true })).toMatchObject({ version: 3, isPublic: true });

    const page = await othersSee(id);
    expect(page).toEqual({
      versions: [expect.objectContaining({ version: 3, content: 'Draft three', isPublic: true })],
      total: 1,
      numbers: [3],
    });
    expect(JSON.stringify(page)).not.toContain('sk-live-123');
    for (const agent of [visitor, member.agent]) {
      expect(await versionStatus(agent, id, 2)).toBe(404);
      expect(await versionStatus(agent, id, 1)).toBe(404);
      expect(await versionStatus(agent, id, 3)).toBe(200);
    }
    const hidden = await visitor.get(`/api/snippets/${id}/versions/2`);
    expect(hidden.json()).toEqual({ message: 'Version not found.' });

    // The owner sees every version, the private ones marked.
    const own = await history(owner.agent, id);
    expect(own.versions.map((v) => [v.version, v.isPublic])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
    expect(own).toMatchObject({ total: 3, numbers: [3, 2, 1] });
    expect(await versionStatus(owner.agent, id, 2)).toBe(200);

    // Versions made from now on are public.
    await edit(id, { content: 'Draft four' });
    expect(seen(await othersSee(id))).toEqual([4, 3]);
  });

  it('publishes the earlier versions too when the owner asks (publishHistory)', async () => {
    const id = await privateWithSecret();
    await edit(id, { isPublic: true, publishHistory: true });
    const page = await othersSee(id);
    expect(page).toMatchObject({ total: 3, numbers: [3, 2, 1] });
    expect(page.versions.every((v) => v.isPublic)).toBe(true);
    expect(await versionStatus(visitor, id, 2)).toBe(200);
  });

  it('lets the owner publish them later, while the prompt is public', async () => {
    const id = await privateWithSecret();
    await edit(id, { isPublic: true });
    expect(seen(await othersSee(id))).toEqual([3]);
    await edit(id, { publishHistory: true });
    expect(seen(await othersSee(id))).toEqual([3, 2, 1]);
  });

  it('publishes an edit made in the same save as the publishing, and only that', async () => {
    const id = await privateWithSecret();
    expect(await edit(id, { isPublic: true, content: 'Final' })).toMatchObject({ version: 4 });
    expect(seen(await othersSee(id))).toEqual([4]);
  });

  it('refuses to publish the history of a prompt that stays private, and writes nothing', async () => {
    const id = await privateWithSecret();
    for (const patch of [
      { publishHistory: true },
      { isPublic: false, publishHistory: true },
      { content: 'Changed', publishHistory: true },
    ]) {
      const res = await owner.agent.send('PATCH', `/api/snippets/${id}`, patch);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Only a public prompt can publish its earlier versions.',
      });
    }
    const bad = await owner.agent.send('PATCH', `/api/snippets/${id}`, {
      isPublic: true,
      publishHistory: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('message');
    const prompt = (await owner.agent.get(`/api/snippets/${id}`)).json();
    expect(prompt).toMatchObject({ isPublic: false, version: 3, content: 'Draft three' });
    expect((await visitor.get(`/api/snippets/${id}/versions`)).statusCode).toBe(404);
  });

  it("keeps the spec's create body valid, with or without the new field", async () => {
    const res = await owner.agent.post('/api/snippets', {
      title: 'New',
      content: 'Fresh',
      aiTool: 'Claude',
      purpose: 'writing',
      isPublic: true,
      publishHistory: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(seen(await othersSee(res.json().id as number))).toEqual([1]);
  });
});

describe('public, private, public again', () => {
  it('shows again what was public before, but not what was written while private', async () => {
    const id = await create(true, 'Public one');
    await edit(id, { content: 'Public two' });
    await edit(id, { isPublic: false });
    await edit(id, { content: 'Private three, key sk-live-456' });
    await edit(id, { content: 'Private four' });
    expect((await visitor.get(`/api/snippets/${id}/versions`)).statusCode).toBe(404);

    await edit(id, { isPublic: true });
    const page = await othersSee(id);
    expect(page).toMatchObject({ total: 3, numbers: [4, 2, 1] });
    expect(JSON.stringify(page)).not.toContain('sk-live-456');
    expect(await versionStatus(visitor, id, 3)).toBe(404);
    const own = await history(owner.agent, id);
    expect(own.versions.map((v) => [v.version, v.isPublic])).toEqual([
      [4, true],
      [3, false],
      [2, true],
      [1, true],
    ]);
  });

  it('pages the history others see without gaps or repeats', async () => {
    const id = await create(true, 'v1');
    await edit(id, { isPublic: false });
    for (const n of [2, 3, 4]) await edit(id, { content: `v${n}` });
    await edit(id, { isPublic: true });
    for (const n of [5, 6]) await edit(id, { content: `v${n}` });
    const page = async (query: string) =>
      ((await visitor.get(`/api/snippets/${id}/versions${query}`)).json() as History).versions.map(
        (v) => v.version,
      );
    expect(await page('?limit=2')).toEqual([6, 5]);
    expect(await page('?limit=2&offset=2')).toEqual([4, 1]);
    expect(await page('?limit=2&offset=4')).toEqual([]);
  });
});

describe('restoring a version', () => {
  it('publishes what it brings back only when the prompt is public', async () => {
    const id = await privateWithSecret();
    // Restored while private: still private when published by default, but for the new current.
    await owner.agent.post(`/api/snippets/${id}/versions/1/restore`);
    await edit(id, { isPublic: true });
    expect(seen(await othersSee(id))).toEqual([4]);

    // Restored while public: the owner publishes that content as the newest version.
    const res = await owner.agent.post(`/api/snippets/${id}/versions/3/restore`);
    expect(res.statusCode, res.body).toBe(200);
    const page = await othersSee(id);
    expect(page).toMatchObject({ numbers: [5, 4] });
    expect(page.versions[0]).toMatchObject({ version: 5, content: 'Draft three' });
    expect(await versionStatus(visitor, id, 3)).toBe(404);
  });
});

describe('over tRPC', () => {
  const trpcGet = async (agent: Agent, path: string, input: object) => {
    const res = await agent.get(
      `/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
    );
    return { status: res.statusCode, data: res.json().result?.data?.json as unknown };
  };
  const update = (input: object) => owner.agent.post('/trpc/snippets.update', { json: input });

  it('the default and the opt-in, read as the app reads them', async () => {
    const quiet = await privateWithSecret();
    expect((await update({ id: quiet, isPublic: true })).statusCode).toBe(200);
    const listed = await trpcGet(visitor, 'versions.list', { id: quiet });
    expect(listed.data).toMatchObject({ total: 1, numbers: [3] });
    expect(
      (await trpcGet(member.agent, 'versions.byNumber', { id: quiet, version: 2 })).status,
    ).toBe(404);

    const open = await privateWithSecret();
    expect((await update({ id: open, isPublic: true, publishHistory: true })).statusCode).toBe(200);
    expect((await trpcGet(member.agent, 'versions.list', { id: open })).data).toMatchObject({
      total: 3,
      numbers: [3, 2, 1],
    });

    const refused = await update({ id: quiet, isPublic: false, publishHistory: true });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain(
      'Only a public prompt can publish its earlier versions.',
    );
  });
});
