import { notifications, promptSuggestions, snippetVersions } from '@promptshelf/db';
import { createTestUser, insertTestWorkspace } from '@promptshelf/trpc/testing';
import {
  includeMessages,
  promptMessages,
  SUGGESTION_NOTE_MAX,
  suggestionMessages,
} from '@promptshelf/validators';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { createAgent, type Agent, type Method } from '../test/http';
import { brokenInvariants, NONE_BROKEN } from '../test/invariants';
import { createPrompt } from '../test/prompts';
import { signIn, signedInUser, tokenAgent } from '../test/users';

// Suggested edits over REST (docs/decisions/233-suggested-edits.md).

let t: Awaited<ReturnType<typeof createTestApp>>;

const CALLERS = [
  'visitor',
  'author',
  'suggester',
  'stranger',
  'superadmin',
  'authorRead',
  'authorWrite',
  'suggesterRead',
  'suggesterWrite',
] as const;
type Caller = (typeof CALLERS)[number];
const agents = {} as Record<Caller, Agent>;
let author: { id: string; username: string };
let suggester: { id: string; username: string };

async function usernameOf(agent: Agent) {
  return (await agent.get('/api/auth/user')).json<{ username: string }>().username;
}

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { loginPerIp: 10_000, suggestionPerUser: 1000 } });
  const a = await signedInUser(t.app, t.db, 'author');
  const s = await signedInUser(t.app, t.db, 'suggester');
  agents.visitor = createAgent(t.app);
  agents.author = a.agent;
  agents.suggester = s.agent;
  agents.stranger = (await signedInUser(t.app, t.db, 'stranger')).agent;
  await createTestUser(t.db, 'super.suggestions@example.com', { superadmin: true });
  agents.superadmin = await signIn(t.app, 'super.suggestions@example.com');
  agents.authorRead = await tokenAgent(t.app, a, 'read');
  agents.authorWrite = await tokenAgent(t.app, a, 'write');
  agents.suggesterRead = await tokenAgent(t.app, s, 'read');
  agents.suggesterWrite = await tokenAgent(t.app, s, 'write');
  author = { id: a.id, username: await usernameOf(a.agent) };
  suggester = { id: s.id, username: await usernameOf(s.agent) };
});
afterAll(() => t.close());

const proposal = (fields: object = {}) => ({
  title: 'Summarise a meeting, briefly',
  content: 'Summarise the notes from [meeting] for [audience] in five bullets.',
  tags: ['meetings'],
  note: 'Five bullets read faster.',
  ...fields,
});

type Suggestion = {
  id: number;
  status: string;
  baseVersion: number;
  reason: string | null;
  acceptedVersion: number | null;
  suggester: { username: string };
};

async function suggest(agent: Agent, promptId: number, fields: object = {}) {
  const res = await agent.post(`/api/snippets/${promptId}/suggestions`, proposal(fields));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Suggestion>();
}

/** A public prompt of the author's with one open suggestion of the suggester's. */
async function promptWithSuggestion() {
  const prompt = await createPrompt(agents.author, { isPublic: true });
  const suggestion = await suggest(agents.suggester, prompt.id);
  return { promptId: prompt.id, suggestionId: suggestion.id };
}

async function listOf(agent: Agent, promptId: number, status = 'open') {
  const res = await agent.get(`/api/snippets/${promptId}/suggestions?status=${status}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ suggestions: Suggestion[]; nextCursor: number | null; canDecide: boolean }>();
}

async function suggestionRows(promptId: number) {
  const [row] = await t.db
    .select({ n: count() })
    .from(promptSuggestions)
    .where(eq(promptSuggestions.snippetId, promptId));
  return row!.n;
}

type Route = { method: Method; path: (ids: Ids) => string; body?: object; expected: number[] };
type Ids = { promptId: number; suggestionId: number };

//   visitor author suggester stranger super aRead aWrite sRead sWrite
const ROUTES: Record<string, Route> = {
  'GET /api/snippets/{id}/suggestions': {
    method: 'GET',
    path: (ids) => `/api/snippets/${ids.promptId}/suggestions`,
    expected: [401, 200, 200, 200, 200, 200, 200, 200, 200],
  },
  'POST /api/snippets/{id}/suggestions': {
    method: 'POST',
    path: (ids) => `/api/snippets/${ids.promptId}/suggestions`,
    body: proposal({ title: 'Another title' }),
    expected: [401, 400, 201, 201, 201, 403, 400, 403, 201],
  },
  'POST /api/suggestions/{id}/accept': {
    method: 'POST',
    path: (ids) => `/api/suggestions/${ids.suggestionId}/accept`,
    expected: [401, 200, 403, 404, 404, 403, 200, 403, 403],
  },
  'POST /api/suggestions/{id}/decline': {
    method: 'POST',
    path: (ids) => `/api/suggestions/${ids.suggestionId}/decline`,
    body: { reason: 'Not now' },
    expected: [401, 200, 403, 404, 404, 403, 200, 403, 403],
  },
  'DELETE /api/suggestions/{id}': {
    method: 'DELETE',
    path: (ids) => `/api/suggestions/${ids.suggestionId}`,
    expected: [401, 403, 200, 404, 404, 403, 403, 403, 200],
  },
};

const statuses = (codes: number[]) =>
  Object.fromEntries(CALLERS.map((caller, i) => [caller, codes[i]])) as Record<Caller, number>;

describe('who may suggest, list and decide suggestions', () => {
  for (const [name, route] of Object.entries(ROUTES)) {
    it(name, async () => {
      const seen = {} as Record<Caller, number>;
      for (const caller of CALLERS) {
        const ids = await promptWithSuggestion();
        const res = await agents[caller].send(route.method, route.path(ids), route.body);
        seen[caller] = res.statusCode;
        if (res.statusCode >= 400) expect(res.json()).toHaveProperty('message');
        if (res.statusCode === 404) {
          expect(res.json()).toEqual({ message: suggestionMessages.notFound });
        }
      }
      expect(seen).toEqual(statuses(route.expected));
    });
  }

  it('lists every suggestion to whoever may edit the prompt, and a member their own only', async () => {
    const { promptId } = await promptWithSuggestion();
    await suggest(agents.stranger, promptId, { title: 'A stranger’s title' });
    const seen: Record<string, [number, boolean]> = {};
    for (const caller of ['author', 'authorRead', 'suggester', 'stranger', 'superadmin'] as const) {
      const list = await listOf(agents[caller], promptId);
      seen[caller] = [list.suggestions.length, list.canDecide];
    }
    expect(seen).toEqual({
      author: [2, true],
      authorRead: [2, true],
      suggester: [1, false],
      stranger: [1, false],
      superadmin: [0, false],
    });
  });
});

describe('suggesting', () => {
  it('refuses bad input with a clear 400 and writes nothing', async () => {
    const { id } = await createPrompt(agents.author, { isPublic: true });
    const cases: [object, string][] = [
      [proposal({ note: '' }), suggestionMessages.noteRequired],
      [proposal({ note: 'x'.repeat(SUGGESTION_NOTE_MAX + 1) }), suggestionMessages.noteMax],
      [
        proposal({
          title: 'Summarise a meeting',
          content: 'Summarise the notes from [meeting] for [audience].',
          tags: [],
        }),
        suggestionMessages.noChange,
      ],
      [proposal({ title: ' ' }), promptMessages.required],
    ];
    for (const [body, message] of cases) {
      const res = await agents.suggester.post(`/api/snippets/${id}/suggestions`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ message });
    }
    expect(await suggestionRows(id)).toBe(0);
  });

  it('is for public prompts the member may read, a few open at a time', async () => {
    const privateOne = await createPrompt(agents.author, { visibility: 'private' });
    const hidden = await agents.suggester.post(
      `/api/snippets/${privateOne.id}/suggestions`,
      proposal(),
    );
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: promptMessages.notFound });
    const unlisted = await createPrompt(agents.author, { visibility: 'unlisted' });
    const refused = await agents.suggester.post(
      `/api/snippets/${unlisted.id}/suggestions`,
      proposal(),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: suggestionMessages.publicOnly });

    const { id } = await createPrompt(agents.author, { isPublic: true });
    for (const title of ['One', 'Two', 'Three']) await suggest(agents.suggester, id, { title });
    const fourth = await agents.suggester.post(`/api/snippets/${id}/suggestions`, proposal());
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({ message: suggestionMessages.tooManyOpen });
    expect(await suggestionRows(id)).toBe(3);
  });

  it('tells the author of a new suggestion', async () => {
    const { promptId, suggestionId } = await promptWithSuggestion();
    const rows = await t.db
      .select({ kind: notifications.kind, actorId: notifications.actorId })
      .from(notifications)
      .where(
        and(eq(notifications.recipientId, author.id), eq(notifications.suggestionId, suggestionId)),
      );
    expect(rows).toEqual([{ kind: 'suggestion', actorId: suggester.id }]);
    expect(promptId).toBeGreaterThan(0);
  });
});

describe('deciding', () => {
  it('accepts a suggestion on a prompt that changed since: its text becomes the next version, credited', async () => {
    const { promptId, suggestionId } = await promptWithSuggestion();
    const edited = await agents.author.send('PATCH', `/api/snippets/${promptId}`, {
      content: 'Summarise [meeting] in one line.',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [open] = (await listOf(agents.author, promptId)).suggestions;
    expect(open).toMatchObject({ id: suggestionId, baseVersion: 1, status: 'open' });

    const accepted = await agents.author.post(`/api/suggestions/${suggestionId}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', acceptedVersion: 3 });

    const prompt = (await agents.visitor.get(`/api/snippets/${promptId}`)).json<{
      title: string;
      content: string;
      tags: string[];
      version: number;
    }>();
    expect(prompt).toMatchObject({
      title: proposal().title,
      content: proposal().content,
      tags: ['meetings'],
      version: 3,
    });
    const history = (await agents.visitor.get(`/api/snippets/${promptId}/versions`)).json<{
      versions: { version: number; note: string | null; suggestedBy: unknown; author: unknown }[];
    }>();
    expect(history.versions.map((v) => [v.version, v.suggestedBy])).toEqual([
      [3, { username: suggester.username }],
      [2, null],
      [1, null],
    ]);
    expect(history.versions[0]).toMatchObject({
      note: proposal().note,
      author: { username: author.username },
    });
    // The suggester sees the outcome; the author's open list is empty.
    const mine = await listOf(agents.suggester, promptId, 'all');
    expect(mine.suggestions).toEqual([expect.objectContaining({ status: 'accepted' })]);
    expect((await listOf(agents.author, promptId)).suggestions).toEqual([]);
    const again = await agents.author.post(`/api/suggestions/${suggestionId}/accept`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: suggestionMessages.notOpen });
    const [outcome] = await t.db
      .select({ data: notifications.data })
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientId, suggester.id),
          eq(notifications.kind, 'suggestion_outcome'),
          eq(notifications.suggestionId, suggestionId),
        ),
      );
    expect(outcome?.data).toEqual({ outcome: 'accepted', reason: null });
  });

  it('accepts through the checks of an edit: an include the author cannot read refuses it', async () => {
    const mine = await createPrompt(agents.suggester, { visibility: 'private' });
    const { id } = await createPrompt(agents.author, { isPublic: true });
    const suggestion = await suggest(agents.suggester, id, {
      content: `Summarise [meeting]. {{> @${suggester.username}/${mine.name}}}`,
    });
    const res = await agents.author.post(`/api/suggestions/${suggestion.id}/accept`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: includeMessages.notFound(`@${suggester.username}/${mine.name}`),
    });
    const [versions] = await t.db
      .select({ n: count() })
      .from(snippetVersions)
      .where(eq(snippetVersions.snippetId, id));
    expect(versions!.n).toBe(1);
    expect((await listOf(agents.author, id)).suggestions).toEqual([
      expect.objectContaining({ id: suggestion.id, status: 'open' }),
    ]);
  });

  it('declines with a reason the suggester reads', async () => {
    const { promptId, suggestionId } = await promptWithSuggestion();
    const res = await agents.author.post(`/api/suggestions/${suggestionId}/decline`, {
      reason: 'I keep it open-ended on purpose.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mine] = (await listOf(agents.suggester, promptId, 'all')).suggestions;
    expect(mine).toMatchObject({
      status: 'declined',
      reason: 'I keep it open-ended on purpose.',
    });
    const prompt = (await agents.visitor.get(`/api/snippets/${promptId}`)).json<{
      version: number;
    }>();
    expect(prompt.version).toBe(1);
    const tooLong = await agents.author.post(`/api/suggestions/${suggestionId}/decline`, {
      reason: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ message: suggestionMessages.reasonMax });
  });

  it('withdraws: the suggestion is gone', async () => {
    const { promptId, suggestionId } = await promptWithSuggestion();
    const res = await agents.suggester.send('DELETE', `/api/suggestions/${suggestionId}`);
    expect(res.json()).toEqual({ message: suggestionMessages.withdrawn });
    expect(await suggestionRows(promptId)).toBe(0);
    const again = await agents.suggester.send('DELETE', `/api/suggestions/${suggestionId}`);
    expect(again.statusCode).toBe(404);
  });

  it('keeps suggestions for the author when the prompt turns private, and deletes them with it', async () => {
    const { promptId, suggestionId } = await promptWithSuggestion();
    const hidden = await agents.author.send('PATCH', `/api/snippets/${promptId}`, {
      visibility: 'private',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const theirs = await agents.suggester.get(`/api/snippets/${promptId}/suggestions`);
    expect(theirs.statusCode).toBe(404);
    expect((await listOf(agents.author, promptId)).suggestions).toHaveLength(1);
    const declined = await agents.author.post(`/api/suggestions/${suggestionId}/decline`, {});
    expect(declined.statusCode).toBe(200);
    const deleted = await agents.author.send('DELETE', `/api/snippets/${promptId}`);
    expect(deleted.statusCode).toBe(200);
    expect(await suggestionRows(promptId)).toBe(0);
  });

  it('pages the list newest first by id', async () => {
    const { id } = await createPrompt(agents.author, { isPublic: true });
    const made = [];
    for (const title of ['One', 'Two', 'Three']) {
      made.push((await suggest(agents.suggester, id, { title })).id);
    }
    const first = await agents.author.get(`/api/snippets/${id}/suggestions?limit=2`);
    const page = first.json<{ suggestions: Suggestion[]; nextCursor: number }>();
    expect(page.suggestions.map((s) => s.id)).toEqual([made[2], made[1]]);
    const second = await agents.author.get(
      `/api/snippets/${id}/suggestions?limit=2&cursor=${page.nextCursor}`,
    );
    expect(second.json()).toMatchObject({ suggestions: [{ id: made[0] }], nextCursor: null });
  });
});

describe('a workspace prompt', () => {
  it('is decided by its editors; its viewers suggest like any member', async () => {
    const editor = await signedInUser(t.app, t.db, 'editor');
    const viewer = await signedInUser(t.app, t.db, 'viewer');
    await insertTestWorkspace(t.db, 'suggested-edits', [
      { userId: author.id, role: 'owner' },
      { userId: editor.id, role: 'editor' },
      { userId: viewer.id, role: 'viewer' },
    ]);
    const { id } = await createPrompt(agents.author, {
      workspace: 'suggested-edits',
      visibility: 'public',
    });
    const fromEditor = await editor.agent.post(`/api/snippets/${id}/suggestions`, proposal());
    expect(fromEditor.statusCode).toBe(400);
    expect(fromEditor.json()).toEqual({ message: suggestionMessages.ownPrompt });
    const suggestion = await suggest(viewer.agent, id);
    expect((await listOf(editor.agent, id)).canDecide).toBe(true);
    expect((await listOf(viewer.agent, id)).canDecide).toBe(false);
    const accepted = await editor.agent.post(`/api/suggestions/${suggestion.id}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', acceptedVersion: 2 });
  });

  it('leaves every invariant whole', async () => {
    expect(await brokenInvariants(t.db)).toEqual(NONE_BROKEN);
  });
});

describe('the rate limit', () => {
  it('refuses a member’s suggestions past the hour’s allowance with a 429', async () => {
    const limited = await createTestApp({ rateLimits: { suggestionPerUser: 2 } });
    try {
      const owner = await signedInUser(limited.app, limited.db, 'owner');
      const member = await signedInUser(limited.app, limited.db, 'member');
      const first = await createPrompt(owner.agent, { isPublic: true });
      const second = await createPrompt(owner.agent, { isPublic: true });
      const answers = [];
      for (const id of [first.id, first.id, second.id]) {
        answers.push(
          (await member.agent.post(`/api/snippets/${id}/suggestions`, proposal())).statusCode,
        );
      }
      expect(answers).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
