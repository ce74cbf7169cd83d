import { userProfiles, users, workspaceMembers, type Database } from '@promptshelf/db';
import {
  WORKSPACE_MEMBERS_MAX,
  workspaceMessages,
  type WorkspaceRole,
} from '@promptshelf/validators';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Viewer } from '../../context';
import { DomainError } from '../domain-error';
import {
  atLeast,
  memberByUsername,
  membershipOf,
  ownerCount,
  requireRole,
  roleOrder,
} from './access';
import { recordActivity } from './activity';

const memberColumns = {
  userId: workspaceMembers.userId,
  username: userProfiles.username,
  firstName: users.firstName,
  profileImageUrl: users.profileImageUrl,
  role: workspaceMembers.role,
  joinedAt: workspaceMembers.joinedAt,
  email: users.email,
};

function selectMembers(db: Database, where: SQL | undefined) {
  return db
    .select(memberColumns)
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .innerJoin(userProfiles, eq(userProfiles.userId, workspaceMembers.userId))
    .where(where);
}

type MemberRow = Awaited<ReturnType<typeof selectMembers>>[number];

/** A member as the answers show them: the email only to admins and owners. */
function toClientMember({ userId: _userId, email, ...member }: MemberRow, showEmail: boolean) {
  return { ...member, role: member.role as WorkspaceRole, ...(showEmail ? { email } : {}) };
}

/** The members of a workspace, owners first, for any of its members. */
export async function listMembers(db: Database, viewer: Viewer, slug: string) {
  const membership = await membershipOf(db, viewer, slug);
  const rows = await selectMembers(db, eq(workspaceMembers.workspaceId, membership.workspace.id))
    .orderBy(roleOrder, sql`lower(${userProfiles.username})`)
    .limit(WORKSPACE_MEMBERS_MAX);
  const showEmail = atLeast(membership.role, 'admin');
  return rows.map((row) => toClientMember(row, showEmail));
}

/** Refuses a change that would leave the workspace without an owner. */
async function keepAnOwner(tx: Database, workspaceId: number, changedRole: WorkspaceRole) {
  if (changedRole === 'owner' && (await ownerCount(tx, workspaceId)) <= 1) {
    throw new DomainError('BAD_INPUT', workspaceMessages.lastOwner);
  }
}

/**
 * Changes a member's role (admins and owners). Only an owner makes owners or changes an
 * owner's role, and the last owner keeps theirs.
 */
export async function setMemberRole(
  db: Database,
  viewer: Viewer,
  input: { workspace: string; username: string; role: WorkspaceRole },
) {
  return db.transaction(async (tx) => {
    const membership = await membershipOf(tx, viewer, input.workspace, { lock: true });
    requireRole(membership, 'admin');
    const target = await memberByUsername(tx, membership.workspace.id, input.username);
    if (input.role === 'owner' && membership.role !== 'owner') {
      throw new DomainError('FORBIDDEN', workspaceMessages.ownersMakeOwners);
    }
    if (target.role === 'owner' && membership.role !== 'owner') {
      throw new DomainError('FORBIDDEN', workspaceMessages.ownersChangeOwners);
    }
    const which = and(
      eq(workspaceMembers.workspaceId, membership.workspace.id),
      eq(workspaceMembers.userId, target.userId),
    );
    if (target.role !== input.role) {
      await keepAnOwner(tx, membership.workspace.id, target.role);
      await tx.update(workspaceMembers).set({ role: input.role }).where(which);
      await recordActivity(tx, membership.workspace.id, viewer, {
        action: 'member.role_changed',
        subject: { type: 'member', username: target.username },
        details: { role: input.role, previousRole: target.role },
      });
    }
    const [member] = await selectMembers(tx, which);
    return toClientMember(member!, true);
  });
}

/**
 * Removes a member (admins and owners; only an owner removes an owner), or lets any member
 * leave. The last owner can do neither to themselves.
 */
export async function removeMember(
  db: Database,
  viewer: Viewer,
  input: { workspace: string; username: string },
) {
  const leaving = await db.transaction(async (tx) => {
    const membership = await membershipOf(tx, viewer, input.workspace, { lock: true });
    const target = await memberByUsername(tx, membership.workspace.id, input.username);
    const self = target.userId === viewer.id;
    if (!self) {
      requireRole(membership, 'admin');
      if (target.role === 'owner' && membership.role !== 'owner') {
        throw new DomainError('FORBIDDEN', workspaceMessages.ownersChangeOwners);
      }
    }
    await keepAnOwner(tx, membership.workspace.id, target.role);
    await tx
      .delete(workspaceMembers)
      .where(
        and(
          eq(workspaceMembers.workspaceId, membership.workspace.id),
          eq(workspaceMembers.userId, target.userId),
        ),
      );
    await recordActivity(tx, membership.workspace.id, viewer, {
      action: self ? 'member.left' : 'member.removed',
      subject: { type: 'member', username: target.username },
      details: { role: target.role },
    });
    return self;
  });
  return { message: leaving ? workspaceMessages.left : workspaceMessages.removed };
}
