import { createTestUser } from '@promptshelf/trpc/testing';
import {
  labelMessages,
  promptMessages,
  promptNameMessages,
  registryMessages,
} from '@promptshelf/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { createAgent, type Agent } from '../test/http';
import { createPrompt } from '../test/prompts';
import { signIn, signedInUser } from '../test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
type Person = Awaited<ReturnType<typeof signedInUser>> & { username: string };
let owner: Person;
let other: Person;
const agents = {} as Record<
  'visitor' | 'owner' | 'other' | 'superadmin' | 'ownerRead' | 'ownerWrite' | 'otherRead',
  Agent
>;

async function person(name: string): Promise<Person> {
  const made = await signedInUser(t.app, t.db, name);
  const profile = await made.agent.get('/api/profile');
  return { ...made, username: profile.json<{ username: string }>().username };
}

async function tokenAgent(of: Person, scope: 'read' | 'write') {
  const res = await of.agent.post('/api/tokens', { name: `registry ${scope}`, scope });
  expect(res.statusCode, res.body).toBe(201);
  return createAgent(t.app, { authorization: `Bearer ${res.json<{ token: string }>().token}` });
}

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { loginPerIp: 10_000 } });
  owner = await person('owner');
  other = await person('other');
  await createTestUser(t.db, 'registry-super@example.com', { superadmin: true });
  agents.visitor = createAgent(t.app);
  agents.owner = owner.agent;
  agents.other = other.agent;
  agents.superadmin = await signIn(t.app, 'registry-super@example.com');
  agents.ownerRead = await tokenAgent(owner, 'read');
  agents.ownerWrite = await tokenAgent(owner, 'write');
  agents.otherRead = await tokenAgent(other, 'read');
});
afterAll(() => t.close());

const CALLERS = Object.keys({
  visitor: 0,
  owner: 0,
  other: 0,
  superadmin: 0,
  ownerRead: 0,
  ownerWrite: 0,
  otherRead: 0,
}) as (keyof typeof agents)[];

// The workspace roles and workspace tokens are in the matrix of workspaces.test.ts.
describe('the permission matrix of a personal prompt', () => {
  //                   visitor owner other super oRead oWrite xRead
  const everyone = [200, 200, 200, 200, 200, 200, 200];
  const ownerOnly = [404, 200, 404, 404, 200, 200, 404];
  for (const [visibility, expected] of [
    ['public', everyone],
    ['unlisted', everyone],
    ['private', ownerOnly],
  ] as const) {
    it(`reads and renders a ${visibility} prompt for exactly its readers`, async () => {
      const name = `matrix-${visibility}`;
      await createPrompt(owner.agent, { name, visibility });
      const ref = `@${owner.username}/${name}`;
      const seen = { get: [] as number[], render: [] as number[] };
      for (const caller of CALLERS) {
        const got = await agents[caller].get(`/api/registry/${ref}`);
        const rendered = await agents[caller].post(`/api/registry/${ref}/render`, { values: {} });
        seen.get.push(got.statusCode);
        seen.render.push(rendered.statusCode);
        for (const res of [got, rendered]) {
          // Refused exactly as a prompt that does not exist.
          if (res.statusCode === 404)
            expect(res.json()).toEqual({ message: promptMessages.notFound });
        }
      }
      expect(seen).toEqual({ get: [...expected], render: [...expected] });
    });
  }
});

describe('GET /api/registry/{ref}', () => {
  it('answers the shape with a strong ETag, and 304 to If-None-Match until the prompt changes', async () => {
    const made = await createPrompt(owner.agent, {
      title: 'Support reply',
      name: 'support/reply',
      content: 'Answer [customer] kindly.',
    });
    const url = `/api/registry/@${owner.username}/support/reply`;
    const first = await agents.visitor.get(url);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      ref: `@${owner.username}/support/reply`,
      name: 'support/reply',
      version: 1,
      labels: ['latest'],
      title: 'Support reply',
      content: 'Answer [customer] kindly.',
      variables: [{ name: 'customer', type: 'text' }],
      updatedAt: expect.any(String),
    });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // An encoded slash reads the same prompt.
    const encoded = await agents.visitor.get(url.replace('support/reply', 'support%2Freply'));
    expect(encoded.headers.etag).toBe(etag);

    const edit = await owner.agent.send('PATCH', `/api/snippets/${made.id}`, {
      content: 'Answer [customer] briefly.',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const changed = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json()).toMatchObject({ version: 2, content: 'Answer [customer] briefly.' });
    expect((await agents.visitor.get(`${url}?version=1`)).json()).toMatchObject({ version: 1 });
  });

  it('answers bad input with a clear 4xx message', async () => {
    const ref = `@${owner.username}/nothing-here`;
    const cases: [string, number, string][] = [
      [`/api/registry/${ref}`, 404, promptMessages.notFound],
      [`/api/registry/${ref}?label=production`, 404, promptMessages.notFound],
      ['/api/registry/no-slash', 400, promptNameMessages.badReference],
      [`/api/registry/@${owner.username}/UPPER`, 400, promptNameMessages.badReference],
      [`/api/registry/${ref}?label=Bad%20Label`, 400, labelMessages.invalid],
      [`/api/registry/${ref}?version=0`, 400, 'Invalid version number'],
      [`/api/registry/${ref}?version=1&label=latest`, 400, registryMessages.labelOrVersion],
    ];
    for (const [url, status, message] of cases) {
      const res = await agents.visitor.get(url);
      expect([url, res.statusCode, res.json().message]).toEqual([url, status, message]);
    }
    const made = await createPrompt(owner.agent, { name: 'labelled' });
    const label = await agents.visitor.get(
      `/api/registry/@${owner.username}/labelled?label=staging`,
    );
    expect(label.statusCode).toBe(404);
    expect(label.json()).toEqual({ message: labelMessages.notFound });
    expect(made.id).toBeGreaterThan(0);
  });
});

describe('POST /api/registry/{ref}/render', () => {
  it('fills the prompt and names what is missing; a path without /render has no reference', async () => {
    await createPrompt(owner.agent, {
      name: 'greeting',
      content: 'Hello [name], welcome to [place].',
    });
    const url = `/api/registry/@${owner.username}/greeting`;
    const res = await agents.otherRead.post(`${url}/render`, { values: { name: 'Ada' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ text: 'Hello Ada, welcome to .', missing: ['place'] });
    const bad = await agents.visitor.post(`${url}/render`, { values: { name: 42 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('message');
    const noRender = await agents.visitor.post(url, { values: {} });
    expect(noRender.statusCode).toBe(400);
    expect(noRender.json()).toEqual({ message: promptNameMessages.badReference });
  });
});

describe('names through /api/snippets', () => {
  it('creates with a name, renames by PATCH, and refuses a taken name with 400', async () => {
    const first = await createPrompt(owner.agent, { name: 'rest-name' });
    expect(first).toMatchObject({ name: 'rest-name', ref: `@${owner.username}/rest-name` });
    const taken = await owner.agent.post('/api/snippets', {
      title: 'x',
      content: 'y',
      aiTool: 'Claude',
      purpose: 'writing',
      name: 'rest-name',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ message: promptNameMessages.takenPersonal });
    const renamed = await owner.agent.send('PATCH', `/api/snippets/${first.id}`, {
      name: 'rest-renamed',
    });
    expect(renamed.json()).toMatchObject({ name: 'rest-renamed' });
    // The old reference keeps answering, with the new one in the answer.
    const old = await agents.visitor.get(`/api/registry/@${owner.username}/rest-name`);
    expect(old.json()).toMatchObject({ ref: `@${owner.username}/rest-renamed` });
  });
});
