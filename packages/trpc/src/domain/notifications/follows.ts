import {
  follows,
  notifications,
  rowsOf,
  snippets,
  userProfiles,
  type Database,
} from '@promptshelf/db';
import {
  notificationMessages,
  profileMessages,
  type FollowingFeedInput,
} from '@promptshelf/validators';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Viewer } from '../../context';
import { decodeCursor, encodeCursor } from '../browse/engine/cursor';
import { DomainError } from '../domain-error';
import { selectPrompts, toClientPrompt } from '../library/prompt-shape';
import { notify } from './notify';

// Follows and the Following feed (docs/decisions/241).

/** The person a username (any case) names, or a 404 in the profile's own words. */
async function personNamed(db: Database, username: string): Promise<string> {
  const [row] = await db
    .select({ userId: userProfiles.userId })
    .from(userProfiles)
    .where(sql`lower(${userProfiles.username}) = lower(${username})`);
  if (!row) throw new DomainError('NOT_FOUND', profileMessages.userNotFound(username));
  return row.userId;
}

/** How many follow a person and how many they follow: index-only counts of either index. */
export async function followCounts(db: Database, userId: string) {
  const [followerCount, followingCount] = await Promise.all([
    db.$count(follows, eq(follows.followeeId, userId)),
    db.$count(follows, eq(follows.followerId, userId)),
  ]);
  return { followerCount, followingCount };
}

/** Whether the viewer follows `userId`: one probe of the primary key. */
export async function isFollowing(db: Database, viewer: Viewer | null, userId: string) {
  if (!viewer || viewer.id === userId) return false;
  const [row] = await db
    .select({ one: sql`1` })
    .from(follows)
    .where(and(eq(follows.followerId, viewer.id), eq(follows.followeeId, userId)));
  return row !== undefined;
}

/**
 * Follows a person. Following again changes nothing; the person hears of a follower once,
 * not again after an unfollow and a follow, so toggling cannot flood their notifications.
 */
export async function follow(db: Database, viewer: Viewer, username: string) {
  const followeeId = await personNamed(db, username);
  if (followeeId === viewer.id) {
    throw new DomainError('BAD_INPUT', notificationMessages.followSelf);
  }
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(follows)
      .values({ followerId: viewer.id, followeeId })
      .onConflictDoNothing()
      .returning({ followeeId: follows.followeeId });
    if (added.length === 0) return;
    const toldBefore = await tx.$count(
      notifications,
      and(
        eq(notifications.actorId, viewer.id),
        eq(notifications.recipientId, followeeId),
        eq(notifications.kind, 'follower'),
      ),
    );
    if (toldBefore === 0) {
      await notify(tx, { recipientId: followeeId, actorId: viewer.id, kind: 'follower' });
    }
  });
  return { following: true, ...(await followCounts(db, followeeId)) };
}

/** Stops following a person; not following them already changes nothing. */
export async function unfollow(db: Database, viewer: Viewer, username: string) {
  const followeeId = await personNamed(db, username);
  await db
    .delete(follows)
    .where(and(eq(follows.followerId, viewer.id), eq(follows.followeeId, followeeId)));
  return { following: false, ...(await followCounts(db, followeeId)) };
}

const FEED_FINGERPRINT = 'following';

/**
 * The public prompts of the people the viewer follows, newest first. Read at request time: for
 * each followed person, the head of their range of snippets_public_author_created_idx after the
 * cursor, merged; so posting costs nothing however many follow the author.
 */
export async function followingFeed(db: Database, viewer: Viewer, input: FollowingFeedInput) {
  const after = input.cursor
    ? decodeCursor(input.cursor, FEED_FINGERPRINT, ['timestamp', 'int'])
    : undefined;
  if (after === null) throw new DomainError('BAD_INPUT', notificationMessages.feedCursor);
  const take = input.limit + 1;
  const before = after
    ? sql`and (s.created_at, s.id) < (${after[0] as string}::timestamptz, ${after[1] as number})`
    : sql``;
  const page = await db.execute(sql`
    select s.id, s.created::text as created
    from ${follows} f
    cross join lateral (
      select s.id, s.created_at as created from ${snippets} s
      where s.author_id = f.followee_id and s.is_public ${before}
      order by s.created_at desc, s.id desc
      limit ${take}
    ) s
    where f.follower_id = ${viewer.id}
    order by s.created desc, s.id desc
    limit ${take}`);
  const rows = rowsOf(page) as { id: number; created: string }[];
  const shown = rows.slice(0, input.limit);
  const prompts =
    shown.length === 0
      ? []
      : await selectPrompts(db, viewer).where(
          inArray(
            snippets.id,
            shown.map((r) => r.id),
          ),
        );
  const byId = new Map(prompts.map((p) => [p.id, p]));
  const last = shown.at(-1);
  return {
    snippets: shown.flatMap((r) => {
      const prompt = byId.get(r.id);
      return prompt ? [toClientPrompt(prompt, viewer)] : [];
    }),
    nextCursor:
      rows.length > input.limit && last
        ? encodeCursor(FEED_FINGERPRINT, [last.created, last.id])
        : null,
  };
}
