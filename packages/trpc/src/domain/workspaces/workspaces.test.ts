import { execute, users } from '@promptshelf/db';
import { createTestDatabase, type TestDatabase } from '@promptshelf/db/testing';
import {
  WORKSPACES_PER_MEMBER_MAX,
  workspaceMessages,
  type WorkspaceRole,
} from '@promptshelf/validators';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outcome, signedInCaller, superadminCaller } from '../../test/callers';
import { insertTestWorkspace } from '../../test/workspace-fixtures';

let database: TestDatabase;
type Member = Awaited<ReturnType<typeof signedInCaller>>;
let owner: Member;
let admin: Member;
let editor: Member;
let viewer: Member;
let outsider: Member;
let superadmin: Member;

beforeAll(async () => {
  database = await createTestDatabase();
  owner = await signedInCaller(database.db, 'owner');
  admin = await signedInCaller(database.db, 'admin');
  editor = await signedInCaller(database.db, 'editor');
  viewer = await signedInCaller(database.db, 'viewer');
  outsider = await signedInCaller(database.db, 'outsider');
  superadmin = await superadminCaller(database.db);
});
afterAll(() => database.close());

let counter = 0;
/** A workspace with the four roles filled by the people above. */
async function teamWorkspace(extra: { userId: string; role: WorkspaceRole }[] = []) {
  const slug = `team-${++counter}`;
  await insertTestWorkspace(database.db, slug, [
    { userId: owner.id, role: 'owner' },
    { userId: admin.id, role: 'admin' },
    { userId: editor.id, role: 'editor' },
    { userId: viewer.id, role: 'viewer' },
    ...extra,
  ]);
  return slug;
}

const usernameOf = (member: Member) => member.viewer.username!;

describe('creating workspaces', () => {
  it('makes the creator its owner, with a slug from the name, and lists it', async () => {
    const made = await owner.caller.workspaces.create({ name: '  Growth Team!  ' });
    expect(made).toEqual({
      slug: 'growth-team',
      name: 'Growth Team!',
      role: 'owner',
      memberCount: 1,
      promptCount: 0,
      protectedLabels: ['production'],
      createdAt: expect.any(Date),
    });
    expect(await owner.caller.workspaces.get({ workspace: 'Growth-Team' })).toEqual(made);
    const mine = await owner.caller.workspaces.mine();
    expect(mine).toContainEqual({
      slug: 'growth-team',
      name: 'Growth Team!',
      role: 'owner',
      memberCount: 1,
      promptCount: 0,
    });
    expect(await outsider.caller.workspaces.mine()).toEqual([]);
  });

  it('adds a number to a suggested slug that is taken, reserved or too short', async () => {
    const again = await outsider.caller.workspaces.create({ name: 'Growth team' });
    expect(again.slug).toMatch(/^growth-team-\d{4}$/);
    expect((await outsider.caller.workspaces.create({ name: 'API' })).slug).toMatch(/^api-\d{4}$/);
    expect((await outsider.caller.workspaces.create({ name: 'QA' })).slug).toMatch(/^qa-\d{4}$/);
    expect((await outsider.caller.workspaces.create({ name: '🚀' })).slug).toMatch(
      /^workspace-\d{4}$/,
    );
  });

  it('takes a slug that is asked for, and refuses one that is taken, reserved or malformed', async () => {
    const made = await editor.caller.workspaces.create({ name: 'Docs', slug: 'Docs-Crew' });
    expect(made.slug).toBe('docs-crew');
    expect(await outcome(viewer.caller.workspaces.create({ name: 'X', slug: 'docs-crew' }))).toBe(
      `CONFLICT: ${workspaceMessages.slugTaken}`,
    );
    expect(await outcome(viewer.caller.workspaces.create({ name: 'X', slug: 'settings' }))).toBe(
      `BAD_REQUEST: ${workspaceMessages.slugReserved}`,
    );
    for (const slug of ['ab', 'a'.repeat(51), '-abc', 'abc-', 'a_b_c', 'ab c']) {
      expect(await outcome(viewer.caller.workspaces.create({ name: 'X', slug })), slug).toBe(
        `BAD_REQUEST: ${workspaceMessages.slugInvalid}`,
      );
    }
    expect(await outcome(viewer.caller.workspaces.create({ name: ' ' }))).toBe(
      `BAD_REQUEST: ${workspaceMessages.nameRequired}`,
    );
    expect(await outcome(viewer.caller.workspaces.create({ name: 'n'.repeat(101) }))).toBe(
      `BAD_REQUEST: ${workspaceMessages.nameMax}`,
    );
  });

  it('needs a verified address', async () => {
    const unverified = await signedInCaller(database.db, 'unverified');
    await database.db
      .update(users)
      .set({ emailVerified: false })
      .where(eq(users.id, unverified.id));
    expect(await outcome(unverified.caller.workspaces.create({ name: 'Nope' }))).toBe(
      `FORBIDDEN: ${workspaceMessages.verifyFirst}`,
    );
    expect(await unverified.caller.workspaces.mine()).toEqual([]);
  });

  it(`lets a person belong to at most ${WORKSPACES_PER_MEMBER_MAX} workspaces`, async () => {
    const busy = await signedInCaller(database.db, 'busy');
    await execute(
      database.db,
      sql`with made as (
        insert into workspaces (slug, name)
        select 'busy-' || n, 'Busy ' || n from generate_series(1, ${WORKSPACES_PER_MEMBER_MAX - 1}) as n
        returning id)
      insert into workspace_members (workspace_id, user_id, role)
      select id, ${busy.id}, 'viewer' from made`,
    );
    await busy.caller.workspaces.create({ name: 'The fiftieth' });
    expect(await busy.caller.workspaces.mine()).toHaveLength(WORKSPACES_PER_MEMBER_MAX);
    expect(await outcome(busy.caller.workspaces.create({ name: 'One more' }))).toBe(
      `BAD_REQUEST: ${workspaceMessages.tooManyWorkspaces}`,
    );
  });
});

describe('who may see a workspace', () => {
  it('is 404 to anyone who is not a member, a superadmin too', async () => {
    const slug = await teamWorkspace();
    for (const stranger of [outsider, superadmin]) {
      for (const call of [
        () => stranger.caller.workspaces.get({ workspace: slug }),
        () => stranger.caller.workspaces.members({ workspace: slug }),
        () => stranger.caller.workspaces.activity({ workspace: slug }),
        () => stranger.caller.workspaces.update({ workspace: slug, name: 'Mine now' }),
      ]) {
        expect(await outcome(call())).toBe(`NOT_FOUND: ${workspaceMessages.notFound}`);
      }
    }
    expect(await outcome(outsider.caller.workspaces.get({ workspace: 'no-such-team' }))).toBe(
      `NOT_FOUND: ${workspaceMessages.notFound}`,
    );
  });

  it('lists members owners first, with email addresses only for admins and owners', async () => {
    const slug = await teamWorkspace();
    const seenByViewer = await viewer.caller.workspaces.members({ workspace: slug });
    expect(seenByViewer.map((m) => m.role)).toEqual(['owner', 'admin', 'editor', 'viewer']);
    expect(seenByViewer[0]).toEqual({
      username: usernameOf(owner),
      firstName: 'owner',
      profileImageUrl: null,
      role: 'owner',
      joinedAt: expect.any(Date),
    });
    const seenByAdmin = await admin.caller.workspaces.members({ workspace: slug });
    expect(seenByAdmin.map((m) => m.email)).toEqual([
      owner.email,
      admin.email,
      editor.email,
      viewer.email,
    ]);
  });
});

describe('roles', () => {
  const setRole = (by: Member, slug: string, whom: Member, role: WorkspaceRole) =>
    outcome(by.caller.workspaces.setRole({ workspace: slug, username: usernameOf(whom), role }));

  it('lets admins change roles below owner, and only owners make or change owners', async () => {
    const slug = await teamWorkspace();
    expect(await setRole(admin, slug, viewer, 'editor')).toBe('OK');
    expect(await setRole(admin, slug, viewer, 'admin')).toBe('OK');
    expect(await setRole(admin, slug, viewer, 'viewer')).toBe('OK');
    expect(await setRole(admin, slug, viewer, 'owner')).toBe(
      `FORBIDDEN: ${workspaceMessages.ownersMakeOwners}`,
    );
    expect(await setRole(admin, slug, owner, 'admin')).toBe(
      `FORBIDDEN: ${workspaceMessages.ownersChangeOwners}`,
    );
    expect(await setRole(editor, slug, viewer, 'editor')).toBe(
      `FORBIDDEN: ${workspaceMessages.adminsOnly}`,
    );
    expect(await setRole(viewer, slug, viewer, 'admin')).toBe(
      `FORBIDDEN: ${workspaceMessages.adminsOnly}`,
    );
    expect(await setRole(owner, slug, admin, 'owner')).toBe('OK');
    const changed = await owner.caller.workspaces.setRole({
      workspace: slug,
      username: usernameOf(editor).toUpperCase(),
      role: 'viewer',
    });
    expect(changed).toMatchObject({ username: usernameOf(editor), role: 'viewer' });
    expect(changed.email).toBe(editor.email);
    expect(await setRole(owner, slug, outsider, 'viewer')).toBe(
      `NOT_FOUND: ${workspaceMessages.memberNotFound}`,
    );
  });

  it('always keeps an owner: the last one can neither step down nor leave', async () => {
    const slug = await teamWorkspace();
    expect(await setRole(owner, slug, owner, 'admin')).toBe(
      `BAD_REQUEST: ${workspaceMessages.lastOwner}`,
    );
    expect(
      await outcome(
        owner.caller.workspaces.removeMember({ workspace: slug, username: usernameOf(owner) }),
      ),
    ).toBe(`BAD_REQUEST: ${workspaceMessages.lastOwner}`);
    // With a second owner, either may step down or leave.
    expect(await setRole(owner, slug, admin, 'owner')).toBe('OK');
    expect(await setRole(admin, slug, admin, 'editor')).toBe('OK');
    expect(await setRole(owner, slug, admin, 'owner')).toBe('OK');
    expect(
      await owner.caller.workspaces.removeMember({ workspace: slug, username: usernameOf(owner) }),
    ).toEqual({ message: workspaceMessages.left });
    expect(await outcome(owner.caller.workspaces.get({ workspace: slug }))).toBe(
      `NOT_FOUND: ${workspaceMessages.notFound}`,
    );
    expect(await setRole(admin, slug, admin, 'viewer')).toBe(
      `BAD_REQUEST: ${workspaceMessages.lastOwner}`,
    );
  });

  it('keeps an owner when two owners step down at the same moment', async () => {
    const slug = await teamWorkspace();
    await setRole(owner, slug, admin, 'owner');
    const results = await Promise.all([
      setRole(owner, slug, owner, 'admin'),
      setRole(admin, slug, admin, 'admin'),
    ]);
    expect(results.sort()).toEqual(['BAD_REQUEST: ' + workspaceMessages.lastOwner, 'OK']);
    const owners = (await viewer.caller.workspaces.members({ workspace: slug })).filter(
      (m) => m.role === 'owner',
    );
    expect(owners).toHaveLength(1);
  });

  it('lets admins remove members but not owners, and anyone leave', async () => {
    const slug = await teamWorkspace();
    const remove = (by: Member, whom: Member) =>
      outcome(by.caller.workspaces.removeMember({ workspace: slug, username: usernameOf(whom) }));
    expect(await remove(editor, viewer)).toBe(`FORBIDDEN: ${workspaceMessages.adminsOnly}`);
    expect(await remove(admin, owner)).toBe(`FORBIDDEN: ${workspaceMessages.ownersChangeOwners}`);
    expect(await remove(admin, editor)).toBe('OK');
    expect(await remove(viewer, viewer)).toBe('OK');
    expect(await remove(admin, viewer)).toBe(`NOT_FOUND: ${workspaceMessages.memberNotFound}`);
    expect(await remove(owner, admin)).toBe('OK');
    const left = await owner.caller.workspaces.members({ workspace: slug });
    expect(left.map((m) => m.username)).toEqual([usernameOf(owner)]);
  });
});

describe('renaming and deleting', () => {
  it('lets admins rename; the old slug keeps leading to the workspace until someone takes it', async () => {
    const slug = await teamWorkspace();
    expect(
      await outcome(editor.caller.workspaces.update({ workspace: slug, name: 'Editors rule' })),
    ).toBe(`FORBIDDEN: ${workspaceMessages.adminsOnly}`);
    const renamed = await admin.caller.workspaces.update({
      workspace: slug,
      name: 'Renamed',
      slug: `${slug}-renamed`,
    });
    expect(renamed).toMatchObject({ slug: `${slug}-renamed`, name: 'Renamed', role: 'admin' });
    expect(await viewer.caller.workspaces.get({ workspace: slug })).toMatchObject({
      slug: `${slug}-renamed`,
    });
    expect(await outcome(outsider.caller.workspaces.get({ workspace: slug }))).toBe(
      `NOT_FOUND: ${workspaceMessages.notFound}`,
    );
    // Someone else takes the old slug: from then on it is theirs.
    const taker = await outsider.caller.workspaces.create({ name: 'Taker', slug });
    expect(taker.slug).toBe(slug);
    expect(await outcome(viewer.caller.workspaces.get({ workspace: slug }))).toBe(
      `NOT_FOUND: ${workspaceMessages.notFound}`,
    );
    expect(await outsider.caller.workspaces.get({ workspace: slug })).toMatchObject({
      name: 'Taker',
    });
    expect(
      await outcome(
        admin.caller.workspaces.update({ workspace: `${slug}-renamed`, slug: 'growth-team' }),
      ),
    ).toBe(`CONFLICT: ${workspaceMessages.slugTaken}`);
  });

  it('lets only owners delete, with the slug typed to confirm', async () => {
    const slug = await teamWorkspace();
    const workspaceRows = () =>
      execute(
        database.db,
        sql`select (select count(*)::int from workspace_members m join workspaces w on w.id = m.workspace_id where w.slug = ${slug}) as members`,
      );
    expect(await outcome(admin.caller.workspaces.delete({ workspace: slug, confirm: slug }))).toBe(
      `FORBIDDEN: ${workspaceMessages.ownersOnly}`,
    );
    expect(
      await outcome(owner.caller.workspaces.delete({ workspace: slug, confirm: 'team' })),
    ).toBe(`BAD_REQUEST: ${workspaceMessages.confirm}`);
    expect(await owner.caller.workspaces.delete({ workspace: slug, confirm: slug })).toEqual({
      message: workspaceMessages.deleted,
    });
    expect(await outcome(owner.caller.workspaces.get({ workspace: slug }))).toBe(
      `NOT_FOUND: ${workspaceMessages.notFound}`,
    );
    expect(await workspaceRows()).toEqual([{ members: 0 }]);
  });
});

describe('the activity log', () => {
  it('pages newest first for admins and owners only', async () => {
    const slug = await teamWorkspace();
    for (const role of ['editor', 'admin', 'viewer', 'editor'] as const) {
      await owner.caller.workspaces.setRole({
        workspace: slug,
        username: usernameOf(viewer),
        role,
      });
    }
    await admin.caller.workspaces.update({ workspace: slug, name: 'Logged' });
    const first = await admin.caller.workspaces.activity({ workspace: slug, limit: 2 });
    expect(first.events.map((e) => e.action)).toEqual(['workspace.renamed', 'member.role_changed']);
    expect(first.events[0]).toMatchObject({
      actor: { username: usernameOf(admin), firstName: 'admin' },
      subject: { type: 'workspace', name: 'Logged', slug },
      details: { previousName: `Workspace ${slug}`, previousSlug: slug },
    });
    expect(first.events[1]).toMatchObject({
      actor: { username: usernameOf(owner) },
      subject: { type: 'member', username: usernameOf(viewer) },
      details: { role: 'editor', previousRole: 'viewer' },
    });
    const second = await owner.caller.workspaces.activity({
      workspace: slug,
      limit: 2,
      cursor: first.nextCursor!,
    });
    expect(second.events.map((e) => e.details)).toEqual([
      { role: 'viewer', previousRole: 'admin' },
      { role: 'admin', previousRole: 'editor' },
    ]);
    const last = await owner.caller.workspaces.activity({
      workspace: slug,
      cursor: second.nextCursor!,
    });
    expect(last.events.map((e) => e.details)).toEqual([{ role: 'editor', previousRole: 'viewer' }]);
    expect(last.nextCursor).toBeNull();
    for (const member of [editor, viewer]) {
      expect(await outcome(member.caller.workspaces.activity({ workspace: slug }))).toBe(
        `FORBIDDEN: ${workspaceMessages.adminsOnly}`,
      );
    }
  });

  it('reads a page with one range scan of its index', async () => {
    // Twenty workspaces of 500 events each, interleaved as time would.
    await execute(
      database.db,
      sql`with made as (
        insert into workspaces (slug, name)
        select 'busy-log-' || n, 'Busy log ' || n from generate_series(1, 20) as n
        returning id)
      insert into workspace_activity (workspace_id, actor_id, action, subject)
      select made.id, ${owner.id}, 'member.left', '{"type":"member","username":"someone"}'
      from generate_series(1, 500), made`,
    );
    await execute(database.db, sql`analyze workspace_activity`);
    const [{ id }] = (await execute(
      database.db,
      sql`select id from workspaces where slug = 'busy-log-7'`,
    )) as [{ id: number }];
    const plan = await execute(
      database.db,
      sql`explain select * from workspace_activity where workspace_id = ${id} and id < 1000000
          order by id desc limit 51`,
    );
    const text = plan.map((row) => Object.values(row)[0]).join('\n');
    expect(text).toContain('workspace_activity_workspace_id_idx');
    expect(text).not.toMatch(/Sort|Seq Scan/);
  });
});
