import { execute, users } from '@promptshelf/db';
import { createTestDatabase, type TestDatabase } from '@promptshelf/db/testing';
import { collectionMessages } from '@promptshelf/validators';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, signedInCaller, visitorCaller } from '../../test/callers';
import { selectCollectionPrompts } from './collection-prompts';
import { myCollections } from './collections';

let database: TestDatabase;
type Member = Awaited<ReturnType<typeof signedInCaller>>;
let owner: Member;
let other: Member;
let visitor: ReturnType<typeof visitorCaller>;

const prompt = (title: string, isPublic = true) => ({
  title,
  content: `${title} text`,
  aiTool: 'Claude',
  purpose: 'writing',
  isPublic,
});

beforeAll(async () => {
  database = await createTestDatabase();
  owner = await signedInCaller(database.db, 'owner');
  other = await signedInCaller(database.db, 'other');
  visitor = visitorCaller(database.db);
});
afterAll(() => database.close());

async function codeOf(promise: Promise<unknown>) {
  try {
    await promise;
    return 'OK';
  } catch (error) {
    return (error as { code: string }).code;
  }
}

describe('making and listing collections', () => {
  it('creates a private collection by default and lists mine with counts', async () => {
    const made = await owner.caller.collections.create({ name: '  Writing  ' });
    expect(made).toMatchObject({
      name: 'Writing',
      description: '',
      isPublic: false,
      snippetCount: 0,
      isOwner: true,
    });
    const mine = await owner.caller.collections.mine();
    expect(mine[0]).toEqual({
      id: made.id,
      name: 'Writing',
      description: '',
      isPublic: false,
      workspace: null,
      snippetCount: 0,
      updatedAt: made.updatedAt,
    });
    expect(await other.caller.collections.mine()).toEqual([]);
  });

  it('refuses bad input with the spec limits', async () => {
    await expect(owner.caller.collections.create({ name: ' ' })).rejects.toThrow(
      collectionMessages.nameRequired,
    );
    await expect(owner.caller.collections.create({ name: 'x'.repeat(101) })).rejects.toThrow(
      collectionMessages.nameMax,
    );
    await expect(
      owner.caller.collections.create({ name: 'ok', description: 'x'.repeat(501) }),
    ).rejects.toThrow(collectionMessages.descriptionMax);
    expect(await owner.caller.collections.create({ name: 'x'.repeat(100) })).toMatchObject({
      name: 'x'.repeat(100),
    });
  });
});

describe('the permission matrix', () => {
  it('answers each person as decision 155 says', async () => {
    const priv = await owner.caller.collections.create({ name: 'Private' });
    const pub = await owner.caller.collections.create({ name: 'Public', isPublic: true });
    const own = await owner.caller.snippets.create(prompt('Own private', false));
    const theirsPublic = await other.caller.snippets.create(prompt('Their public'));
    const theirsPrivate = await other.caller.snippets.create(prompt('Their private', false));

    // Reading: a private collection is not found to anyone but its owner.
    expect(await codeOf(owner.caller.collections.byId({ id: priv.id }))).toBe('OK');
    expect(await codeOf(other.caller.collections.byId({ id: priv.id }))).toBe('NOT_FOUND');
    expect(await codeOf(visitor.collections.byId({ id: priv.id }))).toBe('NOT_FOUND');
    expect(await codeOf(other.caller.collections.byId({ id: pub.id }))).toBe('OK');
    expect(await codeOf(visitor.collections.byId({ id: pub.id }))).toBe('OK');
    expect(await codeOf(visitor.collections.byId({ id: 999_999 }))).toBe('NOT_FOUND');

    // Adding: own prompts and others' public ones; others' private ones are not found.
    const add = (who: Member, id: number, promptId: number) =>
      codeOf(who.caller.collections.addSnippet({ id, snippetId: promptId }));
    expect(await add(owner, pub.id, own.id)).toBe('OK');
    expect(await add(owner, pub.id, theirsPublic.id)).toBe('OK');
    expect(await add(owner, pub.id, theirsPublic.id)).toBe('OK'); // idempotent
    expect(await add(owner, pub.id, theirsPrivate.id)).toBe('NOT_FOUND');
    expect(await add(owner, pub.id, 999_999)).toBe('NOT_FOUND');
    // Someone else's collection: public is forbidden, private is not found.
    expect(await add(other, pub.id, theirsPublic.id)).toBe('FORBIDDEN');
    expect(await add(other, priv.id, theirsPublic.id)).toBe('NOT_FOUND');
    expect(await codeOf(visitor.collections.addSnippet({ id: pub.id, snippetId: own.id }))).toBe(
      'UNAUTHORIZED',
    );

    // Changing and deleting: the owner only.
    expect(await codeOf(other.caller.collections.update({ id: pub.id, name: 'Mine' }))).toBe(
      'FORBIDDEN',
    );
    expect(await codeOf(other.caller.collections.update({ id: priv.id, name: 'Mine' }))).toBe(
      'NOT_FOUND',
    );
    expect(await codeOf(other.caller.collections.delete({ id: pub.id }))).toBe('FORBIDDEN');
    expect(await codeOf(other.caller.collections.delete({ id: priv.id }))).toBe('NOT_FOUND');
    expect(
      await codeOf(other.caller.collections.removeSnippet({ id: pub.id, snippetId: own.id })),
    ).toBe('FORBIDDEN');
    expect(await codeOf(visitor.collections.delete({ id: pub.id }))).toBe('UNAUTHORIZED');
    expect(await codeOf(visitor.collections.mine())).toBe('UNAUTHORIZED');

    // Others see the public prompts only; the owner sees their own private one too.
    const asOther = await other.caller.collections.byId({ id: pub.id });
    expect(asOther.snippets.map((s) => s.title)).toEqual(['Their public']);
    expect(asOther.collection).toMatchObject({ snippetCount: 1, isOwner: false });
    const asOwner = await owner.caller.collections.byId({ id: pub.id });
    expect(asOwner.snippets.map((s) => s.title)).toEqual(['Their public', 'Own private']);
    expect(asOwner.collection.snippetCount).toBe(2);

    const renamed = await owner.caller.collections.update({
      id: pub.id,
      name: 'Renamed',
      description: 'Best ones',
    });
    expect(renamed).toMatchObject({ name: 'Renamed', description: 'Best ones', isPublic: true });
    // Absent leaves a field as it is; null clears the description.
    expect(await owner.caller.collections.update({ id: pub.id })).toMatchObject({
      name: 'Renamed',
      description: 'Best ones',
    });
    expect(await owner.caller.collections.update({ id: pub.id, description: null })).toMatchObject({
      description: '',
    });
    expect(
      await owner.caller.collections.removeSnippet({ id: pub.id, snippetId: own.id }),
    ).toMatchObject({ snippetCount: 1 });
    // Deleting a collection keeps its prompts.
    expect(await owner.caller.collections.delete({ id: pub.id })).toEqual({
      message: collectionMessages.deleted,
    });
    expect(await codeOf(owner.caller.collections.byId({ id: pub.id }))).toBe('NOT_FOUND');
    expect(await codeOf(other.caller.snippets.byId({ id: theirsPublic.id }))).toBe('OK');
  });

  it("gives a superadmin no rights over someone else's collections", async () => {
    const { id: adminId } = await signedInCaller(database.db, 'admin');
    await database.db.update(users).set({ superadmin: true }).where(eq(users.id, adminId));
    const admin = await callerFor(database.db, adminId);
    expect(admin.viewer.superadmin).toBe(true);
    const priv = await owner.caller.collections.create({ name: 'Not theirs' });
    const pub = await owner.caller.collections.create({
      name: 'Hands off',
      description: 'As made',
      isPublic: true,
    });
    const kept = await owner.caller.snippets.create(prompt('Kept in'));
    await owner.caller.collections.addSnippet({ id: pub.id, snippetId: kept.id });
    const theirs = await admin.caller.snippets.create(prompt('Admin public'));
    const before = await owner.caller.collections.byId({ id: pub.id });
    const privateBefore = await owner.caller.collections.byId({ id: priv.id });

    const { collections } = admin.caller;
    const attempts: [() => Promise<unknown>, string][] = [
      [() => collections.byId({ id: priv.id }), 'NOT_FOUND'],
      [() => collections.update({ id: priv.id, name: 'Taken' }), 'NOT_FOUND'],
      [() => collections.delete({ id: priv.id }), 'NOT_FOUND'],
      [() => collections.update({ id: pub.id, name: 'Taken' }), 'FORBIDDEN'],
      [() => collections.addSnippet({ id: pub.id, snippetId: theirs.id }), 'FORBIDDEN'],
      [() => collections.removeSnippet({ id: pub.id, snippetId: kept.id }), 'FORBIDDEN'],
      [() => collections.delete({ id: pub.id }), 'FORBIDDEN'],
    ];
    for (const [attempt, code] of attempts) expect(await codeOf(attempt())).toBe(code);
    expect(await owner.caller.collections.byId({ id: pub.id })).toEqual(before);
    expect(await owner.caller.collections.byId({ id: priv.id })).toEqual(privateBefore);
  });

  it('honours read-scope tokens: they read but never write', async () => {
    const { caller } = await signedInCaller(database.db, 'token', {
      apiToken: { id: '00000000-0000-0000-0000-000000000000', scope: 'read' },
    });
    expect(await codeOf(caller.collections.mine())).toBe('OK');
    expect(await codeOf(caller.collections.create({ name: 'No' }))).toBe('FORBIDDEN');
  });
});

describe('a prompt that changes under a collection', () => {
  it('vanishes from others when made private, and leaves when deleted', async () => {
    const shelf = await other.caller.collections.create({ name: 'Shelf', isPublic: true });
    const keep = await owner.caller.snippets.create(prompt('Stays public'));
    const hide = await owner.caller.snippets.create(prompt('Soon private'));
    const gone = await owner.caller.snippets.create(prompt('Soon deleted'));
    for (const s of [keep, hide, gone]) {
      await other.caller.collections.addSnippet({ id: shelf.id, snippetId: s.id });
    }
    const titles = async (who: ReturnType<typeof visitorCaller>) =>
      (await who.collections.byId({ id: shelf.id })).snippets.map((s) => s.title);
    expect(await titles(visitor)).toEqual(['Soon deleted', 'Soon private', 'Stays public']);

    await owner.caller.snippets.update({ id: hide.id, isPublic: false });
    // Gone for the collection's owner and visitors alike, and from the counts.
    expect(await titles(visitor)).toEqual(['Soon deleted', 'Stays public']);
    expect(await titles(other.caller)).toEqual(['Soon deleted', 'Stays public']);
    const mine = await other.caller.collections.mine();
    expect(mine.find((c) => c.id === shelf.id)?.snippetCount).toBe(2);
    // The prompt's author still sees it there.
    expect(await titles(owner.caller)).toContain('Soon private');

    await owner.caller.snippets.delete({ id: gone.id });
    expect(await titles(other.caller)).toEqual(['Stays public']);
    const [{ count }] = (await execute(
      database.db,
      sql`select count(*)::int as count from collection_snippets where snippet_id = ${gone.id}`,
    )) as [{ count: number }];
    expect(count).toBe(0);
    // Turning it public again brings it back (it was never removed).
    await owner.caller.snippets.update({ id: hide.id, isPublic: true });
    expect(await titles(visitor)).toEqual(['Soon private', 'Stays public']);
  });

  it('keeps the newest added first, pages, and moves the collection up when changed', async () => {
    const a = await owner.caller.collections.create({ name: 'A' });
    const b = await owner.caller.collections.create({ name: 'B' });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await owner.caller.snippets.create(prompt(`P${i}`))).id);
    for (const id of ids) await owner.caller.collections.addSnippet({ id: a.id, snippetId: id });
    const page = await owner.caller.collections.byId({ id: a.id, limit: 2, offset: 1 });
    expect(page.snippets.map((s) => s.title)).toEqual(['P1', 'P0']);
    expect(page.collection.snippetCount).toBe(3);
    const mine = await owner.caller.collections.mine();
    expect(mine.find((c) => c.id === a.id)?.snippetCount).toBe(3);
    const order = mine.map((c) => c.id);
    expect(order.indexOf(a.id)).toBeLessThan(order.indexOf(b.id));
    expect(await owner.caller.collections.holding({ snippetId: ids[0]! })).toEqual([a.id]);
  });
});

describe('reading a collection at scale', () => {
  it('reads a page by the added-at index', async () => {
    const big = await owner.caller.collections.create({ name: 'Big', isPublic: true });
    await database.db.execute(sql`
      with made as (
        insert into snippets (title, content, ai_tool, purpose, author_id, is_public, visibility)
        select 'Bulk ' || g, 'Text', 'Claude', 'writing', ${owner.id}::uuid, g % 10 <> 0,
          case when g % 10 <> 0 then 'public' else 'private' end
        from generate_series(1, 5000) g returning id
      )
      insert into collection_snippets (collection_id, snippet_id, added_at)
      select ${big.id}, id, now() - id * interval '1 second' from made
    `);
    await database.db.execute(sql`analyze collection_snippets`);
    await database.db.execute(sql`analyze snippets`);
    const page = await visitor.collections.byId({ id: big.id });
    expect(page.snippets).toHaveLength(50);
    expect(page.collection.snippetCount).toBe(4500);
    for (const offset of [0, 4000]) {
      const query = selectCollectionPrompts(database.db, null, { id: big.id, limit: 50, offset });
      const plan = (await execute(database.db, sql`explain ${query.getSQL()}`))
        .map((row) => String(Object.values(row)[0]))
        .join('\n');
      expect(plan).toMatch(/collection_snippets_added_idx/);
      expect(plan).not.toMatch(/Seq Scan on collection_snippets/);
    }
    // The list's counts probe each collection's rows by key, not the whole table.
    const list = myCollections(database.db, owner.viewer);
    const listPlan = (await execute(database.db, sql`explain ${list.getSQL()}`))
      .map((row) => String(Object.values(row)[0]))
      .join('\n');
    expect(listPlan).toMatch(/collection_snippets_(pkey|added_idx)/);
    expect(listPlan).not.toMatch(/Seq Scan on collection_snippets/);
  });
});
