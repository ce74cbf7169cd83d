import {
  execute,
  notifications,
  snippets,
  userProfiles,
  users,
  type Database,
} from '@promptshelf/db';
import {
  notificationLine,
  notificationPath,
  UNREAD_COUNT_MAX,
  type NotificationKind,
} from '@promptshelf/validators';
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Viewer } from '../../context';
import { readableBy } from '../library/visibility';

// A person's notifications (docs/decisions/239): listed newest first by id, counted unread.

/** The display name of a person: their first name, else their username. */
const actorName = sql<
  string | null
>`coalesce(nullif(${users.firstName}, ''), ${userProfiles.username})`;

/**
 * Notifications as their lines, for `recipient`: the prompt's title only while the recipient
 * may still read it (a prompt deleted or made private since shows no title), the actor's name
 * as it is now. `where` picks the rows; the caller orders and limits.
 */
export function selectNotifications(db: Database, recipient: Viewer) {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      actorUsername: userProfiles.username,
      actorName,
      actorImage: users.profileImageUrl,
      promptId: snippets.id,
      promptTitle: snippets.title,
      commentId: notifications.commentId,
      suggestionId: notifications.suggestionId,
      data: notifications.data,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .leftJoin(userProfiles, eq(userProfiles.userId, notifications.actorId))
    .leftJoin(
      snippets,
      and(eq(snippets.id, notifications.promptId), readableBy(snippets, recipient)),
    )
    .$dynamic();
}

type NotificationRow = Awaited<
  ReturnType<ReturnType<typeof selectNotifications>['execute']>
>[number];

/** A notification as clients receive it: its sentence and where it leads. */
export function toClientNotification(row: NotificationRow) {
  const kind = row.kind as NotificationKind;
  return {
    id: row.id,
    kind,
    text: notificationLine({
      kind,
      actorName: row.actorName,
      promptTitle: row.promptTitle,
      data: row.data,
    }),
    path: notificationPath({ ...row, kind }),
    actor: row.actorUsername
      ? { username: row.actorUsername, name: row.actorName, image: row.actorImage }
      : null,
    promptId: row.promptId,
    commentId: row.commentId,
    suggestionId: row.suggestionId,
    read: row.readAt !== null,
    createdAt: row.createdAt,
  };
}

/** One page, newest first: one range of notifications_recipient_idx from the cursor. */
export async function listNotifications(
  db: Database,
  viewer: Viewer,
  page: { cursor?: number; limit: number },
) {
  const rows = await selectNotifications(db, viewer)
    .where(
      and(
        eq(notifications.recipientId, viewer.id),
        page.cursor === undefined ? undefined : lt(notifications.id, page.cursor),
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(page.limit + 1);
  const shown = rows.slice(0, page.limit);
  return {
    notifications: shown.map(toClientNotification),
    nextCursor: rows.length > page.limit ? (shown.at(-1)?.id ?? null) : null,
  };
}

/**
 * The bell's number: unread notifications, counted up to UNREAD_COUNT_MAX + 1 (shown "99+")
 * from notifications_unread_idx, so a person with thousands unread costs a hundred entries.
 */
export async function unreadCount(db: Database, viewer: Viewer) {
  const [row] = await execute(
    db,
    sql`
    select count(*)::int as count from (
      select 1 from ${notifications}
      where ${notifications.recipientId} = ${viewer.id} and ${notifications.readAt} is null
      limit ${UNREAD_COUNT_MAX + 1}
    ) unread`,
  );
  return { count: Number(row?.count ?? 0) };
}

/** Marks the viewer's given notifications read, or all of them; others' ids change nothing. */
export async function markRead(db: Database, viewer: Viewer, ids: number[] | undefined) {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.recipientId, viewer.id),
        isNull(notifications.readAt),
        ids === undefined ? undefined : inArray(notifications.id, ids),
      ),
    );
  return unreadCount(db, viewer);
}
