import { execute } from '@promptshelf/db';
import { defaultRateLimits } from '@promptshelf/trpc';
import {
  createTestUser,
  insertTestWorkspace,
  invitationTokenMailedTo,
} from '@promptshelf/trpc/testing';
import { apiTokenMessages, invitationMessages, workspaceMessages } from '@promptshelf/validators';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { createAgent, type Agent, type Method } from '../test/http';
import { linkIn, startSmtpSink, type SmtpSink } from '../test/smtp-sink';
import { signIn, signedInUser, tokenAgent } from '../test/users';

let sink: SmtpSink;
let t: Awaited<ReturnType<typeof createTestApp>>;
type Person = Awaited<ReturnType<typeof signedInUser>> & { username: string };

const CALLERS = [
  'visitor',
  'nonMember',
  'superadmin',
  'viewer',
  'editor',
  'admin',
  'owner',
  'adminRead',
  'adminWrite',
  'viewerWrite',
  'removedWrite',
  'workspaceRead',
  'workspaceWrite',
  'otherWorkspace',
] as const;
type Caller = (typeof CALLERS)[number];

const people = {} as Record<
  'nonMember' | 'superadmin' | 'viewer' | 'editor' | 'admin' | 'owner' | 'target' | 'removed',
  Person
>;
/** The callers that hold a token of the case's own workspace, made with it. */
type WorkspaceTokenCaller = 'workspaceRead' | 'workspaceWrite';
const agents = {} as Record<Exclude<Caller, WorkspaceTokenCaller>, Agent>;

async function withUsername(person: Awaited<ReturnType<typeof signedInUser>>): Promise<Person> {
  const profile = await person.agent.get('/api/profile');
  return { ...person, username: profile.json<{ username: string }>().username };
}

beforeAll(async () => {
  sink = await startSmtpSink();
  // Limits out of the way: the matrix sends many requests from one address and person.
  const many = 1_000_000;
  t = await createTestApp({
    smtpUrl: sink.url,
    rateLimits: Object.fromEntries(Object.keys(defaultRateLimits).map((key) => [key, many])),
  });
  for (const name of [
    'nonMember',
    'viewer',
    'editor',
    'admin',
    'owner',
    'target',
    'removed',
  ] as const) {
    people[name] = await withUsername(await signedInUser(t.app, t.db, name.toLowerCase()));
  }
  const email = 'super@example.com';
  const superUser = await createTestUser(t.db, email, { superadmin: true, firstName: 'Super' });
  people.superadmin = await withUsername({
    agent: await signIn(t.app, email),
    email,
    id: superUser.id,
  });

  agents.visitor = createAgent(t.app);
  for (const name of ['nonMember', 'superadmin', 'viewer', 'editor', 'admin', 'owner'] as const) {
    agents[name] = people[name].agent;
  }
  agents.adminRead = await tokenAgent(t.app, people.admin, 'read');
  agents.adminWrite = await tokenAgent(t.app, people.admin, 'write');
  agents.viewerWrite = await tokenAgent(t.app, people.viewer, 'write');
  agents.removedWrite = await tokenAgent(t.app, people.removed, 'write');
  // A write token of a workspace its maker shares with every case's.
  await insertTestWorkspace(t.db, 'elsewhere', [{ userId: people.admin.id, role: 'admin' }]);
  agents.otherWorkspace = await workspaceTokenAgent('elsewhere', 'write').then(
    (made) => made.agent,
  );
});

/** A token of the workspace, made by its admin through the API, and an agent that sends it. */
async function workspaceTokenAgent(slug: string, scope: 'read' | 'write') {
  const res = await people.admin.agent.post(`/api/workspaces/${slug}/tokens`, {
    name: `matrix ${scope}`,
    scope,
  });
  expect(res.statusCode, res.body).toBe(201);
  const { id, token } = res.json<{ id: string; token: string }>();
  return { id, agent: createAgent(t.app, { authorization: `Bearer ${token}` }) };
}
afterAll(async () => {
  await t.close();
  await sink.close();
});

/** What one case starts from: a workspace of its own, with a pending invitation and a prompt. */
type Fixture = {
  slug: string;
  token: string;
  invitationId: number;
  promptId: number;
  collectionId: number;
  tokenId: string;
  tokens: Record<WorkspaceTokenCaller, Agent>;
};

let counter = 0;
async function freshWorkspace(): Promise<Fixture> {
  const slug = `matrix-${++counter}`;
  await insertTestWorkspace(t.db, slug, [
    { userId: people.owner.id, role: 'owner' },
    { userId: people.admin.id, role: 'admin' },
    { userId: people.editor.id, role: 'editor' },
    { userId: people.viewer.id, role: 'viewer' },
    { userId: people.target.id, role: 'viewer' },
    { userId: people.removed.id, role: 'editor' },
  ]);
  const invited = await people.owner.agent.post(`/api/workspaces/${slug}/invitations`, {
    email: people.nonMember.email,
    role: 'viewer',
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const token = await invitationTokenMailedTo(t.db, people.nonMember.email);
  // The removed member's token is refused from the moment they are removed.
  const removed = await people.owner.agent.send(
    'DELETE',
    `/api/workspaces/${slug}/members/${people.removed.username}`,
  );
  expect(removed.statusCode, removed.body).toBe(200);
  const prompt = await people.owner.agent.post('/api/snippets', {
    title: 'Team prompt',
    content: 'Write about [topic].',
    aiTool: 'Claude',
    purpose: 'writing',
    workspace: slug,
  });
  expect(prompt.statusCode, prompt.body).toBe(201);
  const promptId = prompt.json<{ id: number }>().id;
  for (const label of ['staging', 'production']) {
    const labelled = await people.owner.agent.send(
      'PUT',
      `/api/snippets/${promptId}/labels/${label}`,
      { version: 1 },
    );
    expect(labelled.statusCode, labelled.body).toBe(200);
  }
  const collection = await people.owner.agent.post('/api/collections', {
    name: 'Team box',
    workspace: slug,
  });
  expect(collection.statusCode, collection.body).toBe(201);
  const read = await workspaceTokenAgent(slug, 'read');
  const write = await workspaceTokenAgent(slug, 'write');
  return {
    tokenId: read.id,
    tokens: { workspaceRead: read.agent, workspaceWrite: write.agent },
    collectionId: collection.json<{ id: number }>().id,
    slug,
    token,
    invitationId: invited.json<{ id: number }>().id,
    promptId,
  };
}

type Route = {
  method: Method;
  url: (f: Fixture) => string;
  body?: (f: Fixture) => object;
  /** The status each caller gets. */
  expected: Record<Caller, number>;
};

/** Statuses in CALLERS order. */
const statuses = (...codes: number[]) =>
  Object.fromEntries(CALLERS.map((caller, i) => [caller, codes[i]])) as Record<Caller, number>;

// The last three are the case's workspace's read and write tokens and a write token of another
// workspace: they read the workspace and its prompts and collections, write them with write
// scope, and may do nothing else (403).
//                         visitor nonMember super viewer editor admin owner aRead aWrite vWrite removed wRead wWrite other
const anyMember = statuses(401, 404, 404, 200, 200, 200, 200, 200, 200, 200, 404, 200, 200, 404);
const membersOnly = statuses(401, 404, 404, 200, 200, 200, 200, 200, 200, 200, 404, 403, 403, 403);
const adminsRead = statuses(401, 404, 404, 403, 403, 200, 200, 200, 200, 403, 404, 403, 403, 403);
const adminsWrite = statuses(401, 404, 404, 403, 403, 200, 200, 403, 200, 403, 404, 403, 403, 403);
const adminsCreate = statuses(401, 404, 404, 403, 403, 201, 201, 403, 201, 403, 404, 403, 403, 403);
// Token management needs a session: every token is refused before anything else is looked at.
const adminsBySession = (ok: number) =>
  statuses(401, 404, 404, 403, 403, ok, ok, 403, 403, 403, 403, 403, 403, 403);
// A workspace's prompt (visibility workspace): members read it, editors and above change it.
const membersReadPrompt = statuses(
  404,
  404,
  404,
  200,
  200,
  200,
  200,
  200,
  200,
  200,
  404,
  200,
  200,
  404,
);
const membersReact = statuses(401, 404, 404, 200, 200, 200, 200, 403, 200, 200, 404, 403, 403, 403);
const editorsWrite = statuses(401, 404, 404, 403, 200, 200, 200, 403, 200, 403, 404, 403, 200, 404);
// A protected label (production, by default): admins and owners, and their write tokens.
const adminsMoveLabel = statuses(
  401,
  404,
  404,
  403,
  403,
  200,
  200,
  403,
  200,
  403,
  404,
  403,
  403,
  404,
);
const promptFields = { title: 'New', content: 'Write [x].', aiTool: 'Claude', purpose: 'writing' };

const ROUTES: Record<string, Route> = {
  // The registry reads the workspace's prompt by its reference as a prompt by id is read.
  'GET /api/registry/{ref} (a workspace prompt)': {
    method: 'GET',
    url: (f) => `/api/registry/${f.slug}/team-prompt`,
    expected: membersReadPrompt,
  },
  'POST /api/registry/{ref}/render (a workspace prompt)': {
    method: 'POST',
    url: (f) => `/api/registry/${f.slug}/team-prompt/render`,
    body: () => ({ values: { topic: 'tides' } }),
    expected: membersReadPrompt,
  },
  'GET /api/workspaces': {
    method: 'GET',
    url: () => '/api/workspaces',
    expected: statuses(401, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  },
  'POST /api/workspaces': {
    method: 'POST',
    url: () => '/api/workspaces',
    body: () => ({ name: 'Made in the matrix' }),
    expected: statuses(401, 201, 201, 201, 201, 201, 201, 403, 201, 201, 201, 403, 403, 403),
  },
  'GET /api/workspaces/{slug}': {
    method: 'GET',
    url: (f) => `/api/workspaces/${f.slug}`,
    expected: anyMember,
  },
  'PATCH /api/workspaces/{slug}': {
    method: 'PATCH',
    url: (f) => `/api/workspaces/${f.slug}`,
    body: () => ({ name: 'Renamed' }),
    expected: adminsWrite,
  },
  'DELETE /api/workspaces/{slug}': {
    method: 'DELETE',
    url: (f) => `/api/workspaces/${f.slug}`,
    body: (f) => ({ confirm: f.slug }),
    expected: statuses(401, 404, 404, 403, 403, 403, 200, 403, 403, 403, 404, 403, 403, 403),
  },
  'GET /api/workspaces/{slug}/members': {
    method: 'GET',
    url: (f) => `/api/workspaces/${f.slug}/members`,
    expected: membersOnly,
  },
  'PATCH /api/workspaces/{slug}/members/{username}': {
    method: 'PATCH',
    url: (f) => `/api/workspaces/${f.slug}/members/${people.target.username}`,
    body: () => ({ role: 'editor' }),
    expected: adminsWrite,
  },
  'DELETE /api/workspaces/{slug}/members/{username}': {
    method: 'DELETE',
    url: (f) => `/api/workspaces/${f.slug}/members/${people.target.username}`,
    expected: adminsWrite,
  },
  'GET /api/workspaces/{slug}/invitations': {
    method: 'GET',
    url: (f) => `/api/workspaces/${f.slug}/invitations`,
    expected: adminsRead,
  },
  'POST /api/workspaces/{slug}/invitations': {
    method: 'POST',
    url: (f) => `/api/workspaces/${f.slug}/invitations`,
    body: () => ({ email: 'newcomer@example.com', role: 'editor' }),
    expected: adminsCreate,
  },
  'DELETE /api/workspaces/{slug}/invitations/{id}': {
    method: 'DELETE',
    url: (f) => `/api/workspaces/${f.slug}/invitations/${f.invitationId}`,
    expected: adminsWrite,
  },
  'GET /api/workspaces/{slug}/tokens': {
    method: 'GET',
    url: (f) => `/api/workspaces/${f.slug}/tokens`,
    expected: adminsBySession(200),
  },
  'POST /api/workspaces/{slug}/tokens': {
    method: 'POST',
    url: (f) => `/api/workspaces/${f.slug}/tokens`,
    body: () => ({ name: 'Another app', scope: 'read', expiresInDays: 30 }),
    expected: adminsBySession(201),
  },
  'DELETE /api/workspaces/{slug}/tokens/{id}': {
    method: 'DELETE',
    url: (f) => `/api/workspaces/${f.slug}/tokens/${f.tokenId}`,
    expected: adminsBySession(200),
  },
  'GET /api/workspaces/{slug}/activity': {
    method: 'GET',
    url: (f) => `/api/workspaces/${f.slug}/activity`,
    expected: adminsRead,
  },
  'GET /api/workspaces/{slug}/snippets': {
    method: 'GET',
    url: (f) => `/api/workspaces/${f.slug}/snippets?search=team&sortBy=liked&limit=5`,
    expected: anyMember,
  },
  'POST /api/snippets (in a workspace)': {
    method: 'POST',
    url: () => '/api/snippets',
    body: (f) => ({ ...promptFields, workspace: f.slug }),
    expected: statuses(401, 404, 404, 403, 201, 201, 201, 403, 201, 403, 404, 403, 201, 404),
  },
  'GET /api/snippets/{id} (a workspace prompt)': {
    method: 'GET',
    url: (f) => `/api/snippets/${f.promptId}`,
    expected: membersReadPrompt,
  },
  'GET /api/snippets/{id}/versions (a workspace prompt)': {
    method: 'GET',
    url: (f) => `/api/snippets/${f.promptId}/versions`,
    expected: membersReadPrompt,
  },
  'PATCH /api/snippets/{id} (a workspace prompt)': {
    method: 'PATCH',
    url: (f) => `/api/snippets/${f.promptId}`,
    body: () => ({ title: 'Edited', visibility: 'unlisted' }),
    expected: editorsWrite,
  },
  'DELETE /api/snippets/{id} (a workspace prompt)': {
    method: 'DELETE',
    url: (f) => `/api/snippets/${f.promptId}`,
    expected: editorsWrite,
  },
  'POST /api/snippets/{id}/versions/{n}/restore (a workspace prompt)': {
    method: 'POST',
    url: (f) => `/api/snippets/${f.promptId}/versions/1/restore`,
    expected: editorsWrite,
  },
  // Out of the workspace it goes to its author's library: only its author (the owner) takes it.
  'GET /api/snippets/{id}/labels (a workspace prompt)': {
    method: 'GET',
    url: (f) => `/api/snippets/${f.promptId}/labels`,
    expected: membersReadPrompt,
  },
  'GET /api/snippets/{id}/labels/moves (a workspace prompt)': {
    method: 'GET',
    url: (f) => `/api/snippets/${f.promptId}/labels/moves`,
    expected: membersReadPrompt,
  },
  'PUT /api/snippets/{id}/labels/{label} (a workspace prompt)': {
    method: 'PUT',
    url: (f) => `/api/snippets/${f.promptId}/labels/canary`,
    body: () => ({ version: 1 }),
    expected: editorsWrite,
  },
  'PUT /api/snippets/{id}/labels/production (protected)': {
    method: 'PUT',
    url: (f) => `/api/snippets/${f.promptId}/labels/production`,
    body: () => ({ version: 1 }),
    expected: adminsMoveLabel,
  },
  'DELETE /api/snippets/{id}/labels/{label} (a workspace prompt)': {
    method: 'DELETE',
    url: (f) => `/api/snippets/${f.promptId}/labels/staging`,
    expected: editorsWrite,
  },
  'DELETE /api/snippets/{id}/labels/production (protected)': {
    method: 'DELETE',
    url: (f) => `/api/snippets/${f.promptId}/labels/production`,
    expected: adminsMoveLabel,
  },
  'PATCH /api/workspaces/{slug} (protected labels)': {
    method: 'PATCH',
    url: (f) => `/api/workspaces/${f.slug}`,
    body: () => ({ protectedLabels: ['production', 'staging'] }),
    expected: adminsWrite,
  },
  'POST /api/snippets/{id}/move (out of a workspace)': {
    method: 'POST',
    url: (f) => `/api/snippets/${f.promptId}/move`,
    body: () => ({ workspace: null }),
    expected: statuses(401, 404, 404, 403, 403, 403, 200, 403, 403, 403, 404, 403, 403, 403),
  },
  'POST /api/snippets/{id}/like (a workspace prompt)': {
    method: 'POST',
    url: (f) => `/api/snippets/${f.promptId}/like`,
    expected: membersReact,
  },
  'POST /api/snippets/{id}/favorite (a workspace prompt)': {
    method: 'POST',
    url: (f) => `/api/snippets/${f.promptId}/favorite`,
    expected: membersReact,
  },
  'POST /api/snippets/{id}/clone (a workspace prompt)': {
    method: 'POST',
    url: (f) => `/api/snippets/${f.promptId}/clone`,
    expected: statuses(401, 404, 404, 201, 201, 201, 201, 403, 201, 201, 404, 403, 403, 403),
  },
  'GET /api/workspaces/{slug}/collections': {
    method: 'GET',
    url: (f) => `/api/workspaces/${f.slug}/collections`,
    expected: anyMember,
  },
  'POST /api/collections (in a workspace)': {
    method: 'POST',
    url: () => '/api/collections',
    body: (f) => ({ name: 'Another box', workspace: f.slug }),
    expected: statuses(401, 404, 404, 403, 201, 201, 201, 403, 201, 403, 404, 403, 201, 404),
  },
  'GET /api/collections/{id} (a workspace collection)': {
    method: 'GET',
    url: (f) => `/api/collections/${f.collectionId}`,
    expected: membersReadPrompt,
  },
  'PATCH /api/collections/{id} (a workspace collection)': {
    method: 'PATCH',
    url: (f) => `/api/collections/${f.collectionId}`,
    body: () => ({ name: 'Renamed box' }),
    expected: editorsWrite,
  },
  'PUT /api/collections/{id}/snippets/{snippetId} (a workspace collection)': {
    method: 'PUT',
    url: (f) => `/api/collections/${f.collectionId}/snippets/${f.promptId}`,
    expected: editorsWrite,
  },
  'GET /api/invitations/{token}': {
    method: 'GET',
    url: (f) => `/api/invitations/${f.token}`,
    expected: statuses(200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 403),
  },
  // The invitation is for the non-member's address: everyone else is refused, a read token too.
  'POST /api/invitations/{token}/accept': {
    method: 'POST',
    url: (f) => `/api/invitations/${f.token}/accept`,
    expected: statuses(401, 200, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403),
  },
};

// The mail test runs first: the matrix queues hundreds of mails before any later one.
it('mails an invitation whose link a newcomer follows after registering with the address', async () => {
  const { slug } = await freshWorkspace();
  const email = 'newcomer.by.mail@example.com';
  const sent = await people.admin.agent.post(`/api/workspaces/${slug}/invitations`, {
    email: 'Newcomer.By.Mail@Example.com',
    role: 'editor',
  });
  expect(sent.statusCode, sent.body).toBe(201);
  expect(sent.json()).toEqual({
    id: expect.any(Number),
    email,
    role: 'editor',
    invitedBy: { username: people.admin.username, firstName: 'admin' },
    expiresAt: expect.any(String),
  });

  const mail = await sink.waitFor(email, (m) => m.subject.includes('invited'));
  expect(mail.subject).toBe('You are invited to a workspace on Promptshelf');
  expect(mail.text).toContain(`admin invited you to join the workspace “Workspace ${slug}”`);
  const link = linkIn(mail, 'http://promptshelf.test/invite/');
  const token = new URL(link).pathname.split('/').at(-1)!;

  const visitor = createAgent(t.app);
  const shown = await visitor.get(`/api/invitations/${token}`);
  expect(shown.statusCode, shown.body).toBe(200);
  expect(shown.json()).toMatchObject({
    workspace: { slug, name: `Workspace ${slug}` },
    role: 'editor',
    invitedBy: { username: people.admin.username },
  });
  expect(shown.headers['cache-control']).toBe('no-store');
  expect((await visitor.post(`/api/invitations/${token}/accept`)).statusCode).toBe(401);

  // Registers with the invited address, verifies it, signs in and accepts.
  const registered = await visitor.post('/api/auth/register', {
    email,
    password: 'a good password',
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const verify = await sink.waitFor(email, (m) => m.subject.includes('Verify'));
  const verifyUrl = new URL(linkIn(verify, 'http://promptshelf.test/api/auth/verify-email'));
  const verified = await visitor.get(verifyUrl.pathname + verifyUrl.search);
  expect(verified.statusCode).toBeLessThan(400);
  const login = await visitor.post('/api/auth/login', { email, password: 'a good password' });
  expect(login.statusCode, login.body).toBe(200);
  const accepted = await visitor.post(`/api/invitations/${token}/accept`);
  expect(accepted.statusCode, accepted.body).toBe(200);
  expect(accepted.json()).toMatchObject({ slug, role: 'editor' });

  const members = await people.admin.agent.get(`/api/workspaces/${slug}/members`);
  expect(members.json<{ email: string; role: string }[]>()).toContainEqual(
    expect.objectContaining({ email, role: 'editor' }),
  );
  const again = await visitor.post(`/api/invitations/${token}/accept`);
  expect(again.statusCode).toBe(404);
  expect(again.json()).toEqual({ message: invitationMessages.used });
  expect((await visitor.get(`/api/invitations/${token}`)).statusCode).toBe(404);
});

it("loses a member's access at once when they are removed, through their token too", async () => {
  const { slug, promptId } = await freshWorkspace();
  const token = await tokenAgent(t.app, people.editor, 'read');
  expect((await token.get(`/api/workspaces/${slug}`)).statusCode).toBe(200);
  expect((await people.editor.agent.get(`/api/workspaces/${slug}`)).statusCode).toBe(200);
  // Read once before, so a cache of the prompt or the session would answer the next read.
  for (const agent of [token, people.editor.agent]) {
    expect((await agent.get(`/api/snippets/${promptId}`)).statusCode).toBe(200);
  }
  const removed = await people.admin.agent.send(
    'DELETE',
    `/api/workspaces/${slug}/members/${people.editor.username}`,
  );
  expect(removed.json()).toEqual({ message: workspaceMessages.removed });
  for (const agent of [token, people.editor.agent]) {
    const res = await agent.get(`/api/workspaces/${slug}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: workspaceMessages.notFound });
  }
  for (const agent of [token, people.editor.agent]) {
    expect((await agent.get(`/api/snippets/${promptId}`)).statusCode).toBe(404);
    expect((await agent.get(`/api/workspaces/${slug}/snippets`)).statusCode).toBe(404);
  }
  const mine = await token.get('/api/workspaces');
  expect(mine.json<{ slug: string }[]>().map((w) => w.slug)).not.toContain(slug);
});

it("shows a workspace token's secret once; with it an app reads the workspace until it is revoked", async () => {
  const { slug } = await freshWorkspace();
  const created = await people.admin.agent.post(`/api/workspaces/${slug}/tokens`, {
    name: 'Docs site',
    scope: 'read',
    expiresInDays: 365,
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id, token } = created.json<{ id: string; token: string }>();
  expect(created.json()).toMatchObject({
    name: 'Docs site',
    scope: 'read',
    createdBy: { username: people.admin.username },
  });
  const listed = await people.owner.agent.get(`/api/workspaces/${slug}/tokens`);
  expect(listed.json<{ id: string }[]>().map((row) => row.id)).toContain(id);
  expect(listed.body).not.toContain(token.slice(4));

  const app = createAgent(t.app, { authorization: `Bearer ${token}` });
  const prompts = await app.get(`/api/workspaces/${slug}/snippets`);
  expect(prompts.statusCode, prompts.body).toBe(200);
  expect(prompts.json<{ snippets: { title: string }[] }>().snippets.map((p) => p.title)).toEqual([
    'Team prompt',
  ]);
  expect(prompts.headers['cache-control']).toBe('no-store');
  const refused = await app.get('/api/profile');
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toEqual({ message: apiTokenMessages.workspaceOnly });

  const revoked = await people.admin.agent.send('DELETE', `/api/workspaces/${slug}/tokens/${id}`);
  expect(revoked.statusCode, revoked.body).toBe(200);
  const after = await app.get(`/api/workspaces/${slug}/snippets`);
  expect(after.statusCode).toBe(401);
  expect(after.json()).toEqual({ message: apiTokenMessages.invalidToken });
});

/** Every workspace the matrix made goes, so nobody reaches the cap on workspaces. */
async function removeMatrixWorkspaces() {
  await execute(
    t.db,
    sql`delete from workspaces where slug like 'matrix-%' or name = 'Made in the matrix'`,
  );
}

describe('the permission matrix', () => {
  for (const [name, route] of Object.entries(ROUTES)) {
    it(name, async () => {
      const seen = {} as Record<Caller, number>;
      // A read changes nothing, so one workspace serves every caller; a change gets a fresh
      // one per caller, as the caller before may have changed or deleted it.
      const shared = route.method === 'GET' ? await freshWorkspace() : undefined;
      for (const caller of CALLERS) {
        const fixture = shared ?? (await freshWorkspace());
        const agent =
          caller in fixture.tokens
            ? fixture.tokens[caller as WorkspaceTokenCaller]
            : agents[caller as Exclude<Caller, WorkspaceTokenCaller>];
        const res = await agent.send(route.method, route.url(fixture), route.body?.(fixture));
        seen[caller] = res.statusCode;
        if (res.statusCode >= 400)
          expect(res.json(), `${caller}: ${res.body}`).toHaveProperty('message');
        if (res.statusCode === 404 && name.includes('{slug}')) {
          expect(res.json().message, caller).toBe(workspaceMessages.notFound);
        }
        if (!shared) await removeMatrixWorkspaces();
      }
      await removeMatrixWorkspaces();
      expect(seen).toEqual(route.expected);
    });
  }
});
