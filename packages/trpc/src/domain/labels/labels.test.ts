import { createTestDatabase, type TestDatabase } from '@promptshelf/db/testing';
import {
  labelMessages,
  promptMessages,
  workspaceMessages,
  type ApiTokenScope,
} from '@promptshelf/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContextInner } from '../../context';
import { createCaller } from '../../root';
import { outcome, signedInCaller, superadminCaller, visitorCaller } from '../../test/callers';
import { insertTestWorkspace } from '../../test/workspace-fixtures';
import { authenticateApiToken } from '../tokens/api-tokens';
import { labelledVersion, labelsByVersion } from './labels';

let database: TestDatabase;
type Member = Awaited<ReturnType<typeof signedInCaller>>;
let author: Member;
let stranger: Member;
let superadmin: Member;
let owner: Member;
let admin: Member;
let editor: Member;
let viewer: Member;

beforeAll(async () => {
  database = await createTestDatabase();
  author = await signedInCaller(database.db, 'author');
  stranger = await signedInCaller(database.db, 'stranger');
  superadmin = await superadminCaller(database.db);
  owner = await signedInCaller(database.db, 'owner');
  admin = await signedInCaller(database.db, 'admin');
  editor = await signedInCaller(database.db, 'editor');
  viewer = await signedInCaller(database.db, 'viewer');
});
afterAll(() => database.close());

const fields = {
  title: 'Release notes',
  content: 'Write release notes for [version].',
  aiTool: 'Claude',
  purpose: 'writing',
};

/** A prompt of `member`'s with `versions` versions (each edit of the content makes one). */
async function promptWith(
  member: Member,
  versions: number,
  extra: { isPublic?: boolean; workspace?: string } = {},
) {
  const made = await member.caller.snippets.create({ ...fields, isPublic: false, ...extra });
  for (let n = 2; n <= versions; n++) {
    await member.caller.snippets.update({ id: made.id, content: `${fields.content} Take ${n}.` });
  }
  return made.id;
}

const notFound = `NOT_FOUND: ${promptMessages.notFound}`;
const protectedRefusal = `FORBIDDEN: ${labelMessages.protected}`;

describe('labels of a personal prompt', () => {
  it('points one label at one version, records every move and answers `latest`', async () => {
    const id = await promptWith(author, 3);
    const first = await author.caller.labels.move({ id, label: 'production', version: 1 });
    expect(first).toEqual({
      label: 'production',
      version: 1,
      movedBy: { username: author.viewer.username },
      movedAt: expect.any(Date),
    });
    await author.caller.labels.move({ id, label: 'Staging', version: 3 });
    await author.caller.labels.move({ id, label: 'production', version: 2 });
    // Moving it where it already points changes and records nothing.
    await author.caller.labels.move({ id, label: 'production', version: 2 });

    const labels = await author.caller.labels.list({ id });
    expect(labels.map(({ label, version }) => ({ label, version }))).toEqual([
      { label: 'production', version: 2 },
      { label: 'staging', version: 3 },
    ]);
    const { moves, nextCursor } = await author.caller.labels.moves({ id });
    expect(nextCursor).toBeNull();
    expect(
      moves.map(({ label, fromVersion, toVersion }) => [label, fromVersion, toVersion]),
    ).toEqual([
      ['production', 1, 2],
      ['staging', null, 3],
      ['production', null, 1],
    ]);
    expect(moves[0]!.movedBy).toEqual({ username: author.viewer.username });

    expect(await labelledVersion(database.db, id, 'production')).toBe(2);
    expect(await labelledVersion(database.db, id, 'latest')).toBe(3);
    expect(await labelledVersion(database.db, id, 'canary')).toBeNull();
    expect([...(await labelsByVersion(database.db, id)).entries()].sort()).toEqual([
      [2, ['production']],
      [3, ['latest', 'staging']],
    ]);
  });

  it('removes a label and records where it pointed', async () => {
    const id = await promptWith(author, 2);
    await author.caller.labels.move({ id, label: 'canary', version: 2 });
    expect(await author.caller.labels.remove({ id, label: 'canary' })).toEqual({
      message: labelMessages.removed,
    });
    expect(await author.caller.labels.list({ id })).toEqual([]);
    const { moves } = await author.caller.labels.moves({ id });
    expect(moves.map(({ fromVersion, toVersion }) => [fromVersion, toVersion])).toEqual([
      [2, null],
      [null, 2],
    ]);
    expect(await outcome(author.caller.labels.remove({ id, label: 'canary' }))).toBe(
      `NOT_FOUND: ${labelMessages.notFound}`,
    );
  });

  it('refuses `latest`, a bad name and a version that does not exist, writing nothing', async () => {
    const id = await promptWith(author, 2);
    const latest = `BAD_REQUEST: ${labelMessages.latest}`;
    expect(await outcome(author.caller.labels.move({ id, label: 'latest', version: 1 }))).toBe(
      latest,
    );
    expect(await outcome(author.caller.labels.remove({ id, label: 'LATEST' }))).toBe(latest);
    for (const label of ['', 'with space', 'under_score', 'x'.repeat(31), 'ünïcode']) {
      expect(await outcome(author.caller.labels.move({ id, label, version: 1 }))).toBe(
        `BAD_REQUEST: ${labelMessages.invalid}`,
      );
    }
    expect(await outcome(author.caller.labels.move({ id, label: 'production', version: 3 }))).toBe(
      `BAD_REQUEST: ${labelMessages.noSuchVersion(3)}`,
    );
    expect(await author.caller.labels.list({ id })).toEqual([]);
    expect((await author.caller.labels.moves({ id })).moves).toEqual([]);
  });

  it('lets only the author move labels; a private prompt is 404 to everyone else', async () => {
    const id = await promptWith(author, 2);
    await author.caller.labels.move({ id, label: 'production', version: 2 });
    for (const other of [stranger, superadmin]) {
      expect(await outcome(other.caller.labels.list({ id }))).toBe(notFound);
      expect(await outcome(other.caller.labels.moves({ id }))).toBe(notFound);
      expect(await outcome(other.caller.labels.move({ id, label: 'x', version: 1 }))).toBe(
        notFound,
      );
      expect(await outcome(other.caller.labels.remove({ id, label: 'production' }))).toBe(notFound);
    }
    const visitor = visitorCaller(database.db);
    expect(await outcome(visitor.labels.list({ id }))).toBe(notFound);
    // The same answer as for a prompt that never was.
    expect(await outcome(stranger.caller.labels.list({ id: 999_999 }))).toBe(notFound);
  });

  it('shows readers of a public prompt only labels and moves of its published versions', async () => {
    // Versions 1 and 2 are written while private; publishing publishes version 2 only.
    const id = await promptWith(author, 2);
    await author.caller.labels.move({ id, label: 'staging', version: 1 });
    await author.caller.labels.move({ id, label: 'production', version: 1 });
    await author.caller.snippets.update({ id, isPublic: true });
    await author.caller.labels.move({ id, label: 'production', version: 2 });

    const visitor = visitorCaller(database.db);
    expect((await visitor.labels.list({ id })).map((l) => [l.label, l.version])).toEqual([
      ['production', 2],
    ]);
    expect(
      (await visitor.labels.moves({ id })).moves.map((m) => [m.fromVersion, m.toVersion]),
    ).toEqual([]);
    expect((await author.caller.labels.moves({ id })).moves).toHaveLength(3);
    // A reader who may not change it is told so.
    expect(await outcome(stranger.caller.labels.move({ id, label: 'x', version: 2 }))).toBe(
      `FORBIDDEN: ${promptMessages.notYours}`,
    );
  });

  it('pages the moves newest first by cursor', async () => {
    const id = await promptWith(author, 3);
    for (const version of [1, 2, 3, 1, 2]) {
      await author.caller.labels.move({ id, label: 'production', version });
    }
    const first = await author.caller.labels.moves({ id, limit: 2 });
    expect(first.moves.map((m) => m.toVersion)).toEqual([2, 1]);
    const second = await author.caller.labels.moves({ id, limit: 2, cursor: first.nextCursor! });
    expect(second.moves.map((m) => m.toVersion)).toEqual([3, 2]);
    const last = await author.caller.labels.moves({ id, limit: 2, cursor: second.nextCursor! });
    expect(last).toEqual({ moves: [expect.objectContaining({ toVersion: 1 })], nextCursor: null });
  });
});

describe('labels of a workspace prompt', () => {
  let counter = 0;
  async function team() {
    const slug = `labels-${++counter}`;
    await insertTestWorkspace(database.db, slug, [
      { userId: owner.id, role: 'owner' },
      { userId: admin.id, role: 'admin' },
      { userId: editor.id, role: 'editor' },
      { userId: viewer.id, role: 'viewer' },
    ]);
    return { slug, id: await promptWith(editor, 2, { workspace: slug }) };
  }

  async function tokenCaller(slug: string, scope: ApiTokenScope) {
    const { token } = await admin.caller.workspaces.createToken({
      workspace: slug,
      name: scope,
      scope,
    });
    const { viewer: tokenViewer, apiToken } = await authenticateApiToken(database.db, token, 1000);
    return createCaller(createContextInner({ db: database.db, viewer: tokenViewer, apiToken }));
  }

  it('protects production by default: editors move other labels, admins and owners any', async () => {
    const { slug, id } = await team();
    expect((await viewer.caller.workspaces.get({ workspace: slug })).protectedLabels).toEqual([
      'production',
    ]);
    await editor.caller.labels.move({ id, label: 'staging', version: 2 });
    expect(await outcome(editor.caller.labels.move({ id, label: 'production', version: 2 }))).toBe(
      protectedRefusal,
    );
    await admin.caller.labels.move({ id, label: 'production', version: 1 });
    await owner.caller.labels.move({ id, label: 'production', version: 2 });
    expect(await outcome(editor.caller.labels.remove({ id, label: 'production' }))).toBe(
      protectedRefusal,
    );
    expect(await outcome(viewer.caller.labels.move({ id, label: 'staging', version: 1 }))).toBe(
      `FORBIDDEN: ${promptMessages.editorsOnly}`,
    );
    for (const other of [stranger, superadmin]) {
      expect(await outcome(other.caller.labels.list({ id }))).toBe(notFound);
      expect(await outcome(other.caller.labels.move({ id, label: 'staging', version: 1 }))).toBe(
        notFound,
      );
    }
    // Every member reads them, with who moved each.
    expect(await viewer.caller.labels.list({ id })).toEqual([
      expect.objectContaining({
        label: 'production',
        version: 2,
        movedBy: { username: owner.viewer.username },
      }),
      expect.objectContaining({
        label: 'staging',
        version: 2,
        movedBy: { username: editor.viewer.username },
      }),
    ]);
  });

  it('lets a workspace write token move what an editor may, its maker named as the mover', async () => {
    const { slug, id } = await team();
    const write = await tokenCaller(slug, 'write');
    const moved = await write.labels.move({ id, label: 'staging', version: 1 });
    expect(moved.movedBy).toEqual({ username: admin.viewer.username });
    expect(await outcome(write.labels.move({ id, label: 'production', version: 1 }))).toBe(
      protectedRefusal,
    );
    const read = await tokenCaller(slug, 'read');
    expect((await read.labels.list({ id })).map((l) => l.label)).toEqual(['staging']);
    expect(await outcome(read.labels.move({ id, label: 'staging', version: 2 }))).toMatch(
      /^FORBIDDEN/,
    );
  });

  it('moves protection with the setting, which only admins and owners change', async () => {
    const { slug, id } = await team();
    expect(
      await outcome(
        editor.caller.workspaces.update({ workspace: slug, protectedLabels: ['staging'] }),
      ),
    ).toBe(`FORBIDDEN: ${workspaceMessages.adminsOnly}`);
    const updated = await admin.caller.workspaces.update({
      workspace: slug,
      protectedLabels: ['Staging', 'staging', 'canary'],
    });
    expect(updated.protectedLabels).toEqual(['staging', 'canary']);
    await editor.caller.labels.move({ id, label: 'production', version: 2 });
    expect(await outcome(editor.caller.labels.move({ id, label: 'staging', version: 2 }))).toBe(
      protectedRefusal,
    );
    expect(
      await outcome(
        admin.caller.workspaces.update({ workspace: slug, protectedLabels: ['latest'] }),
      ),
    ).toBe(`BAD_REQUEST: ${labelMessages.latest}`);
    expect(
      await owner.caller.workspaces.update({ workspace: slug, protectedLabels: [] }),
    ).toMatchObject({ protectedLabels: [] });
    await editor.caller.labels.move({ id, label: 'staging', version: 1 });
  });
});
