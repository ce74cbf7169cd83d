import { apiTokens, workspaceMembers, workspaces } from '@promptshelf/db';
import { createTestDatabase, type TestDatabase } from '@promptshelf/db/testing';
import {
  API_TOKENS_PER_WORKSPACE_MAX,
  apiTokenMessages,
  promptMessages,
  workspaceMessages,
  type ApiTokenScope,
} from '@promptshelf/validators';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContextInner } from '../../context';
import { createCaller } from '../../root';
import { outcome, signedInCaller } from '../../test/callers';
import { insertTestWorkspace } from '../../test/workspace-fixtures';
import { hashToken } from '../accounts/tokens';
import { authenticateApiToken, revokeAllApiTokens } from '../tokens/api-tokens';

let database: TestDatabase;
type Member = Awaited<ReturnType<typeof signedInCaller>>;
let owner: Member;
let admin: Member;
let editor: Member;
let viewer: Member;
let outsider: Member;

beforeAll(async () => {
  database = await createTestDatabase();
  owner = await signedInCaller(database.db, 'owner');
  admin = await signedInCaller(database.db, 'admin');
  editor = await signedInCaller(database.db, 'editor');
  viewer = await signedInCaller(database.db, 'viewer');
  outsider = await signedInCaller(database.db, 'outsider');
});
afterAll(() => database.close());

let counter = 0;
async function team() {
  const slug = `tokens-${++counter}`;
  const id = await insertTestWorkspace(database.db, slug, [
    { userId: owner.id, role: 'owner' },
    { userId: admin.id, role: 'admin' },
    { userId: editor.id, role: 'editor' },
    { userId: viewer.id, role: 'viewer' },
  ]);
  return { slug, id };
}

/** The router as a request with this token calls it (what the HTTP layer builds). */
async function tokenCaller(token: string) {
  const { viewer: tokenViewer, apiToken } = await authenticateApiToken(database.db, token, 1000);
  return createCaller(createContextInner({ db: database.db, viewer: tokenViewer, apiToken }));
}

/** A token of the workspace made by its admin, and the router as a request with it calls it. */
async function workspaceToken(slug: string, scope: ApiTokenScope, name = `${scope} app`) {
  const created = await admin.caller.workspaces.createToken({ workspace: slug, name, scope });
  return { ...created, caller: await tokenCaller(created.token) };
}

const fields = (title: string) => ({
  title,
  content: `Write about [topic] for ${title}`,
  aiTool: 'Claude',
  purpose: 'writing',
});

const workspaceOnly = `FORBIDDEN: ${apiTokenMessages.workspaceOnly}`;
const promptNotFound = `NOT_FOUND: ${promptMessages.notFound}`;
const noWorkspace = `NOT_FOUND: ${workspaceMessages.notFound}`;

describe('managing workspace tokens', () => {
  it('lets admins and owners make, list and revoke them; the secret is shown once', async () => {
    const { slug, id } = await team();
    const created = await admin.caller.workspaces.createToken({
      workspace: slug,
      name: ' Deploy bot ',
      scope: 'write',
      expiresInDays: 90,
    });
    expect(created.token).toMatch(/^psk_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({
      name: 'Deploy bot',
      scope: 'write',
      lastUsedAt: null,
      createdBy: { username: admin.viewer.username, firstName: 'admin' },
    });
    const days = (created.expiresAt!.getTime() - created.createdAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(90);
    const [row] = await database.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(row).toMatchObject({ workspaceId: id, userId: admin.id });
    expect(row!.tokenHash).toBe(hashToken(created.token));

    const { token: _secret, ...shown } = created;
    expect(await owner.caller.workspaces.tokens({ workspace: slug })).toEqual([shown]);
    // It is the workspace's, not among its maker's personal tokens.
    expect(await admin.caller.tokens.list()).toEqual([]);
    expect(await outcome(admin.caller.tokens.revoke({ id: created.id }))).toBe(
      `NOT_FOUND: ${apiTokenMessages.notFound}`,
    );

    expect(await owner.caller.workspaces.revokeToken({ workspace: slug, id: created.id })).toEqual({
      message: 'Token revoked',
    });
    expect(await outcome(tokenCaller(created.token))).toBe(
      `UNAUTHORIZED: ${apiTokenMessages.invalidToken}`,
    );
    expect(await owner.caller.workspaces.tokens({ workspace: slug })).toEqual([]);
    expect(
      await outcome(owner.caller.workspaces.revokeToken({ workspace: slug, id: created.id })),
    ).toBe(`NOT_FOUND: ${apiTokenMessages.notFound}`);

    const log = await owner.caller.workspaces.activity({ workspace: slug });
    expect(log.events.map((e) => [e.action, e.actor?.username, e.subject])).toEqual([
      ['token.revoked', owner.viewer.username, { type: 'token', name: 'Deploy bot' }],
      ['token.created', admin.viewer.username, { type: 'token', name: 'Deploy bot' }],
    ]);
  });

  it('refuses editors, viewers, outsiders and every API token', async () => {
    const { slug } = await team();
    const made = await workspaceToken(slug, 'write');
    const personal = await admin.caller.tokens.create({ name: 'Mine', scope: 'write' });
    const personalCaller = await tokenCaller(personal.token);
    const input = { workspace: slug, name: 'No', scope: 'read' as const };
    const adminsOnly = `FORBIDDEN: ${workspaceMessages.adminsOnly}`;
    const sessionOnly = `FORBIDDEN: ${apiTokenMessages.sessionOnly}`;
    for (const [caller, refusal] of [
      [editor.caller, adminsOnly],
      [viewer.caller, adminsOnly],
      [outsider.caller, noWorkspace],
      [personalCaller, sessionOnly],
      [made.caller, workspaceOnly],
    ] as const) {
      expect(await outcome(caller.workspaces.tokens({ workspace: slug }))).toBe(refusal);
      expect(await outcome(caller.workspaces.createToken(input))).toBe(refusal);
      expect(await outcome(caller.workspaces.revokeToken({ workspace: slug, id: made.id }))).toBe(
        refusal,
      );
    }
    // A token of another workspace is not found through this one.
    const other = await team();
    expect(
      await outcome(admin.caller.workspaces.revokeToken({ workspace: other.slug, id: made.id })),
    ).toBe(`NOT_FOUND: ${apiTokenMessages.notFound}`);
  });

  it(`holds at most ${API_TOKENS_PER_WORKSPACE_MAX} tokens a workspace`, async () => {
    const { slug, id } = await team();
    await database.db.insert(apiTokens).values(
      Array.from({ length: API_TOKENS_PER_WORKSPACE_MAX }, (_, i) => ({
        userId: admin.id,
        workspaceId: id,
        name: `bot ${i}`,
        scope: 'read',
        tokenHash: hashToken(`cap ${slug} ${i}`),
      })),
    );
    expect(
      await outcome(
        admin.caller.workspaces.createToken({ workspace: slug, name: 'x', scope: 'read' }),
      ),
    ).toBe(`BAD_REQUEST: ${apiTokenMessages.tooManyInWorkspace}`);
    // The maker's personal tokens are counted apart.
    await expect(
      admin.caller.tokens.create({ name: 'Mine', scope: 'read' }),
    ).resolves.toBeDefined();
  });
});

describe('what a workspace token may do', () => {
  it("reads its workspace's prompts and collections and public prompts, nothing personal", async () => {
    const { slug } = await team();
    const other = await team();
    const teamPrompt = await owner.caller.snippets.create({
      ...fields('Team brief'),
      workspace: slug,
    });
    const box = await owner.caller.collections.create({ name: 'Team box', workspace: slug });
    await owner.caller.collections.addSnippet({ id: box.id, snippetId: teamPrompt.id });
    const otherPrompt = await owner.caller.snippets.create({
      ...fields('Other team'),
      workspace: other.slug,
    });
    const makersPrivate = await admin.caller.snippets.create({
      ...fields('Diary'),
      visibility: 'private',
    });
    const makersBox = await admin.caller.collections.create({ name: 'Mine', isPublic: false });
    const publicPrompt = await outsider.caller.snippets.create(fields('Public one'));
    await admin.caller.snippets.toggleFavorite({ id: publicPrompt.id });

    const { caller } = await workspaceToken(slug, 'read');
    expect(await caller.workspaces.get({ workspace: slug })).toMatchObject({
      slug,
      role: 'editor',
    });
    expect((await caller.workspaces.mine()).map((w) => w.slug)).toEqual([slug]);
    const page = await caller.workspaces.prompts({ workspace: slug });
    expect(page.snippets.map((p) => p.title)).toEqual(['Team brief']);
    expect((await caller.workspaces.collections({ workspace: slug })).map((c) => c.name)).toEqual([
      'Team box',
    ]);
    expect(await caller.collections.byId({ id: box.id })).toMatchObject({
      collection: { name: 'Team box' },
    });
    expect((await caller.snippets.byId({ id: teamPrompt.id })).title).toBe('Team brief');
    expect((await caller.versions.list({ id: teamPrompt.id })).versions).toHaveLength(1);
    expect((await caller.snippets.byId({ id: publicPrompt.id })).title).toBe('Public one');

    // Nothing of its maker's, and no other workspace, though its maker belongs to it.
    expect(await outcome(caller.snippets.byId({ id: makersPrivate.id }))).toBe(promptNotFound);
    expect(await outcome(caller.snippets.byId({ id: otherPrompt.id }))).toBe(promptNotFound);
    expect(await outcome(caller.workspaces.prompts({ workspace: other.slug }))).toBe(noWorkspace);
    expect(await outcome(caller.collections.byId({ id: makersBox.id }))).toMatch(/^NOT_FOUND/);
    expect(await caller.snippets.mine({})).toEqual([]);
    expect(await caller.snippets.favorites()).toEqual([]);
    const found = await caller.snippets.search({ query: 'Write about' });
    expect(found.map((p) => p.title)).not.toContain('Diary');

    // Nothing else of the workspace, nothing of an account.
    for (const call of [
      caller.workspaces.members({ workspace: slug }),
      caller.workspaces.activity({ workspace: slug }),
      caller.workspaces.invitations({ workspace: slug }),
      caller.snippets.stats(),
      caller.profiles.mine(),
      caller.collections.mine(),
      caller.options.myAiTools(),
      caller.library.export({ format: 'json' }),
    ]) {
      expect(await outcome(call)).toBe(workspaceOnly);
    }
  });

  it("writes its workspace's prompts and collections as an editor, in its maker's name", async () => {
    const { slug, id: workspaceId } = await team();
    const other = await team();
    const { caller } = await workspaceToken(slug, 'write', 'Sync bot');

    // Without a workspace it writes in its own.
    const made = await caller.snippets.create(fields('From the bot'));
    expect(made).toMatchObject({
      visibility: 'workspace',
      workspace: { slug },
      author: { username: admin.viewer.username },
    });
    const edited = await caller.snippets.update({ id: made.id, content: 'New [words]' });
    expect(edited.content).toBe('New [words]');
    await caller.versions.restore({ id: made.id, version: 1 });
    const history = await owner.caller.versions.list({ id: made.id });
    expect(history.versions.map((v) => [v.version, v.author?.username])).toEqual([
      [3, admin.viewer.username],
      [2, admin.viewer.username],
      [1, admin.viewer.username],
    ]);
    const box = await caller.collections.create({ name: 'Bot box' });
    expect(box).toMatchObject({ workspace: { slug } });
    await caller.collections.addSnippet({ id: box.id, snippetId: made.id });
    await caller.collections.update({ id: box.id, name: 'Bot shelf' });

    const log = await owner.caller.workspaces.activity({ workspace: slug });
    expect(
      log.events
        .filter((e) => e.action.startsWith('prompt.'))
        .map((e) => [e.action, e.actor?.username, e.details.token]),
    ).toEqual([
      ['prompt.restored', admin.viewer.username, 'Sync bot'],
      ['prompt.edited', admin.viewer.username, 'Sync bot'],
      ['prompt.created', admin.viewer.username, 'Sync bot'],
    ]);

    // Never another workspace, never anything personal, never a move, like or clone.
    const theirs = await owner.caller.snippets.create({
      ...fields('Theirs'),
      workspace: other.slug,
    });
    const makersPublic = await admin.caller.snippets.create(fields('Makers public'));
    expect(await outcome(caller.snippets.create({ ...fields('x'), workspace: other.slug }))).toBe(
      noWorkspace,
    );
    expect(await outcome(caller.snippets.update({ id: theirs.id, title: 'Mine' }))).toBe(
      promptNotFound,
    );
    expect(await outcome(caller.snippets.update({ id: makersPublic.id, title: 'Mine' }))).toBe(
      `FORBIDDEN: ${promptMessages.notYours}`,
    );
    expect(await outcome(caller.snippets.delete({ id: makersPublic.id }))).toBe(
      `FORBIDDEN: ${promptMessages.notYours}`,
    );
    for (const call of [
      caller.snippets.move({ id: made.id, workspace: null }),
      caller.snippets.toggleLike({ id: made.id }),
      caller.snippets.clone({ id: made.id }),
      caller.workspaces.update({ workspace: slug, name: 'Taken over' }),
      caller.workspaces.create({ name: 'Bot land' }),
      caller.workspaces.invite({ workspace: slug, email: 'friend@example.com', role: 'owner' }),
      caller.workspaces.removeMember({ workspace: slug, username: viewer.viewer.username! }),
      caller.workspaces.delete({ workspace: slug, confirm: slug }),
    ]) {
      expect(await outcome(call)).toBe(workspaceOnly);
    }
    await caller.snippets.delete({ id: made.id });
    const [still] = await database.db
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(eq(workspaces.id, workspaceId));
    expect(still).toBeDefined();
  });

  it('refuses every write with read scope', async () => {
    const { slug } = await team();
    const { caller } = await workspaceToken(slug, 'read');
    expect(await outcome(caller.snippets.create(fields('No')))).toBe(
      `FORBIDDEN: ${apiTokenMessages.readOnly}`,
    );
  });

  it('keeps working when its maker leaves; goes with its workspace or a reset of its maker', async () => {
    const { slug, id } = await team();
    const { caller, token } = await workspaceToken(slug, 'write');
    await database.db
      .delete(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, id), eq(workspaceMembers.userId, admin.id)));
    const made = await caller.snippets.create(fields('After the maker left'));
    expect(made.workspace).toEqual({ slug, name: `Workspace ${slug}` });

    await owner.caller.workspaces.delete({ workspace: slug, confirm: slug });
    expect(await outcome(tokenCaller(token))).toBe(
      `UNAUTHORIZED: ${apiTokenMessages.invalidToken}`,
    );

    const next = await team();
    const kept = await workspaceToken(next.slug, 'read');
    await revokeAllApiTokens(database.db, admin.id);
    expect(await outcome(tokenCaller(kept.token))).toBe(
      `UNAUTHORIZED: ${apiTokenMessages.invalidToken}`,
    );
  });
});
