import { execute, likes, snippets, users, type Database } from '@promptshelf/db';
import { createTestDatabase, type TestDatabase } from '@promptshelf/db/testing';
import type { PromptInput } from '@promptshelf/validators';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, signedInCaller, visitorCaller } from '../../test/callers';

// The library's rules through the router; the REST contract (status codes, the client shape,
// refused input) stays in apps/api/src/rest/prompts.test.ts.

type Person = Awaited<ReturnType<typeof signedInCaller>>;

let database: TestDatabase;
let author: Person;
let other: Person;
let visitor: ReturnType<typeof visitorCaller>;

beforeAll(async () => {
  database = await createTestDatabase();
  author = await signedInCaller(database.db, 'author');
  other = await signedInCaller(database.db, 'other');
  visitor = visitorCaller(database.db);
});
afterAll(() => database.close());

function create(person: Person, overrides: Partial<PromptInput> = {}) {
  return person.caller.snippets.create({
    title: 'Summarise a meeting',
    content: 'Summarise the notes from [meeting] for [audience].',
    aiTool: 'Claude',
    purpose: 'business',
    ...overrides,
  });
}

const ids = (list: { id: number }[]) => list.map((s) => s.id);

async function row(id: number) {
  const [found] = await database.db.select().from(snippets).where(eq(snippets.id, id));
  return found!;
}

describe('creating and reading', () => {
  it("keeps the author's email from everyone else", async () => {
    const { id } = await create(author);
    expect((await other.caller.snippets.byId({ id })).author.email).toBeNull();
    expect((await visitor.snippets.byId({ id })).author.email).toBeNull();
    expect((await author.caller.snippets.byId({ id })).author.email).toBe(author.email);
  });

  it('remembers custom tool names for the form', async () => {
    const created = await create(author, { aiTool: 'Other', customAiTool: 'Mistral Large' });
    expect(created).toMatchObject({ customAiTool: 'Mistral Large' });
    expect((await author.caller.options.myAiTools()).map((t) => t.name)).toContain('Mistral Large');
    // A custom name only counts under 'Other'.
    const plain = await create(author, { aiTool: 'Gemini', customAiTool: 'ignored' });
    expect(plain).toMatchObject({ customAiTool: null });
  });
});

describe('permissions', () => {
  it('never lets a private prompt of someone else through a list', async () => {
    const secret = await create(author, { title: 'Secret recipe', isPublic: false });
    expect(await other.caller.snippets.mine({ search: 'Secret' })).toEqual([]);
    // Favourited while public, then made private: it leaves the other person's favourites.
    const shared = await create(author, { title: 'Soon private' });
    await other.caller.snippets.toggleFavorite({ id: shared.id });
    expect(ids(await other.caller.snippets.favorites())).toContain(shared.id);
    await author.caller.snippets.update({ id: shared.id, isPublic: false });
    const favs = ids(await other.caller.snippets.favorites());
    expect(favs).not.toContain(shared.id);
    expect(favs).not.toContain(secret.id);
  });
});

describe('likes and favourites', () => {
  it('toggles a like and returns the new state and count', async () => {
    const { id } = await create(author);
    expect(await other.caller.snippets.toggleLike({ id })).toEqual({ liked: true, likesCount: 1 });
    expect((await other.caller.snippets.byId({ id })).isLiked).toBe(true);
    expect(await other.caller.snippets.toggleLike({ id })).toEqual({
      liked: false,
      likesCount: 0,
    });
  });

  it('keeps likesCount exactly equal to the likes under concurrent toggles', async () => {
    const { id } = await create(author);
    const fans = await Promise.all(
      Array.from({ length: 8 }, (_, i) => signedInCaller(database.db, `fan${i}`)),
    );
    // Everyone likes at once; then everyone double-clicks (two toggles at once).
    await Promise.all(fans.map((fan) => fan.caller.snippets.toggleLike({ id })));
    expect((await row(id)).likesCount).toBe(8);
    await Promise.all(
      fans.flatMap((fan) => [
        fan.caller.snippets.toggleLike({ id }),
        fan.caller.snippets.toggleLike({ id }),
      ]),
    );
    const rows = await database.db.$count(likes, eq(likes.snippetId, id));
    expect((await row(id)).likesCount).toBe(rows);
    expect(rows).toBe(8);
  });

  it('survives a double click on a prompt not yet liked (every call answers, count exact)', async () => {
    const { id } = await create(author);
    const clicker = await signedInCaller(database.db, 'clicker');
    const results = await Promise.all([
      clicker.caller.snippets.toggleLike({ id }),
      clicker.caller.snippets.toggleLike({ id }),
      clicker.caller.snippets.toggleFavorite({ id }),
      clicker.caller.snippets.toggleFavorite({ id }),
    ]);
    // One click turned each on, the other turned it off again, whichever came first.
    expect(results.map((r) => ('liked' in r ? r.liked : r.favorited)).sort()).toEqual([
      false,
      false,
      true,
      true,
    ]);
    const stored = await row(id);
    expect(stored.likesCount).toBe(await database.db.$count(likes, eq(likes.snippetId, id)));
    expect(stored.likesCount).toBe(0);
    expect(stored.favoritesCount).toBe(0);
  });

  it('does not count a like as an edit', async () => {
    const created = await create(author);
    const before = (await author.caller.snippets.byId({ id: created.id })).updatedAt;
    await other.caller.snippets.toggleLike({ id: created.id });
    await other.caller.snippets.toggleFavorite({ id: created.id });
    expect((await author.caller.snippets.byId({ id: created.id })).updatedAt).toEqual(before);
  });

  it('commits a reaction without waiting for the disk, and only its own transaction', async () => {
    const { id } = await create(author);
    const setting = sql`select current_setting('synchronous_commit') as value`;
    const seen = await database.db.transaction(async (tx) => {
      const before = await execute(tx as unknown as Database, setting);
      await tx.execute(sql`select * from toggle_reaction('like', ${other.id}, ${id})`);
      const after = await execute(tx as unknown as Database, setting);
      return [before[0]!.value, after[0]!.value];
    });
    // Lost in a crash of the database server at worst, never half-applied (decision 081).
    expect(seen).toEqual(['on', 'off']);
    expect((await row(id)).likesCount).toBe(1);
  });

  it("skips the tag and text triggers for a reaction's own update, and only for it", async () => {
    const { id } = await create(author, { tags: ['reacted-before'] });
    const tagCount = async (name: string) =>
      (await execute(database.db, sql`select public_count from tag_counts where name = ${name}`))[0]
        ?.public_count ?? 0;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select * from toggle_reaction('favorite', ${other.id}, ${id})`);
      // The same transaction's next update of the prompt is followed as always (migration 0019).
      await tx.execute(sql`update ${snippets} set tags = array['reacted-after'] where id = ${id}`);
    });
    expect([await tagCount('reacted-before'), await tagCount('reacted-after')]).toEqual([0, 1]);
    await other.caller.snippets.toggleLike({ id });
    expect([await tagCount('reacted-before'), await tagCount('reacted-after')]).toEqual([0, 1]);
    expect(await row(id)).toMatchObject({ likesCount: 1, favoritesCount: 1 });
  });

  it('toggles a favourite', async () => {
    const { id } = await create(author);
    expect(await other.caller.snippets.toggleFavorite({ id })).toEqual({ favorited: true });
    expect(await other.caller.snippets.toggleFavorite({ id })).toEqual({ favorited: false });
  });
});

describe('clone', () => {
  it('copies a visible prompt privately into my library and links the original', async () => {
    const original = await create(author, { title: 'Original idea' });
    const copy = await other.caller.snippets.clone({ id: original.id });
    expect(copy).toMatchObject({
      title: 'Original idea',
      isPublic: false,
      likesCount: 0,
      clonedFrom: { id: original.id, title: 'Original idea' },
    });
    expect(copy.id).not.toBe(original.id);
    expect(copy.author.email).toBe(other.email);
    expect(ids(await other.caller.snippets.mine())).toContain(copy.id);
  });

  it("names my newest copy of a prompt, so a second clone is asked about, and nobody else's", async () => {
    const original = await create(author, { title: 'Clone me twice' });
    const cloner = await signedInCaller(database.db, 'cloner');
    expect(await cloner.caller.snippets.myCopy({ id: original.id })).toBeNull();
    await cloner.caller.snippets.clone({ id: original.id });
    const second = await cloner.caller.snippets.clone({ id: original.id });
    expect(await cloner.caller.snippets.myCopy({ id: original.id })).toEqual({
      id: second.id,
      title: 'Clone me twice',
    });
    expect(await other.caller.snippets.myCopy({ id: original.id })).toBeNull();
    // A superadmin sees only their own copies here, never someone else's.
    const admin = await signedInCaller(database.db, 'copy-admin');
    await database.db.update(users).set({ superadmin: true }).where(eq(users.id, admin.id));
    const asAdmin = await callerFor(database.db, admin.id);
    expect(asAdmin.viewer.superadmin).toBe(true);
    expect(await asAdmin.caller.snippets.myCopy({ id: original.id })).toBeNull();
    await expect(visitor.snippets.myCopy({ id: original.id })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

describe('my prompts, favourites and stats', () => {
  it('filters my prompts by search, tool, purpose and visibility, and sorts them', async () => {
    const me = await signedInCaller(database.db, 'filter');
    const a = await create(me, { title: 'Alpha 100% match', aiTool: 'Claude', purpose: 'coding' });
    const b = await create(me, {
      title: 'Beta',
      content: 'alpha in content',
      aiTool: 'Gemini',
      purpose: 'writing',
      isPublic: false,
    });
    const c = await create(me, { title: 'Gamma', aiTool: 'Claude', purpose: 'writing' });
    await other.caller.snippets.toggleLike({ id: c.id });
    const mine = async (filters: Parameters<typeof me.caller.snippets.mine>[0] = {}) =>
      ids(await me.caller.snippets.mine(filters));
    expect(await mine()).toEqual([c.id, b.id, a.id]);
    expect(await mine({ search: 'alpha' })).toEqual([b.id, a.id]);
    expect(await mine({ search: '100%' })).toEqual([a.id]);
    expect(await mine({ search: '%' })).toEqual([a.id]);
    expect(await mine({ aiTool: 'Claude' })).toEqual([c.id, a.id]);
    expect(await mine({ aiTool: 'all', purpose: 'writing' })).toEqual([c.id, b.id]);
    expect(await mine({ visibility: 'private' })).toEqual([b.id]);
    expect(await mine({ visibility: 'public' })).toEqual([c.id, a.id]);
    expect((await mine({ sortBy: 'liked' }))[0]).toBe(c.id);
    const all = await me.caller.snippets.mine();
    expect(all.every((s) => s.author.email === me.email)).toBe(true);
  });

  it('finds my prompts through a typo, as browse does, private ones too', async () => {
    const me = await signedInCaller(database.db, 'typos');
    const welcome = await create(me, { title: 'Welcome email for new customers', isPublic: false });
    const followUp = await create(me, {
      title: 'Follow-up',
      content: 'A short email after a call.',
    });
    await create(me, { title: 'Meeting agenda' });
    const mine = async (search: string) =>
      ids(await me.caller.snippets.mine({ search })).sort((x, y) => x - y);
    const both = [welcome.id, followUp.id].sort((x, y) => x - y);
    // Browse's word list knows 'email' from the public prompt.
    expect(await mine('emial')).toEqual(both);
    expect(await mine('emails')).toEqual(both);
    expect(await mine('welcome emai')).toEqual([welcome.id]);
    expect(await mine('zzqqxx')).toEqual([]);
    // Someone else's library is not searched.
    expect(await other.caller.snippets.mine({ search: 'emial' })).toEqual([]);
  });

  it('counts my prompts, the likes they received and what I saved', async () => {
    const me = await signedInCaller(database.db, 'stats');
    expect(await me.caller.snippets.stats()).toEqual({
      snippetCount: 0,
      totalLikes: 0,
      favoriteCount: 0,
    });
    const mine = await create(me);
    await create(me, { isPublic: false });
    await other.caller.snippets.toggleLike({ id: mine.id });
    await me.caller.snippets.toggleLike({ id: mine.id });
    const theirs = await create(other);
    await me.caller.snippets.toggleFavorite({ id: theirs.id });
    expect(await me.caller.snippets.stats()).toEqual({
      snippetCount: 2,
      totalLikes: 2,
      favoriteCount: 1,
    });
    await expect(visitor.snippets.stats()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
