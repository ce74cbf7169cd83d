import { createTestDatabase, type TestDatabase } from '@promptshelf/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContextInner } from '../../context';
import { createCaller } from '../../root';
import {
  callerFor,
  outcome,
  signedInCaller,
  superadminCaller,
  visitorCaller,
} from '../../test/callers';
import { insertTestWorkspace } from '../../test/workspace-fixtures';

let database: TestDatabase;
type Member = Awaited<ReturnType<typeof signedInCaller>>;
let me: Member;
let teammate: Member;
let stranger: Member;

beforeAll(async () => {
  database = await createTestDatabase();
  me = await signedInCaller(database.db, 'me');
  teammate = await signedInCaller(database.db, 'teammate');
  stranger = await signedInCaller(database.db, 'stranger');
});
afterAll(() => database.close());

type NewPrompt = Parameters<Member['caller']['snippets']['create']>[0];

const prompt = (title: string, extra: Partial<NewPrompt> = {}): NewPrompt => ({
  title,
  content: `${title} body`,
  aiTool: 'Claude',
  purpose: 'writing',
  ...extra,
});

type Caller = Member['caller'] | ReturnType<typeof visitorCaller>;

/** What the palette shows: each group's name and the titles in it, in order. */
async function shown(caller: Caller, query: string, recent: number[] = []) {
  const { groups } = await caller.palette.search({ query, recent });
  return Object.fromEntries(groups.map((g) => [g.group, g.prompts.map((p) => p.title)]));
}

describe('palette.search', () => {
  it('groups my prompts, favourites, workspace prompts and public ones, each once', async () => {
    const slug = 'zebra-team';
    await insertTestWorkspace(database.db, slug, [
      { userId: me.id, role: 'viewer' },
      { userId: teammate.id, role: 'editor' },
    ]);
    await me.caller.snippets.create(prompt('Zebra notes of mine', { visibility: 'private' }));
    await me.caller.snippets.create(prompt('Zebra essay of mine', { visibility: 'public' }));
    const saved = await stranger.caller.snippets.create(prompt('Zebra favourite'));
    await me.caller.snippets.toggleFavorite({ id: saved.id });
    await teammate.caller.snippets.create(
      prompt('Zebra team plan', { workspace: slug, visibility: 'workspace' }),
    );
    await stranger.caller.snippets.create(prompt('Zebra public guide'));
    await stranger.caller.snippets.create(prompt('Zebra secret', { visibility: 'private' }));
    await stranger.caller.snippets.create(prompt('Zebra by link', { visibility: 'unlisted' }));

    expect(await shown(me.caller, 'zebra')).toEqual({
      mine: ['Zebra essay of mine', 'Zebra notes of mine'],
      favorites: ['Zebra favourite'],
      workspaces: ['Zebra team plan'],
      public: ['Zebra public guide'],
    });
    // Never another person's private or unlisted prompt; a workspace's only for its members.
    expect(await shown(stranger.caller, 'zebra')).toEqual({
      mine: ['Zebra by link', 'Zebra secret', 'Zebra public guide', 'Zebra favourite'],
      public: ['Zebra essay of mine'],
    });
    expect(await shown(visitorCaller(database.db), 'zebra')).toEqual({
      public: ['Zebra public guide', 'Zebra favourite', 'Zebra essay of mine'],
    });
  });

  it('says whose each prompt is and whether it has a generator', async () => {
    await stranger.caller.snippets.create(
      prompt('Quokka letter', { content: 'Dear [name], quokka greetings' }),
    );
    await stranger.caller.snippets.create(prompt('Quokka plain'));
    const { groups } = await me.caller.palette.search({ query: 'quokka' });
    const byTitle = Object.fromEntries(groups[0]!.prompts.map((p) => [p.title, p]));
    expect(byTitle['Quokka letter']).toMatchObject({
      canGenerate: true,
      owner: `@${stranger.viewer.username}`,
    });
    expect(byTitle['Quokka plain']).toMatchObject({ canGenerate: false });
  });

  it('finds my own prompts despite a typo', async () => {
    // Typos are corrected from the words of public prompts (decision 052).
    await stranger.caller.snippets.create(prompt('Walrus onboarding email'));
    await me.caller.snippets.create(prompt('Walrus onboarding email', { visibility: 'private' }));
    expect((await shown(me.caller, 'walrus onboarding emial')).mine).toEqual([
      'Walrus onboarding email',
    ]);
  });

  it('shows recent prompts first when nothing is typed, only those I may still open', async () => {
    const mine = await me.caller.snippets.create(prompt('Recent mine', { visibility: 'private' }));
    const theirs = await stranger.caller.snippets.create(prompt('Recent theirs'));
    const hidden = await stranger.caller.snippets.create(
      prompt('Recent hidden', { visibility: 'private' }),
    );
    expect(await shown(me.caller, '', [theirs.id, hidden.id, mine.id, 999_999])).toEqual({
      recent: ['Recent theirs', 'Recent mine'],
    });
    expect(await shown(me.caller, '')).toEqual({});
    expect(await shown(visitorCaller(database.db), '', [mine.id, theirs.id])).toEqual({
      recent: ['Recent theirs'],
    });
  });

  it('keeps each group to a few prompts', async () => {
    for (let index = 0; index < 7; index++) {
      await me.caller.snippets.create(prompt(`Capybara ${index}`, { visibility: 'private' }));
    }
    expect((await shown(me.caller, 'capybara')).mine).toHaveLength(5);
  });

  it('refuses bad input with a message, and follows the permission matrix', async () => {
    expect(await outcome(me.caller.palette.search({ query: 'x'.repeat(201) }))).toBe(
      'BAD_REQUEST: Search must be at most 200 characters',
    );
    expect(
      await outcome(
        me.caller.palette.search({
          query: '',
          recent: Array.from({ length: 11 }, (_, i) => i + 1),
        }),
      ),
    ).toBe('BAD_REQUEST: recent must be a list of at most 10 prompt ids');

    const secret = await me.caller.snippets.create(
      prompt('Okapi secret', { visibility: 'private' }),
    );
    const superadmin = await superadminCaller(database.db);
    const readToken = await signedInCaller(database.db, 'reader', {
      apiToken: { id: '00000000-0000-0000-0000-000000000001', scope: 'read' },
    });
    const writeToken = await callerFor(database.db, me.id, {
      apiToken: { id: '00000000-0000-0000-0000-000000000002', scope: 'write' },
    });
    const workspaceId = await insertTestWorkspace(database.db, 'okapi-team', []);
    const workspaceToken = createCaller(
      createContextInner({
        db: database.db,
        viewer: {
          ...me.viewer,
          id: '00000000-0000-0000-0000-000000000003',
          workspaceToken: { workspaceId, name: 'Palette', createdBy: me.id },
        },
      }),
    );
    const titles = async (caller: Caller) =>
      (await caller.palette.search({ query: 'okapi', recent: [] })).groups.flatMap((g) =>
        g.prompts.map((p) => p.title),
      );
    // The author, by session or by their own token, finds it; nobody else, superadmin included.
    expect(await titles(me.caller)).toEqual(['Okapi secret']);
    expect(await titles(writeToken.caller)).toEqual(['Okapi secret']);
    expect(await titles(visitorCaller(database.db))).toEqual([]);
    expect(await titles(stranger.caller)).toEqual([]);
    expect(await titles(superadmin.caller)).toEqual([]);
    expect(await titles(readToken.caller)).toEqual([]);
    expect(
      (await superadmin.caller.palette.search({ query: '', recent: [secret.id] })).groups,
    ).toEqual([]);
    // The palette is the web app's: a workspace token is refused, as every procedure not
    // opened to them is.
    expect(await outcome(workspaceToken.palette.search({ query: 'okapi' }))).toMatch(/^FORBIDDEN/);
  });
});
