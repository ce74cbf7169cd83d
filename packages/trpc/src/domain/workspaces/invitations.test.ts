import { execute, mailOutbox, users, workspaceInvitations } from '@promptshelf/db';
import { createTestDatabase, type TestDatabase } from '@promptshelf/db/testing';
import {
  invitationMessages,
  WORKSPACE_MEMBERS_MAX,
  WORKSPACE_PENDING_INVITATIONS_MAX,
  workspaceMessages,
  WORKSPACES_PER_MEMBER_MAX,
} from '@promptshelf/validators';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../accounts/rate-limit';
import { callerFor, outcome, signedInCaller, visitorCaller } from '../../test/callers';
import { insertTestWorkspace, invitationTokenMailedTo } from '../../test/workspace-fixtures';

let database: TestDatabase;
type Member = Awaited<ReturnType<typeof signedInCaller>>;
let owner: Member;
let admin: Member;
let viewer: Member;
let invitee: Member;

beforeAll(async () => {
  database = await createTestDatabase();
  owner = await signedInCaller(database.db, 'owner');
  admin = await signedInCaller(database.db, 'admin');
  viewer = await signedInCaller(database.db, 'viewer');
  invitee = await signedInCaller(database.db, 'invitee');
});
afterAll(() => database.close());

let counter = 0;
async function teamWorkspace(admins: Member[] = [admin]) {
  const slug = `invites-${++counter}`;
  const id = await insertTestWorkspace(database.db, slug, [
    { userId: owner.id, role: 'owner' },
    ...admins.map((a) => ({ userId: a.id, role: 'admin' as const })),
    { userId: viewer.id, role: 'viewer' },
  ]);
  return { slug, id };
}

const expireAll = (workspaceId: number) =>
  database.db
    .update(workspaceInvitations)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(workspaceInvitations.workspaceId, workspaceId));

describe('inviting', () => {
  it('mails a single-use link that shows the invitation and joins with its role', async () => {
    const { slug } = await teamWorkspace();
    const sent = await admin.caller.workspaces.invite({
      workspace: slug,
      email: ` ${invitee.email.toUpperCase()} `,
      role: 'editor',
    });
    expect(sent).toEqual({
      id: expect.any(Number),
      email: invitee.email,
      role: 'editor',
      expiresAt: expect.any(Date),
      invitedBy: { username: admin.viewer.username, firstName: 'admin' },
    });
    const days = (sent.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect(await admin.caller.workspaces.invitations({ workspace: slug })).toEqual([sent]);

    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, invitee.email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail!.text).toContain(`admin invited you to join the workspace “Workspace ${slug}”`);
    expect(mail!.text).toContain('as an editor');
    const token = await invitationTokenMailedTo(database.db, invitee.email);
    expect(mail!.text).toContain(`http://localhost:3000/invite/${token}`);
    // Only the token's hash is kept.
    const stored = await database.db.select().from(workspaceInvitations);
    expect(JSON.stringify(stored)).not.toContain(token);

    // Anyone holding the link may read what it offers; it says nothing of the address.
    const shown = await visitorCaller(database.db).workspaces.invitation({ token });
    expect(shown).toEqual({
      workspace: { slug, name: `Workspace ${slug}` },
      role: 'editor',
      invitedBy: { username: admin.viewer.username, firstName: 'admin' },
      expiresAt: sent.expiresAt,
    });

    const joined = await invitee.caller.workspaces.acceptInvitation({ token });
    expect(joined).toMatchObject({ slug, role: 'editor', memberCount: 4 });
    expect(await admin.caller.workspaces.invitations({ workspace: slug })).toEqual([]);
    expect(await outcome(invitee.caller.workspaces.acceptInvitation({ token }))).toBe(
      `NOT_FOUND: ${invitationMessages.used}`,
    );
    expect(await outcome(visitorCaller(database.db).workspaces.invitation({ token }))).toBe(
      `NOT_FOUND: ${invitationMessages.used}`,
    );
    const activity = await owner.caller.workspaces.activity({ workspace: slug });
    expect(activity.events.map((e) => [e.action, e.subject, e.details])).toEqual([
      ['member.joined', { type: 'member', username: invitee.viewer.username }, { role: 'editor' }],
      ['invitation.sent', { type: 'invitation', email: invitee.email }, { role: 'editor' }],
    ]);
  });

  it('answers and mails the same whether or not the address has an account', async () => {
    const { slug } = await teamWorkspace();
    const stranger = 'nobody-here@example.com';
    const known = await admin.caller.workspaces.invite({
      workspace: slug,
      email: invitee.email,
      role: 'viewer',
    });
    const unknown = await admin.caller.workspaces.invite({
      workspace: slug,
      email: stranger,
      role: 'viewer',
    });
    const shape = ({ id: _id, email: _email, expiresAt: _at, ...rest }: typeof known) => rest;
    expect(shape(unknown)).toEqual(shape(known));
    const mailText = async (to: string) => {
      const token = await invitationTokenMailedTo(database.db, to);
      const [mail] = await database.db
        .select({ subject: mailOutbox.subject, text: mailOutbox.text })
        .from(mailOutbox)
        .where(eq(mailOutbox.to, to))
        .orderBy(desc(mailOutbox.id))
        .limit(1);
      return { ...mail, text: mail!.text.replace(token, 'TOKEN') };
    };
    expect(await mailText(stranger)).toEqual(await mailText(invitee.email));
  });

  it('lets admins invite below owner, only owners invite owners, and nobody else invite', async () => {
    const { slug } = await teamWorkspace();
    const invite = (by: Member, role: 'viewer' | 'owner') =>
      outcome(by.caller.workspaces.invite({ workspace: slug, email: 'new@example.com', role }));
    expect(await invite(viewer, 'viewer')).toBe(`FORBIDDEN: ${workspaceMessages.adminsOnly}`);
    expect(await invite(admin, 'owner')).toBe(`FORBIDDEN: ${workspaceMessages.ownersMakeOwners}`);
    expect(await invite(owner, 'owner')).toBe('OK');
    expect(
      await outcome(
        admin.caller.workspaces.invite({ workspace: slug, email: viewer.email, role: 'editor' }),
      ),
    ).toBe(`CONFLICT: ${invitationMessages.alreadyMember}`);
    expect(await outcome(viewer.caller.workspaces.invitations({ workspace: slug }))).toBe(
      `FORBIDDEN: ${workspaceMessages.adminsOnly}`,
    );
  });

  it('replaces an open invitation when the address is invited again', async () => {
    const { slug } = await teamWorkspace();
    await admin.caller.workspaces.invite({ workspace: slug, email: invitee.email, role: 'viewer' });
    const first = await invitationTokenMailedTo(database.db, invitee.email);
    await admin.caller.workspaces.invite({ workspace: slug, email: invitee.email, role: 'admin' });
    const second = await invitationTokenMailedTo(database.db, invitee.email);
    expect(second).not.toBe(first);
    expect(await admin.caller.workspaces.invitations({ workspace: slug })).toMatchObject([
      { email: invitee.email, role: 'admin' },
    ]);
    expect(await outcome(invitee.caller.workspaces.acceptInvitation({ token: first }))).toBe(
      `NOT_FOUND: ${invitationMessages.withdrawn}`,
    );
    expect(await invitee.caller.workspaces.acceptInvitation({ token: second })).toMatchObject({
      role: 'admin',
    });
  });
});

describe('accepting', () => {
  /** A new person invited to a new workspace, and the link's token. */
  async function invited() {
    const person = await signedInCaller(database.db, 'invited');
    const { slug, id } = await teamWorkspace();
    const sent = await admin.caller.workspaces.invite({
      workspace: slug,
      email: person.email,
      role: 'viewer',
    });
    const token = await invitationTokenMailedTo(database.db, person.email);
    return { person, slug, workspaceId: id, invitationId: sent.id, token };
  }

  it('refuses a signed-in person whose address is another', async () => {
    const { person, token } = await invited();
    expect(await outcome(viewer.caller.workspaces.acceptInvitation({ token }))).toBe(
      `FORBIDDEN: ${invitationMessages.wrongEmail}`,
    );
    expect(await outcome(visitorCaller(database.db).workspaces.acceptInvitation({ token }))).toBe(
      'UNAUTHORIZED: Unauthorized',
    );
    // Still there for the right person.
    expect(await outcome(person.caller.workspaces.acceptInvitation({ token }))).toBe('OK');
  });

  it('refuses an unverified address', async () => {
    const { person, token } = await invited();
    await database.db.update(users).set({ emailVerified: false }).where(eq(users.id, person.id));
    expect(await outcome(person.caller.workspaces.acceptInvitation({ token }))).toBe(
      `FORBIDDEN: ${workspaceMessages.verifyFirst}`,
    );
  });

  it('refuses an expired link', async () => {
    const { person, token, slug, workspaceId } = await invited();
    await expireAll(workspaceId);
    expect(await outcome(person.caller.workspaces.acceptInvitation({ token }))).toBe(
      `NOT_FOUND: ${invitationMessages.expired}`,
    );
    expect(await outcome(visitorCaller(database.db).workspaces.invitation({ token }))).toBe(
      `NOT_FOUND: ${invitationMessages.expired}`,
    );
    expect(await admin.caller.workspaces.invitations({ workspace: slug })).toEqual([]);
  });

  it('refuses a revoked link; only admins revoke, once', async () => {
    const { person, token, slug, invitationId } = await invited();
    const revoke = { workspace: slug, id: invitationId };
    expect(await outcome(viewer.caller.workspaces.revokeInvitation(revoke))).toBe(
      `FORBIDDEN: ${workspaceMessages.adminsOnly}`,
    );
    expect(await admin.caller.workspaces.revokeInvitation(revoke)).toEqual({
      message: invitationMessages.revoked,
    });
    expect(await outcome(person.caller.workspaces.acceptInvitation({ token }))).toBe(
      `NOT_FOUND: ${invitationMessages.withdrawn}`,
    );
    expect(await outcome(admin.caller.workspaces.revokeInvitation(revoke))).toBe(
      `NOT_FOUND: ${invitationMessages.notFound}`,
    );
    const activity = await admin.caller.workspaces.activity({ workspace: slug });
    expect(activity.events[0]).toMatchObject({
      action: 'invitation.revoked',
      subject: { type: 'invitation', email: person.email },
    });
  });

  it('refuses an unknown link', async () => {
    for (const token of ['made-up', '', 'x'.repeat(500)]) {
      expect(await outcome(invitee.caller.workspaces.acceptInvitation({ token })), token).toBe(
        `NOT_FOUND: ${invitationMessages.unknownLink}`,
      );
      expect(await outcome(visitorCaller(database.db).workspaces.invitation({ token }))).toBe(
        `NOT_FOUND: ${invitationMessages.unknownLink}`,
      );
    }
  });

  it('lets one of two accepts at the same moment join', async () => {
    const { person, token, slug } = await invited();
    const results = await Promise.all([
      outcome(person.caller.workspaces.acceptInvitation({ token })),
      outcome(person.caller.workspaces.acceptInvitation({ token })),
    ]);
    expect(results.sort()).toEqual([`NOT_FOUND: ${invitationMessages.used}`, 'OK']);
    const members = await owner.caller.workspaces.members({ workspace: slug });
    expect(members.filter((m) => m.username === person.viewer.username)).toHaveLength(1);
  });
});

describe('limits', () => {
  it(`holds at most ${WORKSPACE_PENDING_INVITATIONS_MAX} pending invitations; expired ones do not count`, async () => {
    const { slug, id } = await teamWorkspace();
    await execute(
      database.db,
      sql`insert into workspace_invitations (workspace_id, email, role, token_hash, expires_at)
          select ${id}, 'pending' || n || '@example.com', 'viewer', md5('t' || n || ${slug}) || md5(${slug}),
                 now() + interval '1 day'
          from generate_series(1, ${WORKSPACE_PENDING_INVITATIONS_MAX}) as n`,
    );
    const invite = () =>
      outcome(
        admin.caller.workspaces.invite({
          workspace: slug,
          email: 'over@example.com',
          role: 'viewer',
        }),
      );
    expect(await invite()).toBe(`BAD_REQUEST: ${invitationMessages.tooMany}`);
    expect(await admin.caller.workspaces.invitations({ workspace: slug })).toHaveLength(
      WORKSPACE_PENDING_INVITATIONS_MAX,
    );
    await expireAll(id);
    expect(await invite()).toBe('OK');
  });

  it(`holds at most ${WORKSPACE_MEMBERS_MAX.toLocaleString('en')} members`, async () => {
    const { slug, id } = await teamWorkspace();
    const person = await signedInCaller(database.db, 'crowded');
    await admin.caller.workspaces.invite({ workspace: slug, email: person.email, role: 'viewer' });
    const token = await invitationTokenMailedTo(database.db, person.email);
    await execute(
      database.db,
      sql`with made as (
        insert into users (email, password, email_verified)
        select 'crowd' || n || '-' || ${slug} || '@example.com', 'x', true
        from generate_series(1, ${WORKSPACE_MEMBERS_MAX - 3}) as n
        returning id)
      insert into workspace_members (workspace_id, user_id, role) select ${id}, id, 'viewer' from made`,
    );
    expect(await outcome(person.caller.workspaces.acceptInvitation({ token }))).toBe(
      `BAD_REQUEST: ${workspaceMessages.full}`,
    );
    expect(
      await outcome(
        admin.caller.workspaces.invite({
          workspace: slug,
          email: 'one-more@example.com',
          role: 'viewer',
        }),
      ),
    ).toBe(`BAD_REQUEST: ${workspaceMessages.full}`);
  });

  it(`lets nobody join more than ${WORKSPACES_PER_MEMBER_MAX} workspaces by invitation`, async () => {
    const joiner = await signedInCaller(database.db, 'joiner');
    const { slug } = await teamWorkspace();
    await admin.caller.workspaces.invite({ workspace: slug, email: joiner.email, role: 'viewer' });
    const token = await invitationTokenMailedTo(database.db, joiner.email);
    await execute(
      database.db,
      sql`with made as (
        insert into workspaces (slug, name)
        select 'joiner-' || n, 'Joiner ' || n from generate_series(1, ${WORKSPACES_PER_MEMBER_MAX}) as n
        returning id)
      insert into workspace_members (workspace_id, user_id, role) select id, ${joiner.id}, 'viewer' from made`,
    );
    expect(await outcome(joiner.caller.workspaces.acceptInvitation({ token }))).toBe(
      `BAD_REQUEST: ${workspaceMessages.tooManyWorkspaces}`,
    );
  });

  it('limits the invitations one person sends', async () => {
    const sender = await signedInCaller(database.db, 'sender');
    const { slug } = await teamWorkspace([sender]);
    const { caller } = await callerFor(database.db, sender.id, {
      rateLimits: { ...defaultRateLimits, invitePerUser: 2 },
    });
    const invite = (n: number) =>
      outcome(
        caller.workspaces.invite({ workspace: slug, email: `r${n}@example.com`, role: 'viewer' }),
      );
    expect([await invite(1), await invite(2), await invite(3)]).toEqual([
      'OK',
      'OK',
      `TOO_MANY_REQUESTS: ${invitationMessages.tooManySent}`,
    ]);
  });
});
