import {
  promptComments,
  reportCases,
  reports,
  snippets,
  userProfiles,
  type Database,
} from '@promptshelf/db';
import {
  reportMessages,
  type ReportCommentInput,
  type ReportProfileInput,
  type ReportPromptInput,
  type ReportReason,
  type ReportTargetKind,
} from '@promptshelf/validators';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Viewer } from '../../context';
import { DomainError } from '../domain-error';
import { ownedBy, readableBy } from '../library/visibility';
import { lockOpenCase } from './settle';

type Ctx = { db: Database; viewer: Viewer };
type ReportFields = { reason: ReportReason; note?: string };

/** The open case on a target, opened by this report when there is none; locked either way. */
async function openCaseOn(tx: Database, kind: ReportTargetKind, targetId: string) {
  const open = await lockOpenCase(tx, kind, targetId);
  if (open) return open;
  const [opened] = await tx
    .insert(reportCases)
    .values({ targetKind: kind, targetId })
    .onConflictDoNothing()
    .returning({ id: reportCases.id });
  // Someone else's report opened it at the same moment: theirs is the case.
  return opened ?? (await lockOpenCase(tx, kind, targetId))!;
}

/**
 * Files a member's report. The answer is the same whoever else reported the target, so nobody
 * learns of other reports; only a second open report of one's own is refused.
 */
async function fileReport(
  ctx: Ctx,
  kind: ReportTargetKind,
  targetId: string,
  fields: ReportFields,
) {
  await ctx.db.transaction(async (tx) => {
    const openCase = await openCaseOn(tx, kind, targetId);
    const [filed] = await tx
      .insert(reports)
      .values({
        caseId: openCase.id,
        reporterId: ctx.viewer.id,
        reason: fields.reason,
        note: fields.note ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: reports.id });
    if (!filed) throw new DomainError('CONFLICT', reportMessages.alreadyReported);
  });
  return { message: reportMessages.thanks };
}

/** Reports a prompt the viewer can open and does not own. */
export async function reportPrompt(ctx: Ctx, input: ReportPromptInput) {
  const [prompt] = await ctx.db
    .select({ owned: sql<boolean>`${ownedBy(snippets, ctx.viewer)}` })
    .from(snippets)
    .where(and(eq(snippets.id, input.id), readableBy(snippets, ctx.viewer)));
  if (!prompt) throw new DomainError('NOT_FOUND', reportMessages.promptNotFound);
  if (prompt.owned) throw new DomainError('BAD_INPUT', reportMessages.ownContent);
  return fileReport(ctx, 'prompt', String(input.id), input);
}

/** Reports someone else's public profile (its name, picture, bio and links). */
export async function reportProfile(ctx: Ctx, input: ReportProfileInput) {
  const [profile] = await ctx.db
    .select({ userId: userProfiles.userId })
    .from(userProfiles)
    .where(sql`lower(${userProfiles.username}) = lower(${input.username})`);
  if (!profile) throw new DomainError('NOT_FOUND', reportMessages.profileNotFound);
  if (profile.userId === ctx.viewer.id) {
    throw new DomainError('BAD_INPUT', reportMessages.ownContent);
  }
  return fileReport(ctx, 'profile', profile.userId, input);
}

/** Reports a comment the viewer can read (neither deleted nor hidden) and did not write. */
export async function reportComment(ctx: Ctx, input: ReportCommentInput) {
  const [comment] = await ctx.db
    .select({ authorId: promptComments.authorId })
    .from(promptComments)
    .innerJoin(snippets, eq(snippets.id, promptComments.snippetId))
    .where(
      and(
        eq(promptComments.id, input.id),
        isNull(promptComments.deletedAt),
        isNull(promptComments.hiddenAt),
        readableBy(snippets, ctx.viewer),
      ),
    );
  if (!comment) throw new DomainError('NOT_FOUND', reportMessages.commentNotFound);
  if (comment.authorId === ctx.viewer.id) {
    throw new DomainError('BAD_INPUT', reportMessages.ownContent);
  }
  return fileReport(ctx, 'comment', String(input.id), input);
}
