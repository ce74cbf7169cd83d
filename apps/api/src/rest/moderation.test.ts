import {
  moderationActions,
  notifications,
  promptComments,
  promptModerationLocks,
  reportCases,
  reports,
  snippets,
  userProfiles,
  users,
} from '@promptshelf/db';
import { insertTestPrompt, insertTestWorkspace } from '@promptshelf/trpc/testing';
import { apiTokenMessages } from '@promptshelf/validators';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { createAgent, type Agent, type Method } from '../test/http';
import { signedInUser, tokenAgent } from '../test/users';

// Reports, their outcomes and the hold on a prompt unpublished by moderation (decision 236),
// through the REST paths: who may call each, and what a person would notice.

let t: Awaited<ReturnType<typeof createTestApp>>;
type Person = Awaited<ReturnType<typeof signedInUser>> & { username: string };
let author: Person;
let member: Person;
let other: Person;
let admin: Person;
let read: Agent;
let write: Agent;
// A workspace the author owns, with a viewer and an editor, and a write token of its own.
let workspaceId: number;
let wsViewer: Person;
let wsEditor: Person;
let wsToken: Agent;

async function person(name: string): Promise<Person> {
  const user = await signedInUser(t.app, t.db, name);
  const [profile] = await t.db
    .select({ username: userProfiles.username })
    .from(userProfiles)
    .where(eq(userProfiles.userId, user.id));
  return { ...user, username: profile!.username };
}

beforeAll(async () => {
  t = await createTestApp();
  author = await person('author');
  member = await person('member');
  other = await person('other');
  admin = await person('admin');
  await t.db.update(users).set({ superadmin: true }).where(eq(users.id, admin.id));
  read = await tokenAgent(t.app, member, 'read');
  write = await tokenAgent(t.app, member, 'write');
  wsViewer = await person('viewer');
  wsEditor = await person('editor');
  workspaceId = await insertTestWorkspace(t.db, 'reported', [
    { userId: author.id, role: 'owner' },
    { userId: wsViewer.id, role: 'viewer' },
    { userId: wsEditor.id, role: 'editor' },
  ]);
  const made = await author.agent.post('/api/workspaces/reported/tokens', {
    name: 'Matrix',
    scope: 'write',
  });
  expect(made.statusCode, made.body).toBe(201);
  wsToken = createAgent(t.app, {
    authorization: `Bearer ${made.json<{ token: string }>().token}`,
  });
});
afterAll(() => t.close());

const publicPrompt = (title = 'Cheap watches') => insertTestPrompt(t.db, author.id, title);
/** A public prompt of the author's workspace. */
const workspacePrompt = (title = 'Team watches') =>
  insertTestPrompt(t.db, author.id, title, { workspaceId });

/** A comment by the author on their public prompt (or their workspace's). */
async function authorComment(body = 'Visit my shop', inWorkspace = false) {
  const promptId = inWorkspace
    ? await workspacePrompt('Commented')
    : await publicPrompt('Commented');
  const [row] = await t.db
    .insert(promptComments)
    .values({ snippetId: promptId, authorId: author.id, body })
    .returning({ id: promptComments.id });
  return row!.id;
}

/** The lines of a person's notifications, newest first. */
async function lines(agent: Agent) {
  const res = await agent.get('/api/notifications?limit=100');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ notifications: { text: string }[] }>().notifications.map((n) => n.text);
}

/** A prompt of the author (or their workspace) unpublished by a superadmin, so held. */
async function heldPrompt(reviewAsked = false, inWorkspace = false) {
  const id = inWorkspace ? await workspacePrompt('Held') : await publicPrompt('Held');
  const res = await admin.agent.post(`/api/superadmin/snippets/${id}/unpublish`, {
    reason: 'Spam',
  });
  expect(res.statusCode).toBe(200);
  if (reviewAsked) {
    expect((await author.agent.post(`/api/snippets/${id}/review-request`, {})).statusCode).toBe(
      200,
    );
  }
  return id;
}

/** An open case on a fresh prompt, reported by `other`. */
async function openCase() {
  const id = await publicPrompt();
  const res = await other.agent.post(`/api/snippets/${id}/report`, { reason: 'spam' });
  expect(res.statusCode).toBe(201);
  const [row] = await t.db
    .select({ id: reportCases.id })
    .from(reportCases)
    .where(eq(reportCases.targetId, String(id)));
  return row!.id;
}

describe('the permission matrix', () => {
  // The author owns the workspace; its viewer and editor, and its token, are asked of every
  // route, with the routes on a workspace's prompt beside those on a personal one.
  const callers = [
    'visitor',
    'member',
    'author',
    'superadmin',
    'read',
    'write',
    'wsViewer',
    'wsEditor',
    'wsToken',
  ] as const;
  type Caller = (typeof callers)[number];
  const agentOf = (caller: Caller): Agent =>
    ({
      visitor: createAgent(t.app),
      member: member.agent,
      author: author.agent,
      superadmin: admin.agent,
      read,
      write,
      wsViewer: wsViewer.agent,
      wsEditor: wsEditor.agent,
      wsToken,
    })[caller];
  //                      visitor member author super read write wsViewer wsEditor wsToken
  const statuses = (codes: number[]) =>
    Object.fromEntries(callers.map((caller, i) => [caller, codes[i]])) as Record<Caller, number>;
  const superadminOnly = statuses([401, 403, 403, 200, 403, 403, 403, 403, 403]);
  const routes: {
    method: Method;
    name: string;
    path: () => Promise<string>;
    body?: object;
    expected: Record<Caller, number>;
  }[] = [
    {
      method: 'POST',
      name: '/api/snippets/{id}/report',
      path: async () => `/api/snippets/${await publicPrompt()}/report`,
      body: { reason: 'spam', note: 'Sells watches' },
      expected: statuses([401, 201, 400, 201, 403, 201, 201, 201, 403]),
    },
    {
      // The workspace's own people may not report its prompts: they are theirs to change.
      method: 'POST',
      name: '/api/snippets/{id}/report, a workspace prompt',
      path: async () => `/api/snippets/${await workspacePrompt()}/report`,
      body: { reason: 'spam' },
      expected: statuses([401, 201, 400, 201, 403, 201, 400, 400, 403]),
    },
    {
      method: 'POST',
      name: '/api/comments/{id}/report',
      path: async () => `/api/comments/${await authorComment()}/report`,
      body: { reason: 'spam' },
      expected: statuses([401, 201, 400, 201, 403, 201, 201, 201, 403]),
    },
    {
      method: 'POST',
      name: '/api/comments/{id}/report, on a workspace prompt',
      path: async () => `/api/comments/${await authorComment('Visit my shop', true)}/report`,
      body: { reason: 'spam' },
      expected: statuses([401, 201, 400, 201, 403, 201, 201, 201, 403]),
    },
    {
      method: 'POST',
      name: '/api/users/{username}/report',
      path: async () => {
        await t.db.delete(reportCases);
        return `/api/users/${author.username}/report`;
      },
      body: { reason: 'inappropriate' },
      expected: statuses([401, 201, 400, 201, 403, 201, 201, 201, 403]),
    },
    {
      method: 'GET',
      name: '/api/snippets/{id}/moderation',
      path: async () => `/api/snippets/${await heldPrompt()}/moderation`,
      expected: statuses([401, 404, 200, 404, 404, 404, 404, 404, 403]),
    },
    {
      method: 'GET',
      name: '/api/snippets/{id}/moderation, a workspace prompt',
      path: async () => `/api/snippets/${await heldPrompt(false, true)}/moderation`,
      expected: statuses([401, 404, 200, 404, 404, 404, 200, 200, 403]),
    },
    {
      method: 'POST',
      name: '/api/snippets/{id}/review-request',
      path: async () => `/api/snippets/${await heldPrompt()}/review-request`,
      body: {},
      expected: statuses([401, 404, 200, 404, 403, 404, 404, 404, 403]),
    },
    {
      // Asking is for those who may change the prompt: its editors, not its viewers.
      method: 'POST',
      name: '/api/snippets/{id}/review-request, a workspace prompt',
      path: async () => `/api/snippets/${await heldPrompt(false, true)}/review-request`,
      body: {},
      expected: statuses([401, 404, 200, 404, 403, 404, 403, 200, 403]),
    },
    {
      method: 'GET',
      name: '/api/superadmin/reports',
      path: async () => '/api/superadmin/reports',
      expected: superadminOnly,
    },
    {
      method: 'POST',
      name: '/api/superadmin/reports/{id}/resolve',
      path: async () => `/api/superadmin/reports/${await openCase()}/resolve`,
      body: { outcome: 'dismiss' },
      expected: superadminOnly,
    },
    {
      method: 'GET',
      name: '/api/superadmin/review-requests',
      path: async () => '/api/superadmin/review-requests',
      expected: superadminOnly,
    },
    {
      method: 'POST',
      name: '/api/superadmin/review-requests/{id}',
      path: async () => `/api/superadmin/review-requests/${await heldPrompt(true)}`,
      body: { decision: 'approve' },
      expected: superadminOnly,
    },
  ];

  for (const route of routes) {
    it(`${route.method} ${route.name}`, async () => {
      const seen = {} as Record<Caller, number>;
      for (const caller of callers) {
        const res = await agentOf(caller).send(route.method, await route.path(), route.body);
        seen[caller] = res.statusCode;
        if (res.statusCode >= 400) expect(res.json()).toHaveProperty('message');
        if (caller === 'wsToken') {
          expect(res.json()).toEqual({ message: apiTokenMessages.workspaceOnly });
        }
      }
      expect(seen).toEqual(route.expected);
    });
  }
});

describe('reporting', () => {
  it('answers the same thanks whoever else reported, and one open report per member', async () => {
    const id = await publicPrompt();
    const first = await member.agent.post(`/api/snippets/${id}/report`, { reason: 'spam' });
    const second = await other.agent.post(`/api/snippets/${id}/report`, {
      reason: 'misleading',
      note: 'Not what it says',
    });
    expect(first.json()).toEqual({ message: 'Thanks, we will look at it.' });
    expect(second.json()).toEqual(first.json());
    const again = await member.agent.post(`/api/snippets/${id}/report`, { reason: 'other' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'You have already reported this; we will look at it.',
    });
    const rows = await t.db
      .select({ reporterId: reports.reporterId })
      .from(reports)
      .innerJoin(reportCases, eq(reportCases.id, reports.caseId))
      .where(eq(reportCases.targetId, String(id)));
    expect(rows).toHaveLength(2);
  });

  it('refuses bad input with a message and writes nothing', async () => {
    const id = await publicPrompt();
    for (const body of [
      {},
      { reason: 'boring' },
      { reason: 'spam', note: 'x'.repeat(501) },
      { reason: 'spam', note: 42 },
    ]) {
      const res = await member.agent.post(`/api/snippets/${id}/report`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(/reason must be|note must be/);
    }
    const cases = await t.db
      .select()
      .from(reportCases)
      .where(eq(reportCases.targetId, String(id)));
    expect(cases).toEqual([]);
  });

  it('answers 404 for a prompt the member cannot open, and for an unknown profile', async () => {
    const hidden = await insertTestPrompt(t.db, author.id, 'Private', { isPublic: false });
    const res = await member.agent.post(`/api/snippets/${hidden}/report`, { reason: 'spam' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Prompt not found.' });
    const nobody = await member.agent.post('/api/users/no-such-person/report', { reason: 'spam' });
    expect(nobody.statusCode).toBe(404);
  });
});

describe('the superadmin list and its outcomes', () => {
  it('shows one entry per target with its count, reports and the target in place', async () => {
    const id = await publicPrompt('Reported twice');
    await member.agent.post(`/api/snippets/${id}/report`, { reason: 'spam', note: 'Ads' });
    await other.agent.post(`/api/snippets/${id}/report`, { reason: 'copyright' });
    const res = await admin.agent.get('/api/superadmin/reports?limit=50');
    expect(res.statusCode).toBe(200);
    const entry = res.json().cases.find((c: { targetId: string }) => c.targetId === String(id));
    expect(entry).toMatchObject({
      targetKind: 'prompt',
      count: 2,
      target: { title: 'Reported twice', authorUsername: author.username, visibility: 'public' },
    });
    expect(entry.reports.map((r: { reason: string }) => r.reason).sort()).toEqual([
      'copyright',
      'spam',
    ]);
    expect(entry.reports).toContainEqual(
      expect.objectContaining({ note: 'Ads', reporterUsername: member.username }),
    );
  });

  it('pages by cursor without gaps or repeats', async () => {
    for (let i = 0; i < 3; i++) await openCase();
    const seen: number[] = [];
    let cursor: number | null = null;
    do {
      const res = await admin.agent.get(
        `/api/superadmin/reports?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      const page = res.json() as { cases: { id: number }[]; nextCursor: number | null };
      seen.push(...page.cases.map((c) => c.id));
      cursor = page.nextCursor;
    } while (cursor);
    const stillOpen = (
      await t.db.select({ id: reportCases.id, at: reportCases.resolvedAt }).from(reportCases)
    ).filter((c) => c.at === null);
    expect(seen).toEqual(stillOpen.map((c) => c.id).sort((a, b) => b - a));
  });

  it('resolving settles every open report on the target at once', async () => {
    const id = await publicPrompt('Spam to unpublish');
    await member.agent.post(`/api/snippets/${id}/report`, { reason: 'spam' });
    await other.agent.post(`/api/snippets/${id}/report`, { reason: 'spam' });
    const [found] = await t.db
      .select({ id: reportCases.id })
      .from(reportCases)
      .where(eq(reportCases.targetId, String(id)));
    const res = await admin.agent.post(`/api/superadmin/reports/${found!.id}/resolve`, {
      outcome: 'unpublish',
      reason: 'Advertising',
    });
    expect(res.statusCode).toBe(200);
    const [settled] = await t.db.select().from(reportCases).where(eq(reportCases.id, found!.id));
    expect(settled).toMatchObject({ outcome: 'unpublish', resolvedBy: admin.id });
    expect(settled!.resolvedAt).not.toBeNull();
    const [prompt] = await t.db.select().from(snippets).where(eq(snippets.id, id));
    expect(prompt!.visibility).toBe('private');
    const audit = await t.db
      .select({ action: moderationActions.action, reason: moderationActions.reason })
      .from(moderationActions)
      .where(eq(moderationActions.snippetId, id));
    expect(audit).toEqual([{ action: 'unpublish', reason: 'Advertising' }]);

    const told = await t.db
      .select({
        recipientId: notifications.recipientId,
        kind: notifications.kind,
        actorId: notifications.actorId,
        data: notifications.data,
      })
      .from(notifications)
      .where(eq(notifications.promptId, id));
    expect(told).toEqual(
      expect.arrayContaining([
        {
          recipientId: member.id,
          kind: 'report_outcome',
          actorId: null,
          data: { outcome: 'unpublish', target: 'prompt' },
        },
        {
          recipientId: other.id,
          kind: 'report_outcome',
          actorId: null,
          data: { outcome: 'unpublish', target: 'prompt' },
        },
        {
          recipientId: author.id,
          kind: 'moderation',
          actorId: null,
          data: { action: 'unpublished', reason: 'Advertising', title: 'Spam to unpublish' },
        },
      ]),
    );
    expect(told).toHaveLength(3);
    expect(await lines(author.agent)).toContain(
      'A moderator unpublished “Spam to unpublish”. Reason: Advertising',
    );
    // The reporters may no longer open it: no title.
    expect(await lines(member.agent)).toContain(
      'Your report about a prompt that is no longer available was reviewed: it was unpublished',
    );

    const twice = await admin.agent.post(`/api/superadmin/reports/${found!.id}/resolve`, {
      outcome: 'dismiss',
    });
    expect(twice.statusCode).toBe(409);
    // A member may report again after the outcome: a new case.
    const list = await admin.agent.get('/api/superadmin/reports?limit=50');
    expect(list.json().cases.map((c: { id: number }) => c.id)).not.toContain(found!.id);
  });

  it('deletes a reported prompt; moderation from the prompt list settles its reports too', async () => {
    const id = await publicPrompt('To delete');
    await member.agent.post(`/api/snippets/${id}/report`, { reason: 'inappropriate' });
    const res = await admin.agent.send('DELETE', `/api/superadmin/snippets/${id}`, {});
    expect(res.statusCode).toBe(200);
    const [settled] = await t.db
      .select()
      .from(reportCases)
      .where(eq(reportCases.targetId, String(id)));
    expect(settled).toMatchObject({ outcome: 'delete' });
    expect(await t.db.select().from(snippets).where(eq(snippets.id, id))).toEqual([]);
    // Its author still reads which prompt went.
    expect(await lines(author.agent)).toContain('A moderator deleted “To delete”');
  });

  it('unpublishing a profile clears its public details; deleting one is refused', async () => {
    const target = await person('loud');
    await t.db
      .update(userProfiles)
      .set({ bio: 'Buy now', xUrl: 'https://x.com/loud' })
      .where(eq(userProfiles.userId, target.id));
    await member.agent.post(`/api/users/${target.username}/report`, { reason: 'spam' });
    const [found] = await t.db
      .select({ id: reportCases.id })
      .from(reportCases)
      .where(eq(reportCases.targetId, target.id));
    const refused = await admin.agent.post(`/api/superadmin/reports/${found!.id}/resolve`, {
      outcome: 'delete',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/A profile can be dismissed or unpublished/);
    const res = await admin.agent.post(`/api/superadmin/reports/${found!.id}/resolve`, {
      outcome: 'unpublish',
    });
    expect(res.statusCode).toBe(200);
    const profile = await createAgent(t.app).get(`/api/public-profile/${target.username}`);
    expect(profile.body).not.toContain('Buy now');
    expect(await lines(target.agent)).toEqual([
      'A moderator removed the picture, bio, location and links from your profile',
    ]);
  });
});

describe('a reported comment', () => {
  it('is shown in place, can be deleted but not unpublished', async () => {
    const id = await authorComment('Cheap pills here');
    await member.agent.post(`/api/comments/${id}/report`, { reason: 'spam' });
    const list = await admin.agent.get('/api/superadmin/reports?limit=50');
    const entry = list
      .json()
      .cases.find((c: { targetKind: string; targetId: string }) => c.targetId === String(id));
    expect(entry).toMatchObject({
      targetKind: 'comment',
      count: 1,
      target: { body: 'Cheap pills here', authorUsername: author.username },
    });
    const refused = await admin.agent.post(`/api/superadmin/reports/${entry.id}/resolve`, {
      outcome: 'unpublish',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'A comment can be dismissed or deleted.' });
    const res = await admin.agent.post(`/api/superadmin/reports/${entry.id}/resolve`, {
      outcome: 'delete',
      reason: 'Spam',
    });
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(promptComments).where(eq(promptComments.id, id))).toEqual([]);
    const audit = await t.db
      .select({ action: moderationActions.action })
      .from(moderationActions)
      .where(eq(moderationActions.commentId, id));
    expect(audit).toEqual([{ action: 'delete-comment' }]);
    const told = await t.db
      .select({ kind: notifications.kind, data: notifications.data })
      .from(notifications)
      .where(eq(notifications.recipientId, author.id));
    expect(told).toContainEqual({
      kind: 'moderation',
      data: { action: 'comment_deleted', reason: 'Spam' },
    });
    // What each reads: the reporter what came of it, the writer what and why.
    expect(await lines(member.agent)).toContain(
      'Your report about a comment was reviewed: it was deleted',
    );
    expect(await lines(author.agent)).toContain(
      'A moderator deleted your comment on “Commented”. Reason: Spam',
    );
  });
});

describe('the moderation hold', () => {
  it('keeps the author from opening the prompt again until a review is approved', async () => {
    const id = await heldPrompt();
    for (const visibility of ['public', 'unlisted']) {
      const res = await author.agent.send('PATCH', `/api/snippets/${id}`, { visibility });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'This prompt was unpublished by moderation. Ask for a review to make it public again.',
      );
    }
    const edit = await author.agent.send('PATCH', `/api/snippets/${id}`, { title: 'Fixed' });
    expect(edit.statusCode).toBe(200);
    const hold = await author.agent.get(`/api/snippets/${id}/moderation`);
    expect(hold.json()).toMatchObject({ reason: 'Spam', reviewRequestedAt: null });

    const asked = await author.agent.post(`/api/snippets/${id}/review-request`, {});
    expect(asked.json().reviewRequestedAt).not.toBeNull();
    const askedTwice = await author.agent.post(`/api/snippets/${id}/review-request`, {});
    expect(askedTwice.statusCode).toBe(409);
    const requests = await admin.agent.get('/api/superadmin/review-requests');
    expect(requests.json().requests).toContainEqual(
      expect.objectContaining({ promptId: id, title: 'Fixed', reason: 'Spam' }),
    );

    const declined = await admin.agent.post(`/api/superadmin/review-requests/${id}`, {
      decision: 'decline',
    });
    expect(declined.statusCode).toBe(200);
    expect(
      (await author.agent.send('PATCH', `/api/snippets/${id}`, { visibility: 'public' }))
        .statusCode,
    ).toBe(409);

    await author.agent.post(`/api/snippets/${id}/review-request`, {});
    const approved = await admin.agent.post(`/api/superadmin/review-requests/${id}`, {
      decision: 'approve',
    });
    expect(approved.statusCode).toBe(200);
    const visitor = await createAgent(t.app).get(`/api/snippets/${id}`);
    expect(visitor.statusCode).toBe(200);
    expect(
      await t.db.select().from(promptModerationLocks).where(eq(promptModerationLocks.promptId, id)),
    ).toEqual([]);
    expect((await author.agent.get(`/api/snippets/${id}/moderation`)).json()).toBeNull();
    expect((await lines(author.agent)).slice(0, 2)).toEqual([
      'A moderator approved your review request: “Fixed” is public again',
      'A moderator declined your review request for “Fixed”',
    ]);
  });

  it('holds a copy its author makes of a held prompt, with the same reason', async () => {
    const id = await heldPrompt();
    const clone = await author.agent.post(`/api/snippets/${id}/clone`, {});
    expect(clone.statusCode, clone.body).toBe(201);
    const copyId = clone.json<{ id: number }>().id;
    const publish = await author.agent.send('PATCH', `/api/snippets/${copyId}`, {
      visibility: 'public',
    });
    expect(publish.statusCode).toBe(409);
    expect((await author.agent.get(`/api/snippets/${copyId}/moderation`)).json()).toMatchObject({
      reason: 'Spam',
    });
    // A copy of a prompt nobody holds is the author's to publish.
    const free = await author.agent.post(`/api/snippets/${await publicPrompt()}/clone`, {});
    const freeId = free.json<{ id: number }>().id;
    expect(
      (await author.agent.send('PATCH', `/api/snippets/${freeId}`, { visibility: 'public' }))
        .statusCode,
    ).toBe(200);
  });

  it('holds a prompt its author made private after a report', async () => {
    const id = await publicPrompt();
    await author.agent.send('PATCH', `/api/snippets/${id}`, { visibility: 'private' });
    const res = await admin.agent.post(`/api/superadmin/snippets/${id}/unpublish`, {});
    expect(res.statusCode).toBe(200);
    const again = await admin.agent.post(`/api/superadmin/snippets/${id}/unpublish`, {});
    expect(again.statusCode).toBe(409);
    expect(
      (await author.agent.send('PATCH', `/api/snippets/${id}`, { visibility: 'public' }))
        .statusCode,
    ).toBe(409);
  });
});
