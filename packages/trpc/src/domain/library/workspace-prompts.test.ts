import { workspaceMembers } from '@promptshelf/db';
import { createTestDatabase, type TestDatabase } from '@promptshelf/db/testing';
import { promptMessages, workspaceMessages, type PromptInput } from '@promptshelf/validators';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SharedReadCache } from '../../shared-reads';
import { outcome, signedInCaller, superadminCaller, visitorCaller } from '../../test/callers';
import { insertTestWorkspace } from '../../test/workspace-fixtures';
import { libraryPages } from '../import-export/library-pages';
import { sitemapPrompts } from '../seo';

let database: TestDatabase;
type Member = Awaited<ReturnType<typeof signedInCaller>>;
let owner: Member;
let editor: Member;
let viewer: Member;
let outsider: Member;
let superadmin: Member;

beforeAll(async () => {
  database = await createTestDatabase();
  owner = await signedInCaller(database.db, 'owner');
  editor = await signedInCaller(database.db, 'editor');
  viewer = await signedInCaller(database.db, 'viewer');
  outsider = await signedInCaller(database.db, 'outsider');
  superadmin = await superadminCaller(database.db);
});
afterAll(() => database.close());

let counter = 0;
async function team() {
  const slug = `team-${++counter}`;
  const id = await insertTestWorkspace(database.db, slug, [
    { userId: owner.id, role: 'owner' },
    { userId: editor.id, role: 'editor' },
    { userId: viewer.id, role: 'viewer' },
  ]);
  return { slug, id };
}

const fields = (title: string, extra: Partial<PromptInput> = {}) => ({
  title,
  content: `Write about [topic] for ${title}`,
  aiTool: 'Claude',
  purpose: 'writing',
  ...extra,
});

const notFound = `NOT_FOUND: ${promptMessages.notFound}`;

describe('creating a prompt in a workspace', () => {
  it('lets editors and above create, defaulting to the workspace, and refuses the others', async () => {
    const { slug } = await team();
    const made = await editor.caller.snippets.create({ ...fields('Team brief'), workspace: slug });
    expect(made).toMatchObject({
      visibility: 'workspace',
      isPublic: false,
      workspace: { slug, name: `Workspace ${slug}` },
      author: { username: editor.viewer.username },
    });
    expect(await outcome(viewer.caller.snippets.create({ ...fields('x'), workspace: slug }))).toBe(
      `FORBIDDEN: ${promptMessages.editorsOnly}`,
    );
    for (const stranger of [outsider, superadmin]) {
      expect(
        await outcome(stranger.caller.snippets.create({ ...fields('x'), workspace: slug })),
      ).toBe(`NOT_FOUND: ${workspaceMessages.notFound}`);
    }
  });

  it('maps an older client’s isPublic and refuses a visibility that does not fit', async () => {
    const { slug } = await team();
    const create = (extra: Partial<PromptInput>, workspace: string | null = slug) =>
      owner.caller.snippets.create({ ...fields('Mapped', extra), workspace });
    expect((await create({ isPublic: true })).visibility).toBe('public');
    expect((await create({ isPublic: false })).visibility).toBe('workspace');
    expect((await create({ visibility: 'unlisted' })).visibility).toBe('unlisted');
    expect(await outcome(create({ visibility: 'private' }))).toBe(
      `BAD_REQUEST: ${promptMessages.workspacePrivate}`,
    );
    expect((await create({}, null)).visibility).toBe('public');
    expect((await create({ isPublic: false }, null)).visibility).toBe('private');
    expect(await create({ visibility: 'unlisted' }, null)).toMatchObject({
      visibility: 'unlisted',
      isPublic: false,
      workspace: null,
    });
    expect(await outcome(create({ visibility: 'workspace' }, null))).toBe(
      `BAD_REQUEST: ${promptMessages.personalWorkspaceVisibility}`,
    );
  });
});

describe('reading and writing a workspace prompt', () => {
  it('is read by members only; a superadmin who is no member gets 404 too', async () => {
    const { slug } = await team();
    const { id } = await owner.caller.snippets.create({
      ...fields('Members only'),
      workspace: slug,
    });
    expect((await viewer.caller.snippets.byId({ id })).title).toBe('Members only');
    for (const caller of [outsider.caller, superadmin.caller, visitorCaller(database.db)]) {
      expect(await outcome(caller.snippets.byId({ id }))).toBe(notFound);
      expect(await outcome(caller.versions.list({ id }))).toBe(notFound);
    }
    expect(await outcome(outsider.caller.snippets.update({ id, title: 'Mine now' }))).toBe(
      notFound,
    );
  });

  it('keeps the version history with each writer’s name, and logs the changes', async () => {
    const { slug } = await team();
    const { id } = await owner.caller.snippets.create({ ...fields('Shared'), workspace: slug });
    await editor.caller.snippets.update({ id, content: 'New [words]', note: 'tighter' });
    expect(await outcome(viewer.caller.snippets.update({ id, title: 'No' }))).toBe(
      `FORBIDDEN: ${promptMessages.editorsOnly}`,
    );
    const history = await viewer.caller.versions.list({ id });
    expect(history.versions.map((v) => [v.version, v.author?.username])).toEqual([
      [2, editor.viewer.username],
      [1, owner.viewer.username],
    ]);
    await editor.caller.versions.restore({ id, version: 1 });
    expect(await outcome(viewer.caller.snippets.delete({ id }))).toBe(
      `FORBIDDEN: ${promptMessages.editorsOnly}`,
    );
    await editor.caller.snippets.delete({ id });
    const log = await owner.caller.workspaces.activity({ workspace: slug });
    expect(log.events.map((e) => e.action).slice(0, 4)).toEqual([
      'prompt.deleted',
      'prompt.restored',
      'prompt.edited',
      'prompt.created',
    ]);
    expect(log.events[0]!.subject).toEqual({ type: 'prompt', id, title: 'Shared' });
  });

  it('is cloned, liked and saved by a viewer; a removed member loses it at once', async () => {
    const { slug, id: workspaceId } = await team();
    const { id } = await owner.caller.snippets.create({ ...fields('Reusable'), workspace: slug });
    const copy = await viewer.caller.snippets.clone({ id });
    expect(copy).toMatchObject({ visibility: 'private', workspace: null, isOwner: true });
    expect(copy.clonedFrom?.id).toBe(id);
    expect(await viewer.caller.snippets.toggleLike({ id })).toEqual({ liked: true, likesCount: 1 });
    expect(await viewer.caller.snippets.toggleFavorite({ id })).toEqual({ favorited: true });
    expect((await viewer.caller.snippets.favorites()).map((p) => p.id)).toContain(id);
    expect(await outcome(outsider.caller.snippets.toggleLike({ id }))).toBe(notFound);
    expect(await outcome(outsider.caller.snippets.clone({ id }))).toBe(notFound);

    await database.db
      .delete(workspaceMembers)
      .where(
        and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, viewer.id)),
      );
    expect(await outcome(viewer.caller.snippets.byId({ id }))).toBe(notFound);
    expect((await viewer.caller.snippets.favorites()).map((p) => p.id)).not.toContain(id);
    // The copy stays theirs, without naming an original they may no longer open.
    expect((await viewer.caller.snippets.byId({ id: copy.id })).clonedFrom).toBeNull();
  });

  it('stays out of its author’s personal library, stats and export', async () => {
    const { slug } = await team();
    const before = await editor.caller.snippets.stats();
    await editor.caller.snippets.create({ ...fields('Not personal'), workspace: slug });
    const mine = await editor.caller.snippets.mine({});
    expect(mine.map((p) => p.title)).not.toContain('Not personal');
    expect((await editor.caller.snippets.stats()).snippetCount).toBe(before.snippetCount);
    const exported: string[] = [];
    for await (const page of await libraryPages(database.db, editor.viewer, false)) {
      exported.push(...page.map((p) => p.title));
    }
    expect(exported).not.toContain('Not personal');
  });
});

describe('unlisted prompts', () => {
  it('open by link for anyone and never appear in a list, a search or a sitemap', async () => {
    const word = 'Zanzibarish';
    const { slug } = await team();
    const personal = await owner.caller.snippets.create({
      ...fields(`${word} personal`),
      visibility: 'unlisted',
    });
    const inTeam = await owner.caller.snippets.create({
      ...fields(`${word} team`),
      visibility: 'unlisted',
      workspace: slug,
    });
    const hidden = await owner.caller.snippets.create({
      ...fields(`${word} hidden`),
      workspace: slug,
    });
    const ids = [personal.id, inTeam.id, hidden.id];
    // A shared cache that keeps everything it is given, to look into afterwards.
    const kept: unknown[] = [];
    const sharedReads: SharedReadCache = {
      get: (_key, load) => load().then((value) => (kept.push(value), value)),
      invalidate: () => {},
    };
    const visitor = visitorCaller(database.db, { sharedReads });
    const signedIn = await signedInCaller(database.db, 'reader', { sharedReads });
    for (const { id } of [personal, inTeam]) {
      expect((await visitor.snippets.byId({ id })).visibility).toBe('unlisted');
      expect((await outsider.caller.snippets.byId({ id })).visibility).toBe('unlisted');
    }
    expect((await signedIn.caller.snippets.byId({ id: inTeam.id })).visibility).toBe('unlisted');

    const seen = (list: { id: number }[]) => list.filter((p) => ids.includes(p.id));
    for (const caller of [visitor, signedIn.caller, outsider.caller, owner.caller]) {
      expect(seen((await caller.snippets.browse({ search: word })).snippets)).toEqual([]);
      expect(seen((await caller.snippets.browse({})).snippets)).toEqual([]);
      expect(seen(await caller.snippets.search({ query: word }))).toEqual([]);
      const profile = await caller.profiles.public({ username: owner.viewer.username! });
      expect(seen(profile.snippets)).toEqual([]);
    }
    // Nothing the shared cache was given holds one of them.
    expect(JSON.stringify(kept)).not.toContain(word);
    const sitemap = await sitemapPrompts(database.db, 0);
    expect(sitemap.filter((row) => row.path.includes('zanzibarish'))).toEqual([]);

    // Someone else's public collection never shows them.
    const box = await owner.caller.collections.create({ name: 'Box', isPublic: true });
    for (const { id } of [personal, inTeam]) {
      await owner.caller.collections.addSnippet({ id: box.id, snippetId: id });
    }
    const asOutsider = await outsider.caller.collections.byId({ id: box.id });
    expect(seen(asOutsider.snippets)).toEqual([]);
    expect(asOutsider.collection.snippetCount).toBe(0);
    const asOwner = await owner.caller.collections.byId({ id: box.id });
    expect(seen(asOwner.snippets)).toHaveLength(2);
  });
});

describe('a workspace library', () => {
  it('pages, filters and counts the workspace’s prompts for members only', async () => {
    const { slug } = await team();
    for (let i = 1; i <= 5; i++) {
      await editor.caller.snippets.create({
        ...fields(`Lib ${i}`, {
          aiTool: i % 2 ? 'Claude' : 'Gemini',
          tags: i === 3 ? ['special'] : [],
          visibility: i === 5 ? 'public' : undefined,
        }),
        workspace: slug,
      });
    }
    const page = await viewer.caller.workspaces.prompts({ workspace: slug, limit: 2 });
    expect(page.total).toBe(5);
    expect(page.snippets.map((p) => p.title)).toEqual(['Lib 5', 'Lib 4']);
    const next = await viewer.caller.workspaces.prompts({ workspace: slug, limit: 2, offset: 2 });
    expect(next.snippets.map((p) => p.title)).toEqual(['Lib 3', 'Lib 2']);
    const gemini = await viewer.caller.workspaces.prompts({ workspace: slug, aiTool: 'Gemini' });
    expect(gemini).toMatchObject({ total: 2 });
    expect(
      (await viewer.caller.workspaces.prompts({ workspace: slug, tag: ['special'] })).snippets,
    ).toMatchObject([{ title: 'Lib 3' }]);
    expect(
      (await viewer.caller.workspaces.prompts({ workspace: slug, visibility: 'public' })).total,
    ).toBe(1);
    expect(
      (await viewer.caller.workspaces.prompts({ workspace: slug, search: 'lib 4' })).total,
    ).toBe(1);
    // A typo is corrected as on Browse ('Lib 5' is public: 'lib' is a known word).
    expect((await viewer.caller.workspaces.prompts({ workspace: slug, search: 'lbi' })).total).toBe(
      5,
    );
    expect((await viewer.caller.workspaces.get({ workspace: slug })).promptCount).toBe(5);
    const listed = await viewer.caller.workspaces.mine();
    expect(listed.find((w) => w.slug === slug)?.promptCount).toBe(5);
    for (const stranger of [outsider, superadmin]) {
      expect(await outcome(stranger.caller.workspaces.prompts({ workspace: slug }))).toBe(
        `NOT_FOUND: ${workspaceMessages.notFound}`,
      );
    }
  });
});

describe('moving a prompt', () => {
  it('moves in and out as the rules say, keeping public and unlisted, and logs it', async () => {
    const { slug } = await team();
    const other = await team();
    const own = await editor.caller.snippets.create({ ...fields('Mover'), isPublic: false });
    const moved = await editor.caller.snippets.move({ id: own.id, workspace: slug });
    expect(moved).toMatchObject({ visibility: 'workspace', workspace: { slug } });
    // A viewer of the other side may not take it there.
    expect(await outcome(viewer.caller.snippets.move({ id: own.id, workspace: null }))).toBe(
      `FORBIDDEN: ${promptMessages.editorsOnly}`,
    );
    expect(await outcome(outsider.caller.snippets.move({ id: own.id, workspace: slug }))).toBe(
      notFound,
    );
    // Only its author takes it into a personal library, their own.
    expect(await outcome(owner.caller.snippets.move({ id: own.id, workspace: null }))).toBe(
      `FORBIDDEN: ${promptMessages.notYours}`,
    );
    const across = await owner.caller.snippets.move({ id: own.id, workspace: other.slug });
    expect(across.workspace?.slug).toBe(other.slug);
    const back = await editor.caller.snippets.move({ id: own.id, workspace: null });
    expect(back).toMatchObject({ visibility: 'private', workspace: null });

    const open = await editor.caller.snippets.create({
      ...fields('Open'),
      visibility: 'unlisted',
    });
    expect((await editor.caller.snippets.move({ id: open.id, workspace: slug })).visibility).toBe(
      'unlisted',
    );
    expect((await editor.caller.snippets.move({ id: open.id, workspace: null })).visibility).toBe(
      'unlisted',
    );

    const log = await owner.caller.workspaces.activity({ workspace: slug });
    expect(log.events.map((e) => e.action).slice(0, 4)).toEqual([
      'prompt.moved_out',
      'prompt.moved_in',
      'prompt.moved_out',
      'prompt.moved_in',
    ]);
  });
});

describe('a workspace’s collections', () => {
  it('are read by members (or anyone, public) and changed by editors and above', async () => {
    const { slug } = await team();
    const made = await editor.caller.collections.create({ name: 'Team picks', workspace: slug });
    expect(made.workspace).toEqual({ slug, name: `Workspace ${slug}` });
    expect(await outcome(viewer.caller.collections.create({ name: 'No', workspace: slug }))).toBe(
      `FORBIDDEN: ${promptMessages.editorsOnly}`,
    );
    expect(await outcome(outsider.caller.collections.create({ name: 'No', workspace: slug }))).toBe(
      `NOT_FOUND: ${workspaceMessages.notFound}`,
    );

    const prompt = await owner.caller.snippets.create({ ...fields('In a box'), workspace: slug });
    await owner.caller.collections.addSnippet({ id: made.id, snippetId: prompt.id });
    const asViewer = await viewer.caller.collections.byId({ id: made.id });
    expect(asViewer.snippets.map((p) => p.id)).toEqual([prompt.id]);
    expect(
      (await viewer.caller.workspaces.collections({ workspace: slug })).map((c) => c.id),
    ).toEqual([made.id]);
    expect((await editor.caller.collections.mine()).map((c) => c.id)).not.toContain(made.id);
    for (const caller of [outsider.caller, superadmin.caller, visitorCaller(database.db)]) {
      expect(await outcome(caller.collections.byId({ id: made.id }))).toBe(
        'NOT_FOUND: Collection not found.',
      );
    }
    expect(await outcome(viewer.caller.collections.update({ id: made.id, name: 'x' }))).toBe(
      `FORBIDDEN: ${promptMessages.editorsOnly}`,
    );
    await owner.caller.collections.update({ id: made.id, isPublic: true });
    // Public now: anyone opens it, and sees none of the workspace's own prompts in it.
    const asVisitor = await visitorCaller(database.db).collections.byId({ id: made.id });
    expect(asVisitor.snippets).toEqual([]);
    expect(await outcome(outsider.caller.collections.delete({ id: made.id }))).toBe(
      'FORBIDDEN: You can only change your own collections.',
    );
    await editor.caller.collections.delete({ id: made.id });
  });
});
