import {
  userProfiles,
  users,
  workspaceInvitations,
  workspaceMembers,
  workspaces,
  type Database,
} from '@promptshelf/db';
import {
  INVITATION_TTL_DAYS,
  invitationMessages,
  WORKSPACE_PENDING_INVITATIONS_MAX,
  workspaceMessages,
  WORKSPACES_PER_MEMBER_MAX,
  type InviteInput,
  type WorkspaceRole,
} from '@promptshelf/validators';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Context, Viewer } from '../../context';
import { DomainError } from '../domain-error';
import { byEmail } from '../accounts/auth';
import { enqueueMail, layout, type MailMessage } from '../accounts/mail';
import { HOUR, limitRate } from '../accounts/rate-limit';
import { hashToken, newToken } from '../accounts/tokens';
import { lockAccount, membershipCount, membershipOf, refuseWhenFull, requireRole } from './access';
import { recordActivity } from './activity';
import { notify } from '../notifications/notify';
import { workspaceDetail } from './workspaces';

type InviteContext = Pick<Context, 'db' | 'appUrl' | 'rateLimits'> & { viewer: Viewer };

const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * HOUR;

/** Neither accepted nor revoked (expired ones too): at most one per address and workspace. */
const isOpen = and(isNull(workspaceInvitations.acceptedAt), isNull(workspaceInvitations.revokedAt));
const isPending = and(isOpen, sql`${workspaceInvitations.expiresAt} > now()`);

const invitedByColumns = {
  inviterUsername: userProfiles.username,
  inviterFirstName: users.firstName,
};

/** Who sent an invitation, while their account exists. */
function invitedBy(row: { inviterUsername: string | null; inviterFirstName: string | null }) {
  return row.inviterUsername === null
    ? null
    : { username: row.inviterUsername, firstName: row.inviterFirstName };
}

const article = (role: WorkspaceRole) => (role === 'viewer' ? 'a' : 'an');

/** The mail with the invitation link: the same whether or not the address has an account. */
function invitationMail(
  appUrl: string,
  invitation: { email: string; role: WorkspaceRole; token: string },
  inviter: string,
  workspaceName: string,
): MailMessage {
  const url = `${appUrl}/invite/${encodeURIComponent(invitation.token)}`;
  return {
    to: invitation.email,
    subject: 'You are invited to a workspace on Promptshelf',
    ...layout(
      null,
      [
        `${inviter} invited you to join the workspace “${workspaceName}” on Promptshelf as ${article(invitation.role)} ${invitation.role}. The link is valid for ${INVITATION_TTL_DAYS} days and works once.`,
        'No account yet? Create one with this email address, then open the link again.',
        "If you don't know the sender, you can ignore this email.",
      ],
      { label: 'Accept invitation', url },
    ),
  };
}

/** The open invitations of a workspace that have not expired, newest first (admins and owners). */
export async function listInvitations(db: Database, viewer: Viewer, slug: string) {
  const membership = await membershipOf(db, viewer, slug);
  requireRole(membership, 'admin');
  const rows = await db
    .select({
      id: workspaceInvitations.id,
      email: workspaceInvitations.email,
      role: workspaceInvitations.role,
      expiresAt: workspaceInvitations.expiresAt,
      ...invitedByColumns,
    })
    .from(workspaceInvitations)
    .leftJoin(users, eq(users.id, workspaceInvitations.invitedBy))
    .leftJoin(userProfiles, eq(userProfiles.userId, workspaceInvitations.invitedBy))
    .where(and(eq(workspaceInvitations.workspaceId, membership.workspace.id), isPending))
    .orderBy(desc(workspaceInvitations.createdAt), desc(workspaceInvitations.id))
    .limit(WORKSPACE_PENDING_INVITATIONS_MAX);
  return rows.map(({ inviterUsername, inviterFirstName, ...invitation }) => ({
    ...invitation,
    role: invitation.role as WorkspaceRole,
    invitedBy: invitedBy({ inviterUsername, inviterFirstName }),
  }));
}

/**
 * Invites an address (admins and owners; only an owner invites an owner) and mails it a
 * single-use link. The answer and the mail are the same whether or not the address has an
 * account. Inviting an address again replaces its open invitation, whose link stops working.
 */
export async function invite(ctx: InviteContext, input: InviteInput) {
  const { db, viewer } = ctx;
  requireRole(await membershipOf(db, viewer, input.workspace), 'admin');
  await limitRate(
    db,
    `invite:user:${viewer.id}`,
    ctx.rateLimits.invitePerUser,
    HOUR,
    invitationMessages.tooManySent,
  );
  // Counted with every other mail to the address, so no one's inbox is flooded from here.
  await limitRate(
    db,
    `mail:email:${input.email}`,
    ctx.rateLimits.mailPerEmail,
    HOUR,
    invitationMessages.tooManySent,
  );
  const token = newToken(INVITATION_TTL_MS);
  const invitation = await db.transaction(async (tx) => {
    const membership = await membershipOf(tx, viewer, input.workspace, { lock: true });
    requireRole(membership, 'admin');
    if (input.role === 'owner' && membership.role !== 'owner') {
      throw new DomainError('FORBIDDEN', workspaceMessages.ownersMakeOwners);
    }
    const workspaceId = membership.workspace.id;
    const [member] = await tx
      .select({ userId: workspaceMembers.userId })
      .from(workspaceMembers)
      .innerJoin(users, eq(users.id, workspaceMembers.userId))
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), byEmail(input.email)));
    if (member) throw new DomainError('CONFLICT', invitationMessages.alreadyMember);
    await refuseWhenFull(tx, workspaceId);
    await tx
      .update(workspaceInvitations)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(workspaceInvitations.workspaceId, workspaceId),
          eq(workspaceInvitations.email, input.email),
          isOpen,
        ),
      );
    const pending = await tx.$count(
      workspaceInvitations,
      and(eq(workspaceInvitations.workspaceId, workspaceId), isPending),
    );
    if (pending >= WORKSPACE_PENDING_INVITATIONS_MAX) {
      throw new DomainError('BAD_INPUT', invitationMessages.tooMany);
    }
    const [row] = await tx
      .insert(workspaceInvitations)
      .values({
        workspaceId,
        email: input.email,
        role: input.role,
        tokenHash: token.hash,
        invitedBy: viewer.id,
        expiresAt: token.expiresAt,
      })
      .returning({
        id: workspaceInvitations.id,
        email: workspaceInvitations.email,
        role: workspaceInvitations.role,
        expiresAt: workspaceInvitations.expiresAt,
      });
    const inviter = viewer.firstName || viewer.username || 'A member';
    await enqueueMail(
      tx,
      invitationMail(
        ctx.appUrl,
        { email: input.email, role: input.role, token: token.token },
        inviter,
        membership.workspace.name,
      ),
    );
    const [invitee] = await tx.select({ id: users.id }).from(users).where(byEmail(input.email));
    if (invitee) {
      await notify(tx, {
        recipientId: invitee.id,
        actorId: viewer.id,
        kind: 'workspace_invitation',
        data: { workspaceName: membership.workspace.name },
      });
    }
    await recordActivity(tx, workspaceId, viewer, {
      action: 'invitation.sent',
      subject: { type: 'invitation', email: input.email },
      details: { role: input.role },
    });
    return row!;
  });
  return {
    ...invitation,
    role: invitation.role as WorkspaceRole,
    invitedBy: { username: viewer.username ?? '', firstName: viewer.firstName },
  };
}

/** Revokes an open invitation (admins and owners): its link stops working at once. */
export async function revokeInvitation(
  db: Database,
  viewer: Viewer,
  input: { workspace: string; id: number },
) {
  await db.transaction(async (tx) => {
    const membership = await membershipOf(tx, viewer, input.workspace, { lock: true });
    requireRole(membership, 'admin');
    const [revoked] = await tx
      .update(workspaceInvitations)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(workspaceInvitations.id, input.id),
          eq(workspaceInvitations.workspaceId, membership.workspace.id),
          isOpen,
        ),
      )
      .returning({ email: workspaceInvitations.email });
    if (!revoked) throw new DomainError('NOT_FOUND', invitationMessages.notFound);
    await recordActivity(tx, membership.workspace.id, viewer, {
      action: 'invitation.revoked',
      subject: { type: 'invitation', email: revoked.email },
    });
  });
  return { message: invitationMessages.revoked };
}

const stateColumns = {
  workspaceId: workspaceInvitations.workspaceId,
  email: workspaceInvitations.email,
  role: workspaceInvitations.role,
  expiresAt: workspaceInvitations.expiresAt,
  accepted: sql<boolean>`${workspaceInvitations.acceptedAt} is not null`,
  revoked: sql<boolean>`${workspaceInvitations.revokedAt} is not null`,
  expired: sql<boolean>`${workspaceInvitations.expiresAt} <= now()`,
};

type InvitationState = { accepted: boolean; revoked: boolean; expired: boolean };

/**
 * An invitation link that cannot be used is a 404 that says why: only whoever holds the
 * link's token (sent to one address) ever reads it.
 */
function usable<T extends InvitationState>(row: T | undefined): T {
  const refuse = (message: string) => new DomainError('NOT_FOUND', message);
  if (!row) throw refuse(invitationMessages.unknownLink);
  if (row.accepted) throw refuse(invitationMessages.used);
  if (row.revoked) throw refuse(invitationMessages.withdrawn);
  if (row.expired) throw refuse(invitationMessages.expired);
  return row;
}

/** What the invitation page shows: who invites to which workspace, with which role. */
export async function invitationByToken(db: Database, token: string) {
  const [row] = await db
    .select({
      ...stateColumns,
      slug: workspaces.slug,
      name: workspaces.name,
      ...invitedByColumns,
    })
    .from(workspaceInvitations)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
    .leftJoin(users, eq(users.id, workspaceInvitations.invitedBy))
    .leftJoin(userProfiles, eq(userProfiles.userId, workspaceInvitations.invitedBy))
    .where(eq(workspaceInvitations.tokenHash, hashToken(token)));
  const invitation = usable(row);
  return {
    workspace: { slug: invitation.slug, name: invitation.name },
    role: invitation.role as WorkspaceRole,
    invitedBy: invitedBy(invitation),
    expiresAt: invitation.expiresAt,
  };
}

/**
 * Joins the workspace with the invitation's role: the signed-in person's verified address must
 * be the one invited (any case). Single use, also when two accepts race.
 */
export async function acceptInvitation(db: Database, viewer: Viewer, token: string) {
  const tokenHash = hashToken(token);
  const [found] = await db
    .select({ workspaceId: workspaceInvitations.workspaceId })
    .from(workspaceInvitations)
    .where(eq(workspaceInvitations.tokenHash, tokenHash));
  if (!found) throw new DomainError('NOT_FOUND', invitationMessages.unknownLink);
  const membership = await db.transaction(async (tx) => {
    // The workspace's row first, as every change to its members and invitations takes it.
    const [workspace] = await tx
      .select({
        id: workspaces.id,
        slug: workspaces.slug,
        name: workspaces.name,
        createdAt: workspaces.createdAt,
      })
      .from(workspaces)
      .where(eq(workspaces.id, found.workspaceId))
      .for('update');
    const [row] = await tx
      .select(stateColumns)
      .from(workspaceInvitations)
      .where(eq(workspaceInvitations.tokenHash, tokenHash))
      .for('update');
    // A workspace deleted meanwhile took its invitations with it.
    const invitation = usable(row);
    const account = await lockAccount(tx, viewer.id);
    if (account.email.toLowerCase() !== invitation.email) {
      throw new DomainError('FORBIDDEN', invitationMessages.wrongEmail);
    }
    const joined = await tx.$count(
      workspaceMembers,
      and(eq(workspaceMembers.workspaceId, workspace!.id), eq(workspaceMembers.userId, viewer.id)),
    );
    if (joined > 0) throw new DomainError('CONFLICT', invitationMessages.alreadyJoined);
    if ((await membershipCount(tx, viewer.id)) >= WORKSPACES_PER_MEMBER_MAX) {
      throw new DomainError('BAD_INPUT', workspaceMessages.tooManyWorkspaces);
    }
    await refuseWhenFull(tx, workspace!.id);
    const role = invitation.role as WorkspaceRole;
    await tx
      .insert(workspaceMembers)
      .values({ workspaceId: workspace!.id, userId: viewer.id, role });
    await tx
      .update(workspaceInvitations)
      .set({ acceptedAt: sql`now()`, acceptedBy: viewer.id })
      .where(eq(workspaceInvitations.tokenHash, tokenHash));
    await recordActivity(tx, workspace!.id, viewer, {
      action: 'member.joined',
      subject: { type: 'member', username: viewer.username ?? '' },
      details: { role },
    });
    return { workspace: workspace!, role };
  });
  return workspaceDetail(db, membership);
}
