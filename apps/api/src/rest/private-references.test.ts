import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import type { Agent } from '../test/http';
import { signedInUser } from '../test/users';
import { createPrompt } from '../test/prompts';

// Every read that names someone else's prompt by id or title checks, when it is read, that the
// reader may still see it: once its owner makes it private, nothing tells that it exists.

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let member: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { loginPerIp: 10_000 } });
  owner = await signedInUser(t.app, t.db, 'owner');
  member = await signedInUser(t.app, t.db, 'member');
});
afterAll(() => t.close());

async function trpcQuery(agent: Agent, path: string, input: object) {
  const res = await agent.get(
    `/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.data.json as unknown;
}

async function publicPrompt(title: string) {
  const content = `${title}: write about [topic]`;
  return (await createPrompt(owner.agent, { title, content, isPublic: true })).id;
}

async function makePrivate(id: number) {
  const res = await owner.agent.send('PATCH', `/api/snippets/${id}`, { isPublic: false });
  expect(res.statusCode, res.body).toBe(200);
}

describe("someone else's prompt that turned private", () => {
  it('is no longer among the collections holding it (collections.holding)', async () => {
    const id = await publicPrompt('Held prompt');
    const made = await member.agent.post('/api/collections', { name: 'Keepers' });
    expect(made.statusCode, made.body).toBe(201);
    const collectionId = made.json().id as number;
    const put = await member.agent.send('PUT', `/api/collections/${collectionId}/snippets/${id}`);
    expect(put.statusCode, put.body).toBe(200);
    expect(await trpcQuery(member.agent, 'collections.holding', { snippetId: id })).toEqual([
      collectionId,
    ]);

    await makePrivate(id);
    // The same answer as for a prompt that never existed.
    expect(await trpcQuery(member.agent, 'collections.holding', { snippetId: id })).toEqual([]);
    expect(
      await trpcQuery(member.agent, 'collections.holding', { snippetId: 2_147_483_647 }),
    ).toEqual([]);
    // The collection page leaves it out as well.
    const page = await member.agent.get(`/api/collections/${collectionId}`);
    expect(page.json().snippets).toEqual([]);
  });

  it("is not named by the member's copy: no 'your copy' answer (snippets.myCopy)", async () => {
    const id = await publicPrompt('Copied prompt');
    const clone = await member.agent.post(`/api/snippets/${id}/clone`);
    expect(clone.statusCode, clone.body).toBe(201);
    const copy = clone.json() as { id: number; title: string };
    expect(await trpcQuery(member.agent, 'snippets.myCopy', { id })).toEqual({
      id: copy.id,
      title: 'Copied prompt',
    });

    await makePrivate(id);
    expect(await trpcQuery(member.agent, 'snippets.myCopy', { id })).toBeNull();
    // The copy itself stays the member's, without its attribution.
    const own = await member.agent.get(`/api/snippets/${copy.id}`);
    expect(own.json()).toMatchObject({ title: 'Copied prompt', clonedFrom: null });
  });

  it("is not named as a clone's original in the member's JSON export", async () => {
    const id = await publicPrompt('Exported original');
    const clone = await member.agent.post(`/api/snippets/${id}/clone`);
    const copyId = clone.json().id as number;
    type Exported = { prompts: { id: number; clonedFrom: { id: number } | null }[] };
    const exported = async () => {
      const res = await member.agent.get('/api/export?format=json');
      expect(res.statusCode, res.body).toBe(200);
      return (JSON.parse(res.body) as Exported).prompts.find((p) => p.id === copyId)!;
    };
    expect((await exported()).clonedFrom).toEqual({ id, version: 1 });

    await makePrivate(id);
    const after = await exported();
    expect(after.clonedFrom).toBeNull();
    expect(JSON.stringify(after)).not.toContain(`"id":${id}`);
    // The other formats never name an original at all.
    for (const format of ['csv', 'markdown']) {
      const res = await member.agent.get(`/api/export?format=${format}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/cloned/i);
    }
  });
});
