import { users } from '@promptshelf/db';
import { defaultRateLimits } from '@promptshelf/trpc';
import { createTestUser, insertTestWorkspace } from '@promptshelf/trpc/testing';
import { apiTokenMessages, notificationMessages, profileMessages } from '@promptshelf/validators';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_APP_URL } from '../test/app';
import { createAgent, type Agent, type Method } from '../test/http';
import { createPrompt } from '../test/prompts';
import { linkIn, startSmtpSink, type SmtpSink } from '../test/smtp-sink';
import { signIn, signedInUser, tokenAgent } from '../test/users';

// Notifications, follows and the Following feed over REST (docs/decisions/239-241), with mail
// to a real SMTP sink.

type Person = Awaited<ReturnType<typeof signedInUser>> & { username: string };
type Listed = {
  notifications: { id: number; kind: string; text: string; path: string | null; read: boolean }[];
  nextCursor: number | null;
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let sink: SmtpSink;
const many = 1_000_000;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    smtpUrl: sink.url,
    rateLimits: Object.fromEntries(Object.keys(defaultRateLimits).map((key) => [key, many])),
  });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

let named = 0;
/** A signed-in person with a username of their own. */
async function person(name: string): Promise<Person> {
  const user = await signedInUser(t.app, t.db, name);
  const username = `${name}-${++named}`;
  const res = await user.agent.send('PUT', '/api/profile', { username });
  expect(res.statusCode, res.body).toBe(200);
  return { ...user, username };
}

const listOf = async (agent: Agent, path = '/api/notifications') => {
  const res = await agent.get(path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Listed>();
};

describe('who may call the routes', () => {
  const CALLERS = [
    'visitor',
    'member',
    'superadmin',
    'readToken',
    'writeToken',
    'workspaceToken',
  ] as const;
  type Caller = (typeof CALLERS)[number];
  const agents = {} as Record<Caller, Agent>;
  let target: Person;

  beforeAll(async () => {
    target = await person('target');
    const member = await person('member');
    agents.member = member.agent;
    agents.visitor = createAgent(t.app);
    await createTestUser(t.db, 'super.social@example.com', { superadmin: true });
    agents.superadmin = await signIn(t.app, 'super.social@example.com');
    agents.readToken = await tokenAgent(t.app, member, 'read');
    agents.writeToken = await tokenAgent(t.app, member, 'write');
    await insertTestWorkspace(t.db, 'bell', [{ userId: member.id, role: 'owner' }]);
    const made = await member.agent.post('/api/workspaces/bell/tokens', {
      name: 'Bell',
      scope: 'write',
    });
    expect(made.statusCode, made.body).toBe(201);
    agents.workspaceToken = createAgent(t.app, {
      authorization: `Bearer ${made.json<{ token: string }>().token}`,
    });
  });

  type Route = { method: Method; path: string; body?: object; status: number };
  const routes = (): Route[] => [
    { method: 'GET', path: '/api/notifications', status: 200 },
    { method: 'GET', path: '/api/notifications/unread-count', status: 200 },
    { method: 'POST', path: '/api/notifications/read', body: {}, status: 200 },
    { method: 'GET', path: '/api/settings/notifications', status: 200 },
    {
      method: 'PUT',
      path: '/api/settings/notifications',
      body: { mail: { comment: 'digest' } },
      status: 200,
    },
    { method: 'POST', path: `/api/users/${target.username}/follow`, status: 200 },
    { method: 'DELETE', path: `/api/users/${target.username}/follow`, status: 200 },
    { method: 'GET', path: '/api/snippets/following', status: 200 },
  ];

  it('lets members, superadmins and personal tokens of their scope in; visitors get a 401', async () => {
    for (const route of routes()) {
      const seen = {} as Record<Caller, number>;
      for (const caller of CALLERS) {
        const res = await agents[caller].send(route.method, route.path, route.body);
        seen[caller] = res.statusCode;
        if (res.statusCode >= 400) expect(res.json()).toHaveProperty('message');
        if (caller === 'readToken' && route.method !== 'GET') {
          expect(res.json()).toEqual({ message: apiTokenMessages.readOnly });
        }
        // A workspace token is no person: it has no bell, settings or follows.
        if (caller === 'workspaceToken') {
          expect(res.json()).toEqual({ message: apiTokenMessages.workspaceOnly });
        }
      }
      expect(seen, `${route.method} ${route.path}`).toEqual({
        visitor: 401,
        member: route.status,
        superadmin: route.status,
        readToken: route.method === 'GET' ? route.status : 403,
        writeToken: route.status,
        workspaceToken: 403,
      });
    }
  });

  it('takes an unsubscribe link from anyone but a read token, and refuses a bad one', async () => {
    for (const caller of CALLERS) {
      const res = await agents[caller].post(
        `/api/notifications/unsubscribe?user=${target.id}&kind=comment&token=forged`,
      );
      // A read token may write nothing, this included; a workspace token nothing of a person's.
      expect(res.json()).toEqual({
        message:
          caller === 'readToken'
            ? apiTokenMessages.readOnly
            : caller === 'workspaceToken'
              ? apiTokenMessages.workspaceOnly
              : notificationMessages.unsubscribeLink,
      });
    }
  });
});

describe('following', () => {
  it('counts followers on the profile, tells the followed person once, and refuses oneself', async () => {
    const ada = await person('ada');
    const bob = await person('bob');
    const followed = await bob.agent.post(`/api/users/${ada.username.toUpperCase()}/follow`);
    expect(followed.statusCode, followed.body).toBe(200);
    expect(followed.json()).toEqual({ following: true, followerCount: 1, followingCount: 0 });
    // Following again, and again after an unfollow, changes nothing and tells nobody twice.
    await bob.agent.post(`/api/users/${ada.username}/follow`);
    await bob.agent.send('DELETE', `/api/users/${ada.username}/follow`);
    await bob.agent.post(`/api/users/${ada.username}/follow`);

    const profile = await bob.agent.get(`/api/public-profile/${ada.username}`);
    expect(profile.json<{ profile: object }>().profile).toMatchObject({
      followerCount: 1,
      followingCount: 0,
      following: true,
    });
    const ofBob = await createAgent(t.app).get(`/api/public-profile/${bob.username}`);
    expect(ofBob.json<{ profile: object }>().profile).toMatchObject({
      followerCount: 0,
      followingCount: 1,
      following: false,
    });

    const { notifications } = await listOf(ada.agent);
    expect(notifications).toEqual([
      expect.objectContaining({
        kind: 'follower',
        text: 'bob started following you',
        path: `/u/${bob.username}`,
        read: false,
      }),
    ]);

    const self = await ada.agent.post(`/api/users/${ada.username}/follow`);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ message: notificationMessages.followSelf });
    const nobody = await ada.agent.post('/api/users/no-such-person/follow');
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toEqual({ message: profileMessages.userNotFound('no-such-person') });

    const unfollowed = await bob.agent.send('DELETE', `/api/users/${ada.username}/follow`);
    expect(unfollowed.json()).toEqual({ following: false, followerCount: 0, followingCount: 0 });
  });

  it("lists the followed people's public prompts, newest first, page by page", async () => {
    const reader = await person('reader');
    const writers = [await person('writer'), await person('writer')];
    const stranger = await person('stranger');
    for (const writer of writers) {
      await reader.agent.post(`/api/users/${writer.username}/follow`);
    }
    const titles: string[] = [];
    for (let i = 0; i < 5; i++) {
      const writer = writers[i % 2]!;
      await createPrompt(writer.agent, { title: `Feed ${i}` });
      titles.unshift(`Feed ${i}`);
    }
    await createPrompt(writers[0]!.agent, { title: 'Private one', visibility: 'private' });
    await createPrompt(stranger.agent, { title: 'Not followed' });

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await reader.agent.get(
        `/api/snippets/following?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json<{ snippets: { title: string }[]; nextCursor: string | null }>();
      expect(page.snippets.length).toBeLessThanOrEqual(2);
      seen.push(...page.snippets.map((s) => s.title));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(titles);

    const bad = await reader.agent.get('/api/snippets/following?cursor=not-a-cursor');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: notificationMessages.feedCursor });
    const tooMany = await reader.agent.get('/api/snippets/following?limit=51');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ message: notificationMessages.feedLimit });
  });
});

describe('notifications', () => {
  it('tells an author of a clone, hides the title once the prompt is private, and marks read', async () => {
    const author = await person('author');
    const cloner = await person('cloner');
    const prompt = await createPrompt(author.agent, { title: 'Worth cloning' });
    const cloned = await cloner.agent.post(`/api/snippets/${prompt.id}/clone`);
    expect(cloned.statusCode, cloned.body).toBeLessThan(300);

    let { notifications } = await listOf(author.agent);
    expect(notifications[0]).toMatchObject({
      kind: 'clone',
      text: 'cloner cloned “Worth cloning”',
      path: `/snippets/${prompt.id}`,
    });
    expect((await author.agent.get('/api/notifications/unread-count')).json()).toEqual({
      count: 1,
    });

    // Made private: only its author may still read it, so only they still see its title.
    await author.agent.send('PATCH', `/api/snippets/${prompt.id}`, { visibility: 'private' });
    ({ notifications } = await listOf(author.agent));
    expect(notifications[0]?.text).toBe('cloner cloned “Worth cloning”');
    await author.agent.send('DELETE', `/api/snippets/${prompt.id}`);
    ({ notifications } = await listOf(author.agent));
    expect(notifications[0]).toMatchObject({
      text: 'cloner cloned a prompt that is no longer available',
      path: null,
    });

    // Another person's ids change nothing; leaving them out marks all of one's own.
    const other = await person('other');
    const foreign = await other.agent.post('/api/notifications/read', {
      ids: [notifications[0]!.id],
    });
    expect(foreign.json()).toEqual({ count: 0 });
    expect((await author.agent.get('/api/notifications/unread-count')).json()).toEqual({
      count: 1,
    });
    const all = await author.agent.post('/api/notifications/read', {});
    expect(all.json()).toEqual({ count: 0 });
    expect((await listOf(author.agent)).notifications.every((n) => n.read)).toBe(true);

    const bad = await author.agent.post('/api/notifications/read', { ids: ['x'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('message');
  });

  it('pages newest first by cursor', async () => {
    const popular = await person('popular');
    const fans = [await person('fan'), await person('fan'), await person('fan')];
    for (const fan of fans) await fan.agent.post(`/api/users/${popular.username}/follow`);
    const first = await listOf(popular.agent, '/api/notifications?limit=2');
    expect(first.notifications).toHaveLength(2);
    const rest = await listOf(
      popular.agent,
      `/api/notifications?limit=2&cursor=${first.nextCursor}`,
    );
    expect(rest.nextCursor).toBeNull();
    const ids = [...first.notifications, ...rest.notifications].map((n) => n.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids).toHaveLength(3);
  });

  it('tells a member invited to a workspace', async () => {
    const admin = await person('inviter');
    const invitee = await person('invitee');
    const made = await admin.agent.post('/api/workspaces', {
      name: 'Social Team',
      slug: `social-${named}`,
    });
    expect(made.statusCode, made.body).toBe(201);
    const invited = await admin.agent.post(`/api/workspaces/social-${named}/invitations`, {
      email: invitee.email,
      role: 'editor',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const { notifications } = await listOf(invitee.agent);
    expect(notifications[0]).toMatchObject({
      kind: 'workspace_invitation',
      text: 'inviter invited you to the workspace “Social Team”: the invitation email has the link to join',
    });
  });
});

describe("a workspace's prompt", () => {
  it('is named to its workspace people while they may read it, and feeds followers while public', async () => {
    const owner = await person('teamowner');
    const editor = await person('teameditor');
    const fan = await person('teamfan');
    await insertTestWorkspace(t.db, 'told-team', [
      { userId: owner.id, role: 'owner' },
      { userId: editor.id, role: 'editor' },
    ]);
    const prompt = await createPrompt(editor.agent, {
      title: 'Team brief',
      workspace: 'told-team',
      visibility: 'public',
    });
    await fan.agent.post(`/api/users/${editor.username}/follow`);
    const feed = async () =>
      (await fan.agent.get('/api/snippets/following')).json<{ snippets: { id: number }[] }>()
        .snippets;
    expect((await feed()).map((p) => p.id)).toEqual([prompt.id]);
    const cloned = await fan.agent.post(`/api/snippets/${prompt.id}/clone`);
    expect(cloned.statusCode, cloned.body).toBeLessThan(300);

    // Kept in the workspace: its editor still reads the title, the feed drops it.
    const closed = await editor.agent.send('PATCH', `/api/snippets/${prompt.id}`, {
      visibility: 'workspace',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await listOf(editor.agent)).notifications[0]?.text).toBe('teamfan cloned “Team brief”');
    expect(await feed()).toEqual([]);

    // Once out of the workspace, they may not read it: no title, no link.
    const removed = await owner.agent.send(
      'DELETE',
      `/api/workspaces/told-team/members/${editor.username}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await listOf(editor.agent)).notifications[0]).toMatchObject({
      text: 'teamfan cloned a prompt that is no longer available',
      path: null,
    });
  });
});

describe('notification mail', () => {
  it('mails a chosen kind with one-click unsubscribe headers that work without signing in', async () => {
    const ada = await person('mailada');
    const fan = await person('mailfan');
    const defaults = await ada.agent.get('/api/settings/notifications');
    expect(defaults.json()).toEqual({
      mail: {
        comment: 'off',
        reply: 'off',
        suggestion: 'instant',
        suggestion_outcome: 'instant',
        follower: 'off',
        clone: 'off',
        report_outcome: 'instant',
        moderation: 'instant',
        workspace_invitation: 'off',
      },
    });
    const chosen = await ada.agent.send('PUT', '/api/settings/notifications', {
      mail: { follower: 'instant' },
    });
    expect(chosen.json<{ mail: { follower: string; moderation: string } }>().mail).toMatchObject({
      follower: 'instant',
      moderation: 'instant',
    });
    const refused = await ada.agent.send('PUT', '/api/settings/notifications', {
      mail: { follower: 'hourly' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toHaveProperty('message');

    await fan.agent.post(`/api/users/${ada.username}/follow`);
    const mail = await sink.waitFor(ada.email, (m) => m.subject.includes('started following'));
    expect(mail.subject).toBe('mailfan started following you');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')![1]!;
    expect(oneClick.startsWith(`${TEST_APP_URL}/api/notifications/unsubscribe?`)).toBe(true);
    const page = linkIn(mail, `${TEST_APP_URL}/unsubscribe?`);

    // The link of one person and kind serves no other person and no other kind.
    const url = new URL(oneClick);
    const forOther = new URLSearchParams(url.search);
    forOther.set('user', fan.id);
    const otherKind = new URLSearchParams(url.search);
    otherKind.set('kind', 'moderation');
    for (const query of [forOther, otherKind]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${url.pathname}?${query}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: notificationMessages.unsubscribeLink });
    }

    // A mail client's POST: a form, no cookie, another site's Origin.
    const res = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example.net',
        'sec-fetch-site': 'cross-site',
      },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: notificationMessages.unsubscribed('follower') });
    const after = await ada.agent.get('/api/settings/notifications');
    expect(after.json<{ mail: Record<string, string> }>().mail).toMatchObject({
      follower: 'off',
      moderation: 'instant',
    });
    // The page's link carries the same fields, and works as JSON too.
    expect(new URL(page).searchParams.get('token')).toBe(url.searchParams.get('token'));

    // Any other form POST is still refused as cross-site.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        cookie: ada.agent.cookie!,
      },
      payload: 'ids=1',
    });
    expect(forged.statusCode).toBe(403);
  });

  it('stops working once the address changes', async () => {
    const ada = await person('mailchange');
    const fan = await person('mailchangefan');
    await ada.agent.send('PUT', '/api/settings/notifications', { mail: { follower: 'instant' } });
    await fan.agent.post(`/api/users/${ada.username}/follow`);
    const mail = await sink.waitFor(ada.email, (m) => m.subject.includes('started following'));
    const oneClick = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')![1]!;
    await t.db
      .update(users)
      .set({ email: `moved.${ada.email}` })
      .where(eq(users.id, ada.id));
    const res = await createAgent(t.app).post(
      new URL(oneClick).pathname + new URL(oneClick).search,
    );
    expect(res.statusCode).toBe(400);
  });
});
