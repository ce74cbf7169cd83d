import {
  userProfiles,
  users,
  workspaceMembers,
  workspaces,
  workspaceSlugRedirects,
  type Database,
} from '@promptshelf/db';
import {
  promptMessages,
  WORKSPACE_MEMBERS_MAX,
  workspaceMessages,
  type WorkspaceRole,
} from '@promptshelf/validators';
import { and, eq, sql } from 'drizzle-orm';
import type { Viewer } from '../../context';
import { DomainError } from '../domain-error';

/** Each role may do everything a lower one may. */
const RANK: Record<WorkspaceRole, number> = { viewer: 0, editor: 1, admin: 2, owner: 3 };

export function atLeast(role: WorkspaceRole, lowest: WorkspaceRole): boolean {
  return RANK[role] >= RANK[lowest];
}

/** Owners first, then admins, editors and viewers: the order a members list shows. */
export const roleOrder = sql`array_position(array['owner', 'admin', 'editor', 'viewer']::varchar[], ${workspaceMembers.role})`;

export const workspaceNotFound = () => new DomainError('NOT_FOUND', workspaceMessages.notFound);

/** The role a workspace token holds in its workspace: it reads and writes prompts, no more. */
export const WORKSPACE_TOKEN_ROLE: WorkspaceRole = 'editor';

/** The person recorded as the writer of what the viewer writes: a token's maker for a token. */
export function writerId(viewer: Viewer): string {
  return viewer.workspaceToken?.createdBy ?? viewer.id;
}

/**
 * The viewer that acts for a workspace alone (decision 175): a workspace token, or the
 * workspace as the reader of its prompts' includes. `id` must be nobody's.
 */
export function workspaceViewer(
  id: string,
  workspaceToken: NonNullable<Viewer['workspaceToken']>,
): Viewer {
  return {
    id,
    email: '',
    firstName: null,
    lastName: null,
    profileImageUrl: null,
    superadmin: false,
    username: null,
    workspaceToken,
  };
}

/** The workspace a request is about, with the role the viewer holds in it. */
export type Membership = {
  workspace: { id: number; slug: string; name: string; createdAt: Date };
  role: WorkspaceRole;
};

/**
 * The id of the workspace that holds `slug`, or else gave it up and nobody holds it now (a
 * claimed slug loses its redirect): two probes of unique indexes.
 */
export function workspaceIdBySlug(slug: string) {
  return sql`coalesce(
    (select ${workspaces.id} from ${workspaces} where ${workspaces.slug} = ${slug}),
    (select ${workspaceSlugRedirects.workspaceId} from ${workspaceSlugRedirects}
      where ${workspaceSlugRedirects.oldSlug} = ${slug}))`;
}

/**
 * The viewer's membership of the workspace `slug` names. Anyone who is not a member, a
 * superadmin too, is told it does not exist. Read on every call, so a removed member (and
 * every token of theirs) loses access at once. `lock` holds the workspace's row for the rest
 * of the transaction: changes to its members and invitations happen one at a time, so the
 * limits and the last owner hold under concurrent requests.
 */
export async function membershipOf(
  db: Database,
  viewer: Viewer,
  slug: string,
  { lock = false } = {},
): Promise<Membership> {
  const columns = {
    id: workspaces.id,
    slug: workspaces.slug,
    name: workspaces.name,
    createdAt: workspaces.createdAt,
  };
  const bySlug = eq(workspaces.id, workspaceIdBySlug(slug));
  const token = viewer.workspaceToken;
  const query = token
    ? db
        .select({ ...columns, role: sql<string>`${WORKSPACE_TOKEN_ROLE}` })
        .from(workspaces)
        .where(and(bySlug, eq(workspaces.id, token.workspaceId)))
    : db
        .select({ ...columns, role: workspaceMembers.role })
        .from(workspaces)
        .innerJoin(
          workspaceMembers,
          and(
            eq(workspaceMembers.workspaceId, workspaces.id),
            eq(workspaceMembers.userId, viewer.id),
          ),
        )
        .where(bySlug);
  const [row] = await (lock ? query.for('update', { of: workspaces }) : query);
  if (!row) throw workspaceNotFound();
  const { role, ...workspace } = row;
  return { workspace, role: role as WorkspaceRole };
}

const refusals = {
  editor: promptMessages.editorsOnly,
  admin: workspaceMessages.adminsOnly,
  owner: workspaceMessages.ownersOnly,
} as const;

/** A 403 for a member whose role is below `lowest`. */
export function requireRole(
  membership: Pick<Membership, 'role'>,
  lowest: Exclude<WorkspaceRole, 'viewer'>,
) {
  if (atLeast(membership.role, lowest)) return;
  throw new DomainError('FORBIDDEN', refusals[lowest]);
}

/** The viewer's role in the workspace with this id, or null: one primary-key probe. */
export async function roleIn(
  db: Database,
  viewer: Viewer,
  workspaceId: number,
): Promise<WorkspaceRole | null> {
  if (viewer.workspaceToken) {
    return viewer.workspaceToken.workspaceId === workspaceId ? WORKSPACE_TOKEN_ROLE : null;
  }
  const [row] = await db
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(
      and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, viewer.id)),
    );
  return (row?.role as WorkspaceRole | undefined) ?? null;
}

/** A member of the workspace by username (any case), or a 404. */
export async function memberByUsername(tx: Database, workspaceId: number, username: string) {
  const [row] = await tx
    .select({
      userId: workspaceMembers.userId,
      username: userProfiles.username,
      role: workspaceMembers.role,
    })
    .from(workspaceMembers)
    .innerJoin(userProfiles, eq(userProfiles.userId, workspaceMembers.userId))
    .where(
      and(
        eq(workspaceMembers.workspaceId, workspaceId),
        sql`lower(${userProfiles.username}) = lower(${username})`,
      ),
    );
  if (!row) throw new DomainError('NOT_FOUND', workspaceMessages.memberNotFound);
  return { ...row, role: row.role as WorkspaceRole };
}

/** How many owners the workspace has. */
export function ownerCount(tx: Database, workspaceId: number) {
  return tx.$count(
    workspaceMembers,
    and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')),
  );
}

/**
 * The person's email and whether it is verified, with their row locked for the rest of the
 * transaction: one person's joins and creations happen one at a time, so the cap on the
 * workspaces they belong to holds.
 */
export async function lockAccount(tx: Database, userId: string) {
  const [row] = await tx
    .select({ email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!row?.emailVerified) throw new DomainError('FORBIDDEN', workspaceMessages.verifyFirst);
  return row;
}

/** How many workspaces a person belongs to (served by workspace_members_user_idx). */
export function membershipCount(tx: Database, userId: string) {
  return tx.$count(workspaceMembers, eq(workspaceMembers.userId, userId));
}

/** Refuses a new member (or an invitation) once the workspace has as many as it may. */
export async function refuseWhenFull(tx: Database, workspaceId: number) {
  const members = await tx.$count(workspaceMembers, eq(workspaceMembers.workspaceId, workspaceId));
  if (members >= WORKSPACE_MEMBERS_MAX) throw new DomainError('BAD_INPUT', workspaceMessages.full);
}
