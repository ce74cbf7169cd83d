import {
  promptComments,
  reportCases,
  reports,
  snippets,
  userProfiles,
  users,
  type Database,
} from '@promptshelf/db';
import {
  reportMessages,
  type ReportListQuery,
  type ReportTargetKind,
  type ResolveReportInput,
} from '@promptshelf/validators';
import { and, desc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Context } from '../../context';
import { moderatePromptIn } from '../admin/admin-moderation';
import { deleteComment } from '../comments/comments';
import { DomainError } from '../domain-error';
import { notify } from '../notifications/notify';
import { settleCase, type Settlement } from './settle';

/** A superadmin's request: the comments' delete needs its viewer and rate limits. */
type ResolveCtx = Pick<Context, 'db' | 'apiToken' | 'rateLimits'> & {
  viewer: NonNullable<Context['viewer']>;
};

/** How many of a target's latest reports the list shows beside its count. */
export const LATEST_REPORTS_SHOWN = 5;

/** The reported prompts, as the superadmin judges them: title, text, author, visibility. */
async function promptTargets(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: snippets.id,
      title: snippets.title,
      content: snippets.content,
      visibility: snippets.visibility,
      authorUsername: userProfiles.username,
    })
    .from(snippets)
    .leftJoin(userProfiles, eq(userProfiles.userId, snippets.authorId))
    .where(inArray(snippets.id, ids));
  return new Map(rows.map((row) => [String(row.id), row]));
}

/** The reported comments: what they say, who wrote them, on which prompt. */
async function commentTargets(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: promptComments.id,
      body: promptComments.body,
      deletedAt: promptComments.deletedAt,
      promptId: snippets.id,
      promptTitle: snippets.title,
      authorUsername: userProfiles.username,
    })
    .from(promptComments)
    .innerJoin(snippets, eq(snippets.id, promptComments.snippetId))
    .leftJoin(userProfiles, eq(userProfiles.userId, promptComments.authorId))
    .where(inArray(promptComments.id, ids));
  // A comment deleted softly (kept for its replies) is gone as far as moderation goes.
  return new Map(
    rows
      .filter((row) => row.deletedAt === null)
      .map(({ deletedAt: _deletedAt, ...row }) => [String(row.id), row]),
  );
}

/** The reported profiles: what their public page shows. */
async function profileTargets(db: Database, userIds: string[]) {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: users.id,
      username: userProfiles.username,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      bio: userProfiles.bio,
      location: userProfiles.location,
      githubUrl: userProfiles.githubUrl,
      linkedinUrl: userProfiles.linkedinUrl,
      instagramUrl: userProfiles.instagramUrl,
      xUrl: userProfiles.xUrl,
    })
    .from(users)
    .innerJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(inArray(users.id, userIds));
  return new Map(rows.map(({ userId, ...row }) => [userId, row]));
}

/** Each case's count of reports and its latest few, reporter names included. */
async function reportsOf(db: Database, caseIds: number[]) {
  if (caseIds.length === 0) return { counts: new Map<number, number>(), latest: [] };
  const counts = await db
    .select({ caseId: reports.caseId, count: sql<number>`count(*)::int` })
    .from(reports)
    .where(inArray(reports.caseId, caseIds))
    .groupBy(reports.caseId);
  const ranked = db
    .select({
      caseId: reports.caseId,
      reason: reports.reason,
      note: reports.note,
      createdAt: reports.createdAt,
      reporterUsername: userProfiles.username,
      rank: sql<number>`row_number() over (partition by ${reports.caseId} order by ${reports.id} desc)`.as(
        'rank',
      ),
    })
    .from(reports)
    .leftJoin(userProfiles, eq(userProfiles.userId, reports.reporterId))
    .where(inArray(reports.caseId, caseIds))
    .as('ranked');
  const latest = await db.select().from(ranked).where(lte(ranked.rank, LATEST_REPORTS_SHOWN));
  return { counts: new Map(counts.map((row) => [row.caseId, row.count])), latest };
}

/**
 * The open reports, one entry per target, newest target first: one range of
 * report_cases_open_idx from the cursor (the last id of the page before), then the page's
 * reports and targets by key (decision 236).
 */
export async function listOpenCases(db: Database, query: ReportListQuery) {
  const rows = await db
    .select({
      id: reportCases.id,
      targetKind: reportCases.targetKind,
      targetId: reportCases.targetId,
      openedAt: reportCases.createdAt,
    })
    .from(reportCases)
    .where(
      and(
        isNull(reportCases.resolvedAt),
        query.cursor === undefined ? undefined : lt(reportCases.id, query.cursor),
      ),
    )
    .orderBy(desc(reportCases.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const idsOf = (kind: string) =>
    page.filter((row) => row.targetKind === kind).map((row) => row.targetId);
  const [prompts, comments, profiles, { counts, latest }] = await Promise.all([
    promptTargets(db, idsOf('prompt').map(Number)),
    commentTargets(db, idsOf('comment').map(Number)),
    profileTargets(db, idsOf('profile')),
    reportsOf(
      db,
      page.map((row) => row.id),
    ),
  ]);
  const targets = { prompt: prompts, profile: profiles, comment: comments };
  return {
    cases: page.map((row) => ({
      ...row,
      target: targets[row.targetKind].get(row.targetId) ?? null,
      count: counts.get(row.id) ?? 0,
      reports: latest
        .filter((report) => report.caseId === row.id)
        .map(({ caseId: _caseId, rank: _rank, ...report }) => report),
    })),
    nextCursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/**
 * Clears what a profile shows others: picture, bio, location and links; the name stays. Its
 * owner is told why.
 */
async function unpublishProfile(tx: Database, userId: string, settlement: Settlement) {
  await tx
    .update(userProfiles)
    .set({
      bio: null,
      location: null,
      githubUrl: null,
      linkedinUrl: null,
      instagramUrl: null,
      xUrl: null,
    })
    .where(eq(userProfiles.userId, userId));
  await tx.update(users).set({ profileImageUrl: null }).where(eq(users.id, userId));
  await notify(tx, {
    recipientId: userId,
    actorId: null,
    kind: 'moderation',
    data: { action: 'profile_unpublished', reason: settlement.reason ?? null },
  });
}

/** The author of a comment that is still there (not deleted, even softly). */
async function commentAuthor(tx: Database, commentId: number) {
  const [row] = await tx
    .select({ authorId: promptComments.authorId, promptId: promptComments.snippetId })
    .from(promptComments)
    .where(and(eq(promptComments.id, commentId), isNull(promptComments.deletedAt)));
  return row;
}

/** Whether the reported target still exists. */
async function targetExists(tx: Database, kind: ReportTargetKind, targetId: string) {
  if (kind === 'comment') return (await commentAuthor(tx, Number(targetId))) !== undefined;
  const [row] =
    kind === 'prompt'
      ? await tx
          .select({ id: snippets.id })
          .from(snippets)
          .where(eq(snippets.id, Number(targetId)))
      : await tx.select({ id: users.id }).from(users).where(eq(users.id, targetId));
  return row !== undefined;
}

/**
 * Deletes a reported comment through the comments' own superadmin delete (soft when replied
 * to, with its audit row), and tells its writer why.
 */
async function deleteReportedComment(ctx: ResolveCtx, commentId: number, reason?: string) {
  const comment = (await commentAuthor(ctx.db, commentId))!;
  await deleteComment(ctx, { id: commentId });
  await notify(ctx.db, {
    recipientId: comment.authorId,
    actorId: null,
    kind: 'moderation',
    promptId: comment.promptId,
    data: { action: 'comment_deleted', reason: reason ?? null },
  });
}

/**
 * Settles every open report on one target with one outcome. A prompt is unpublished (and held)
 * or deleted through the moderation of decision 008, audit row included; a profile can only be
 * unpublished (its public details cleared); dismissing changes nothing but the reports.
 */
export async function resolveCase(ctx: ResolveCtx, input: ResolveReportInput) {
  const actorId = ctx.viewer.id;
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        id: reportCases.id,
        targetKind: reportCases.targetKind,
        targetId: reportCases.targetId,
        resolvedAt: reportCases.resolvedAt,
      })
      .from(reportCases)
      .where(eq(reportCases.id, input.id))
      .for('update');
    if (!found) throw new DomainError('NOT_FOUND', reportMessages.caseNotFound);
    if (found.resolvedAt) throw new DomainError('CONFLICT', reportMessages.alreadySettled);
    const settlement = { outcome: input.outcome, actorId, reason: input.reason };
    if (input.outcome !== 'dismiss') {
      if (found.targetKind === 'profile' && input.outcome === 'delete') {
        throw new DomainError('BAD_INPUT', reportMessages.profileOutcomes);
      }
      if (found.targetKind === 'comment' && input.outcome === 'unpublish') {
        throw new DomainError('BAD_INPUT', reportMessages.commentOutcomes);
      }
      if (!(await targetExists(tx, found.targetKind, found.targetId))) {
        throw new DomainError('CONFLICT', reportMessages.targetGone);
      }
    }
    if (found.targetKind === 'prompt' && input.outcome !== 'dismiss') {
      // Moderation settles the prompt's open case, this one, with its own change.
      await moderatePromptIn(
        tx,
        actorId,
        { id: Number(found.targetId), reason: input.reason },
        input.outcome,
      );
    } else {
      if (found.targetKind === 'comment' && input.outcome === 'delete') {
        await deleteReportedComment({ ...ctx, db: tx }, Number(found.targetId), input.reason);
      }
      if (found.targetKind === 'profile' && input.outcome === 'unpublish') {
        await unpublishProfile(tx, found.targetId, settlement);
      }
      const promptId = found.targetKind === 'prompt' ? Number(found.targetId) : undefined;
      await settleCase(tx, found, { ...settlement, promptId });
    }
    return { id: input.id, outcome: input.outcome };
  });
}
