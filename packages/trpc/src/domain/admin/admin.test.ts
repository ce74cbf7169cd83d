import { likes, userProfiles, users } from '@promptshelf/db';
import { createTestDatabase, type TestDatabase } from '@promptshelf/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor } from '../../test/callers';
import { createAdminAndMember, createTestUser, insertTestPrompt } from '../../test/fixtures';

// What the superadmin area counts, lists and finds, through the router; who may call it
// (401/403), the REST shapes and refused input stay in apps/api/src/rest/admin.test.ts.

let database: TestDatabase;
let admin: Awaited<ReturnType<typeof callerFor>>['caller'];
let adminId: string;
let memberId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ adminId, memberId } = await createAdminAndMember(database.db));
  admin = (await callerFor(database.db, adminId)).caller;
});
afterAll(() => database.close());

describe('metrics', () => {
  it('counts users, prompts, visibility and likes', async () => {
    const before = await admin.admin.metrics();
    await createTestUser(database.db, 'unverified@example.com').then((u) =>
      database.db.update(users).set({ emailVerified: false }).where(eq(users.id, u.id)),
    );
    const publicId = await insertTestPrompt(database.db, memberId, 'Metrics public', {
      likesCount: 1,
    });
    await insertTestPrompt(database.db, memberId, 'Metrics private', { isPublic: false });
    await database.db.insert(likes).values({ userId: adminId, snippetId: publicId });

    const after = await admin.admin.metrics();
    expect(after.totalUsers - before.totalUsers).toBe(1);
    expect(after.verifiedUsers - before.verifiedUsers).toBe(0);
    expect(after.newUsersLast7Days - before.newUsersLast7Days).toBe(1);
    expect(after.totalSnippets - before.totalSnippets).toBe(2);
    expect(after.publicSnippets - before.publicSnippets).toBe(1);
    expect(after.privateSnippets - before.privateSnippets).toBe(1);
    expect(after.totalLikes - before.totalLikes).toBe(1);
    // Only root@example.com is a superadmin in this database.
    expect(after.superadmins).toBe(1);
    expect(after.totalSnippets).toBe(after.publicSnippets + after.privateSnippets);
  });
});

describe('the user list', () => {
  beforeAll(async () => {
    for (let i = 1; i <= 25; i++) {
      const pager = await createTestUser(
        database.db,
        `pager${String(i).padStart(2, '0')}@list.example.com`,
        { firstName: i === 7 ? 'Percy_Underscore' : `Pager${i}` },
      );
      // One second apart: PGlite's clock can give two quick sign-ups the same instant, and
      // the list would then order them by id, at random.
      await database.db
        .update(users)
        .set({ createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)) })
        .where(eq(users.id, pager.id));
    }
    await createTestUser(database.db, 'hopper@example.com', {
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    const linus = await createTestUser(database.db, 'torvalds@example.com', { firstName: 'Linus' });
    await database.db
      .update(userProfiles)
      .set({ username: 'penguin-king' })
      .where(eq(userProfiles.userId, linus.id));
  });

  it('pages 20 at a time, newest first, with the total', async () => {
    const first = await admin.admin.users({ search: 'list.example.com' });
    expect(first.total).toBe(25);
    expect(first.users).toHaveLength(20);
    expect(first.users[0]!.email).toBe('pager25@list.example.com');
    const second = await admin.admin.users({ search: 'list.example.com', limit: 20, offset: 20 });
    expect(second.total).toBe(25);
    expect(second.users.map((u) => u.email)).toEqual([
      'pager05@list.example.com',
      'pager04@list.example.com',
      'pager03@list.example.com',
      'pager02@list.example.com',
      'pager01@list.example.com',
    ]);
    const beyond = await admin.admin.users({ offset: 1000 });
    expect(beyond.users).toEqual([]);
    // Everyone in this database: root, ada, the metrics test's unverified account (when it
    // ran first), 25 pagers, hopper and torvalds.
    const everyone = await database.db.$count(users);
    expect(everyone).toBeGreaterThan(25);
    expect(beyond.total).toBe(everyone);
  });

  it('finds people by email, first or last name and username, case-insensitively', async () => {
    const search = (term: string) => admin.admin.users({ search: term });
    const emails = async (term: string) => (await search(term)).users.map((u) => u.email);
    expect(await emails('HOPPER')).toEqual(['hopper@example.com']);
    expect(await emails('lovelace')).toEqual(['ada@example.com']);
    expect(await emails('penguin')).toEqual(['torvalds@example.com']);
    expect((await search('grace')).total).toBe(2);
    // LIKE's wildcards are searched for as themselves.
    expect(await emails('_')).toEqual(['pager07@list.example.com']);
    expect((await search('%')).total).toBe(0);
    expect((await search('nobody-at-all')).total).toBe(0);
  });
});

describe('the prompt list', () => {
  beforeAll(async () => {
    for (let i = 1; i <= 23; i++) {
      await insertTestPrompt(database.db, memberId, `Paging prompt ${String(i).padStart(2, '0')}`, {
        isPublic: i % 2 === 0,
      });
    }
    await insertTestPrompt(database.db, adminId, '100% useful_prompt');
  });

  it('lists private prompts too, with the author, 20 per page', async () => {
    const first = await admin.admin.snippets({ search: 'paging prompt' });
    expect(first.total).toBe(23);
    expect(first.snippets).toHaveLength(20);
    expect(first.snippets[0]).toMatchObject({
      title: 'Paging prompt 23',
      isPublic: false,
      contentPreview: 'Content of Paging prompt 23 for [audience]',
      author: { id: memberId, username: 'ada', email: 'ada@example.com', firstName: 'Ada' },
    });
    const rest = await admin.admin.snippets({ search: 'paging prompt', offset: 20, limit: 20 });
    expect(rest.snippets.map((s) => s.title)).toEqual([
      'Paging prompt 03',
      'Paging prompt 02',
      'Paging prompt 01',
    ]);
    const small = await admin.admin.snippets({ search: 'paging', limit: 5 });
    expect(small.snippets).toHaveLength(5);
  });

  it('searches titles with wildcards taken literally', async () => {
    const pct = await admin.admin.snippets({ search: '100%' });
    expect(pct.snippets.map((s) => s.title)).toEqual(['100% useful_prompt']);
    const underscore = await admin.admin.snippets({ search: 'l_p' });
    expect(underscore.total).toBe(1);
    const none = await admin.admin.snippets({ search: '\\' });
    expect(none.total).toBe(0);
  });
});
