import { apiTokens, users } from '@promptshelf/db';
import { createTestDatabase, type TestDatabase } from '@promptshelf/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContextInner } from '../../context';
import { createCaller } from '../../root';
import { callerFor, signedInCaller } from '../../test/callers';
import { hashToken } from '../accounts/tokens';
import { authenticateApiToken } from './api-tokens';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The router as a request with this token calls it (what the HTTP layer builds). */
async function tokenCaller(token: string) {
  const { viewer, apiToken } = await authenticateApiToken(database.db, token, 1000);
  return createCaller(createContextInner({ db: database.db, viewer, apiToken }));
}

const prompt = {
  title: 'Daily standup',
  content: 'Summarise [notes]',
  aiTool: 'Claude',
  purpose: 'writing',
};

describe('personal API tokens', () => {
  it('shows a new token once, keeps only its SHA-256, and lists it without it', async () => {
    const { caller, id } = await signedInCaller(database.db, 'owner');
    const created = await caller.tokens.create({
      name: ' CI script ',
      scope: 'read',
      expiresInDays: 30,
    });
    expect(created.token).toMatch(/^psk_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: 'CI script', scope: 'read', lastUsedAt: null });
    const days = (created.expiresAt!.getTime() - created.createdAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(30);

    const [row] = await database.db.select().from(apiTokens).where(eq(apiTokens.userId, id));
    expect(row!.tokenHash).toBe(hashToken(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token.slice(4));

    const listed = await caller.tokens.list();
    expect(listed).toEqual([
      {
        id: created.id,
        name: 'CI script',
        scope: 'read',
        createdAt: created.createdAt,
        lastUsedAt: null,
        expiresAt: created.expiresAt,
      },
    ]);
  });

  it('makes a token that never expires, and refuses bad input with the form messages', async () => {
    const { caller } = await signedInCaller(database.db, 'inputs');
    const forever = await caller.tokens.create({ name: 'Forever', scope: 'write' });
    expect(forever.expiresAt).toBeNull();
    await expect(caller.tokens.create({ name: '  ', scope: 'read' })).rejects.toThrow(
      'Please enter a name for the token',
    );
    await expect(caller.tokens.create({ name: 'x'.repeat(51), scope: 'read' })).rejects.toThrow(
      'Name must be at most 50 characters',
    );
    await expect(caller.tokens.create({ name: 'Admin', scope: 'admin' as 'read' })).rejects.toThrow(
      'Scope must be read or write',
    );
    await expect(
      caller.tokens.create({ name: 'Odd', scope: 'read', expiresInDays: 7 as 30 }),
    ).rejects.toThrow('Expiry must be 30, 90, 365 days or never');
  });

  it('authenticates as the owner, records the last use at most once a minute', async () => {
    const { caller, id } = await signedInCaller(database.db, 'user');
    const { token, id: tokenId } = await caller.tokens.create({ name: 'Script', scope: 'read' });
    const asToken = await tokenCaller(token);
    expect((await asToken.auth.me())?.id).toBe(id);
    const first = (await caller.tokens.list())[0]!.lastUsedAt;
    expect(first).toBeInstanceOf(Date);
    await tokenCaller(token);
    expect((await caller.tokens.list())[0]!.lastUsedAt).toEqual(first);
    // A minute later, the next request moves it.
    await database.db
      .update(apiTokens)
      .set({ lastUsedAt: sql`now() - interval '61 seconds'` })
      .where(eq(apiTokens.id, tokenId));
    await tokenCaller(token);
    const moved = (await caller.tokens.list())[0]!.lastUsedAt!;
    expect(Date.now() - moved.getTime()).toBeLessThan(10_000);
  });

  it('lets a read token read and refuses every write with a 403', async () => {
    const { caller } = await signedInCaller(database.db, 'reader');
    const own = await caller.snippets.create(prompt);
    const { token } = await caller.tokens.create({ name: 'Read', scope: 'read' });
    const reader = await tokenCaller(token);
    expect((await reader.snippets.mine({})).map((s) => s.id)).toEqual([own.id]);
    const readOnly =
      'This API token can only read; create a token with write scope to make changes';
    await expect(reader.snippets.create(prompt)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: readOnly,
    });
    await expect(reader.snippets.toggleLike({ id: own.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(reader.profiles.update({})).rejects.toMatchObject({ code: 'FORBIDDEN' });

    const { token: writeToken } = await caller.tokens.create({ name: 'Write', scope: 'write' });
    const writer = await tokenCaller(writeToken);
    const saved = await writer.snippets.create({ ...prompt, title: 'From a script' });
    expect(saved).toMatchObject({ title: 'From a script', isOwner: true });
  });

  it('never lets a token manage tokens, change the password or reach the admin area', async () => {
    const admin = await signedInCaller(database.db, 'admin');
    await database.db.update(users).set({ superadmin: true }).where(eq(users.id, admin.id));
    const { caller } = await callerFor(database.db, admin.id);
    const { token, id } = await caller.tokens.create({ name: 'Everything', scope: 'write' });
    const asToken = await tokenCaller(token);
    const sessionOnly = {
      code: 'FORBIDDEN',
      message: 'API tokens cannot do this; sign in on the website instead',
    };
    await expect(asToken.tokens.list()).rejects.toMatchObject(sessionOnly);
    await expect(asToken.tokens.create({ name: 'More', scope: 'write' })).rejects.toMatchObject(
      sessionOnly,
    );
    await expect(asToken.tokens.revoke({ id })).rejects.toMatchObject(sessionOnly);
    await expect(
      asToken.account.changePassword({
        currentPassword: 'x',
        newPassword: 'new password',
        confirmPassword: 'new password',
      } as never),
    ).rejects.toMatchObject(sessionOnly);
    await expect(asToken.admin.metrics()).rejects.toMatchObject(sessionOnly);
    await expect(asToken.auth.logout()).rejects.toMatchObject(sessionOnly);
    // The token's viewer is not a superadmin, whatever its owner is.
    expect((await asToken.auth.me())?.superadmin).toBe(false);
    expect(await caller.tokens.list()).toHaveLength(1);
  });

  it('refuses an unknown, a revoked and an expired token with a 401', async () => {
    const { caller } = await signedInCaller(database.db, 'expiring');
    await expect(tokenCaller('psk_nothing')).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Invalid API token',
    });
    await expect(tokenCaller('not-a-token')).rejects.toMatchObject({ code: 'UNAUTHORIZED' });

    const revoked = await caller.tokens.create({ name: 'Revoked', scope: 'read' });
    expect(await caller.tokens.revoke({ id: revoked.id })).toEqual({ message: 'Token revoked' });
    await expect(tokenCaller(revoked.token)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Invalid API token',
    });
    await expect(caller.tokens.revoke({ id: revoked.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Token not found.',
    });

    const expiring = await caller.tokens.create({ name: 'Old', scope: 'read', expiresInDays: 30 });
    await database.db
      .update(apiTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(apiTokens.id, expiring.id));
    await expect(tokenCaller(expiring.token)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'This API token has expired',
    });
  });

  it("cannot see or revoke someone else's token", async () => {
    const alice = await signedInCaller(database.db, 'alice');
    const bob = await signedInCaller(database.db, 'bob');
    const hers = await alice.caller.tokens.create({ name: 'Hers', scope: 'read' });
    expect(await bob.caller.tokens.list()).toEqual([]);
    await expect(bob.caller.tokens.revoke({ id: hers.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await alice.caller.tokens.list()).toHaveLength(1);
  });

  it('limits the requests of one token per minute, not its neighbours', async () => {
    const { caller } = await signedInCaller(database.db, 'busy');
    const busy = await caller.tokens.create({ name: 'Busy', scope: 'read' });
    const calm = await caller.tokens.create({ name: 'Calm', scope: 'read' });
    for (let i = 0; i < 3; i++) await authenticateApiToken(database.db, busy.token, 3);
    await expect(authenticateApiToken(database.db, busy.token, 3)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many requests with this API token. Please slow down and try again.',
    });
    await expect(authenticateApiToken(database.db, calm.token, 3)).resolves.toBeTruthy();
  });
});

describe('search over public prompts and your own', () => {
  it('finds public prompts and the viewer’s private ones, never another’s private ones', async () => {
    const me = await signedInCaller(database.db, 'searcher');
    const other = await signedInCaller(database.db, 'other');
    const mine = await me.caller.snippets.create({
      ...prompt,
      title: 'Zebra migration notes',
      isPublic: false,
    });
    const theirsPublic = await other.caller.snippets.create({ ...prompt, title: 'Zebra facts' });
    await other.caller.snippets.create({ ...prompt, title: 'Zebra secrets', isPublic: false });

    const found = await me.caller.snippets.search({ query: 'zebra' });
    expect(found.map((s) => s.id).sort()).toEqual([mine.id, theirsPublic.id].sort());
    const limited = await me.caller.snippets.search({ query: 'zebra', limit: 1 });
    expect(limited).toHaveLength(1);
    const byTool = await me.caller.snippets.search({ query: 'zebra', aiTool: 'Gemini' });
    expect(byTool).toEqual([]);
    await expect(me.caller.snippets.search({ query: ' ' })).rejects.toThrow(
      'Search must be 1 to 200 characters',
    );
  });
});
