import { userProfiles, users, workspaceActivity, type Database } from '@promptshelf/db';
import type {
  ActivityPageQuery,
  ApiTokenScope,
  WorkspaceAction,
  WorkspaceRole,
} from '@promptshelf/validators';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Viewer } from '../../context';
import { membershipOf, requireRole, writerId } from './access';

/** What an event was done to, named as it was then (a later rename leaves the log as it was). */
export type ActivitySubject =
  | { type: 'workspace'; name: string; slug: string }
  | { type: 'member'; username: string }
  | { type: 'invitation'; email: string }
  | { type: 'prompt'; id: number; title: string }
  | { type: 'token'; name: string };

/** What an action adds to its subject. */
export type ActivityDetails = {
  role?: WorkspaceRole;
  previousRole?: WorkspaceRole;
  previousName?: string;
  previousSlug?: string;
  /** A token's access, when it was made. */
  scope?: ApiTokenScope;
  /** The workspace token that did it, by its name then; `actor` is the admin who made it. */
  token?: string;
};

export type ActivityEvent = {
  action: WorkspaceAction;
  subject: ActivitySubject;
  details?: ActivityDetails;
};

/**
 * Writes one event; call it in the transaction of the change it records. A workspace token's
 * event names the token and, as its actor, the admin who made it.
 */
export async function recordActivity(
  tx: Database,
  workspaceId: number,
  actor: Viewer,
  event: ActivityEvent,
) {
  const token = actor.workspaceToken;
  await tx.insert(workspaceActivity).values({
    workspaceId,
    actorId: writerId(actor),
    action: event.action,
    subject: event.subject,
    details: token ? { ...event.details, token: token.name } : (event.details ?? {}),
  });
}

/**
 * A page of the workspace's activity, newest first, for its admins and owners: one range scan
 * of workspace_activity_workspace_id_idx from the cursor (the last id of the page before).
 */
export async function activityPage(db: Database, viewer: Viewer, query: ActivityPageQuery) {
  const membership = await membershipOf(db, viewer, query.workspace);
  requireRole(membership, 'admin');
  const rows = await db
    .select({
      id: workspaceActivity.id,
      action: workspaceActivity.action,
      subject: workspaceActivity.subject,
      details: workspaceActivity.details,
      createdAt: workspaceActivity.createdAt,
      actorUsername: userProfiles.username,
      actorFirstName: users.firstName,
      actorImage: users.profileImageUrl,
    })
    .from(workspaceActivity)
    .leftJoin(users, eq(users.id, workspaceActivity.actorId))
    .leftJoin(userProfiles, eq(userProfiles.userId, workspaceActivity.actorId))
    .where(
      and(
        eq(workspaceActivity.workspaceId, membership.workspace.id),
        query.cursor === undefined ? undefined : lt(workspaceActivity.id, query.cursor),
      ),
    )
    .orderBy(desc(workspaceActivity.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    events: page.map(({ actorUsername, actorFirstName, actorImage, ...event }) => ({
      ...event,
      action: event.action as WorkspaceAction,
      subject: event.subject as ActivitySubject,
      details: event.details as ActivityDetails,
      // An account that is gone leaves its events without an actor.
      actor:
        actorUsername === null
          ? null
          : { username: actorUsername, firstName: actorFirstName, profileImageUrl: actorImage },
    })),
    nextCursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}
