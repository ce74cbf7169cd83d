import { likes, moderationActions, snippets, users } from '@promptshelf/db';
import { createAdminAndMember, createTestUser, insertTestPrompt } from '@promptshelf/trpc/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { createAgent, type Agent, type Method } from '../test/http';
import { signIn } from '../test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;

let admin: Agent;
let member: Agent;
let adminId: string;
let memberId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ adminId, memberId } = await createAdminAndMember(t.db));
  admin = await signIn(t.app, 'root@example.com');
  member = await signIn(t.app, 'ada@example.com');
});
afterAll(() => t.close());

// Who may call the superadmin area, its REST shapes and refused input. What it counts, lists
// and finds is tested through the router in packages/trpc/src/domain/admin/admin.test.ts.

describe('every admin call is for superadmins only', () => {
  const calls: [name: string, method: Method, url: string][] = [
    ['GET metrics', 'GET', '/api/superadmin/metrics'],
    ['GET users', 'GET', '/api/superadmin/users'],
    ['GET prompts', 'GET', '/api/superadmin/snippets?search=x'],
    ['GET moderation log', 'GET', '/api/superadmin/moderation-actions'],
    ['POST unpublish', 'POST', '/api/superadmin/snippets/1/unpublish'],
    ['DELETE prompt', 'DELETE', '/api/superadmin/snippets/1'],
  ];

  for (const [name, method, url] of calls) {
    it(`${name}: 401 without a session, 403 for a member`, async () => {
      const anonymous = await createAgent(t.app).send(method, url);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Unauthorized' });
      const forbidden = await member.send(method, url);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ message: 'Forbidden' });
    });
  }

  it('the same holds for the tRPC endpoint', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/trpc/admin.metrics' });
    expect(anonymous.statusCode).toBe(401);
    const forbidden = await member.get('/trpc/admin.users');
    expect(forbidden.statusCode).toBe(403);
    const allowed = await admin.get('/trpc/admin.metrics');
    expect(allowed.statusCode).toBe(200);
  });

  it('takes the flag away at once when it is revoked', async () => {
    const email = 'temp-admin@example.com';
    const { id } = await createTestUser(t.db, email, { superadmin: true });
    const agent = await signIn(t.app, email);
    expect((await agent.get('/api/superadmin/metrics')).statusCode).toBe(200);
    await t.db.update(users).set({ superadmin: false }).where(eq(users.id, id));
    expect((await agent.get('/api/superadmin/metrics')).statusCode).toBe(403);
    await t.db.delete(users).where(eq(users.id, id));
  });
});

describe('the user list', () => {
  it('shows the admin shape and never a password hash or token', async () => {
    const res = await admin.get('/api/superadmin/users?search=ada@example.com');
    const [user] = res.json().users;
    expect(user).toMatchObject({
      id: memberId,
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      profileImageUrl: null,
      superadmin: false,
      emailVerified: true,
      profile: { username: 'ada' },
    });
    expect(typeof user.snippetCount).toBe('number');
    expect(res.body).not.toMatch(/argon2|password|Token/i);
  });

  it('answers bad paging with a 400 and a message', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'offset=-1', 'offset=1.5']) {
      const res = await admin.get(`/api/superadmin/users?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(/^(limit|offset) must be a whole number/);
    }
    const twice = await admin.get('/api/superadmin/snippets?search=a&search=b');
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toMatch(/search must be text/);
  });
});

describe('moderation', () => {
  it('unpublishes a prompt and records who, what and when', async () => {
    const id = await insertTestPrompt(t.db, memberId, 'Buy cheap watches now');
    const res = await admin.post(`/api/superadmin/snippets/${id}/unpublish`, {
      reason: 'Spam',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ action: 'unpublish', snippetId: id, reason: 'Spam' });

    const [row] = await t.db.select().from(snippets).where(eq(snippets.id, id));
    expect(row?.isPublic).toBe(false);
    const audit = await t.db
      .select()
      .from(moderationActions)
      .where(eq(moderationActions.snippetId, id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: adminId,
      action: 'unpublish',
      snippetTitle: 'Buy cheap watches now',
      snippetAuthorId: memberId,
      reason: 'Spam',
    });
    expect(Date.now() - (audit[0]?.createdAt.getTime() ?? 0)).toBeLessThan(60_000);

    const again = await admin.post(`/api/superadmin/snippets/${id}/unpublish`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This prompt is already private.' });
    expect(
      await t.db.select().from(moderationActions).where(eq(moderationActions.snippetId, id)),
    ).toHaveLength(1);
  });

  it('deletes a prompt with its likes, and the audit row outlives it', async () => {
    const id = await insertTestPrompt(t.db, memberId, 'Offensive prompt', { likesCount: 1 });
    await t.db.insert(likes).values({ userId: adminId, snippetId: id });
    const res = await admin.send('DELETE', `/api/superadmin/snippets/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ action: 'delete', snippetId: id, reason: null });
    expect(await t.db.select().from(snippets).where(eq(snippets.id, id))).toEqual([]);
    expect(await t.db.select().from(likes).where(eq(likes.snippetId, id))).toEqual([]);

    const log = (await admin.get('/api/superadmin/moderation-actions?limit=1')).json();
    expect(log.actions[0]).toMatchObject({
      action: 'delete',
      snippetId: id,
      snippetTitle: 'Offensive prompt',
      actor: { email: 'root@example.com' },
      snippetAuthor: { email: 'ada@example.com' },
    });
    expect(log.total).toBeGreaterThanOrEqual(2);

    const gone = await admin.send('DELETE', `/api/superadmin/snippets/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Prompt not found.' });
  });

  it('answers an unknown or malformed prompt id with a 4xx and a message', async () => {
    const missing = await admin.post('/api/superadmin/snippets/999999/unpublish');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Prompt not found.' });
    for (const id of ['abc', '0', '-4', '1.5', '99999999999']) {
      const res = await admin.post(`/api/superadmin/snippets/${id}/unpublish`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message).toBe('Invalid prompt id');
    }
    const long = await admin.post('/api/superadmin/snippets/1/unpublish', {
      reason: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/at most 500 characters/);
  });

  it('leaves a member no way to moderate', async () => {
    const id = await insertTestPrompt(t.db, adminId, 'Admin prompt');
    expect((await member.post(`/api/superadmin/snippets/${id}/unpublish`)).statusCode).toBe(403);
    expect((await member.send('DELETE', `/api/superadmin/snippets/${id}`)).statusCode).toBe(403);
    const [row] = await t.db.select().from(snippets).where(eq(snippets.id, id));
    expect(row?.isPublic).toBe(true);
  });
});
