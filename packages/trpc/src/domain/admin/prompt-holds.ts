import { promptModerationLocks, snippets, userProfiles, type Database } from '@promptshelf/db';
import {
  reportMessages,
  type ReportListQuery,
  type ReviewDecisionInput,
} from '@promptshelf/validators';
import { and, desc, eq, isNotNull, lt } from 'drizzle-orm';
import { DomainError } from '../domain-error';
import { lockOwn, type Ctx } from '../library/prompts';
import { publishVersions } from '../library/version-store';
import { ownedBy, visibilityColumns } from '../library/visibility';
import { notify } from '../notifications/notify';

// A prompt unpublished by moderation is held: its owners keep it and may edit it, but only a
// superadmin's approval of their review request opens it again (decision 236).

/** The hold on one of the viewer's prompts, as its owners see it; null when it is not held. */
export async function moderationHold(ctx: Ctx, promptId: number) {
  const [row] = await ctx.db
    .select({
      owned: snippets.id,
      reason: promptModerationLocks.reason,
      heldAt: promptModerationLocks.lockedAt,
      reviewRequestedAt: promptModerationLocks.reviewRequestedAt,
    })
    .from(snippets)
    .leftJoin(promptModerationLocks, eq(promptModerationLocks.promptId, snippets.id))
    .where(and(eq(snippets.id, promptId), ownedBy(snippets, ctx.viewer)));
  if (!row) throw new DomainError('NOT_FOUND', reportMessages.promptNotFound);
  if (!row.heldAt) return null;
  return { reason: row.reason, heldAt: row.heldAt, reviewRequestedAt: row.reviewRequestedAt };
}

/** An owner asks a superadmin to look again at a held prompt they have fixed. */
export async function requestReview(ctx: Ctx, promptId: number) {
  await ctx.db.transaction(async (tx) => {
    await lockOwn(tx, ctx.viewer, promptId);
    const [hold] = await tx
      .select({ reviewRequestedAt: promptModerationLocks.reviewRequestedAt })
      .from(promptModerationLocks)
      .where(eq(promptModerationLocks.promptId, promptId))
      .for('update');
    if (!hold) throw new DomainError('CONFLICT', reportMessages.notLocked);
    if (hold.reviewRequestedAt) {
      throw new DomainError('CONFLICT', reportMessages.reviewAlreadyAsked);
    }
    await tx
      .update(promptModerationLocks)
      .set({ reviewRequestedAt: new Date() })
      .where(eq(promptModerationLocks.promptId, promptId));
  });
  return moderationHold(ctx, promptId);
}

/**
 * The review requests, newest prompt first: one range of prompt_moderation_locks_review_idx
 * from the cursor (the last prompt id of the page before).
 */
export async function listReviewRequests(db: Database, query: ReportListQuery) {
  const rows = await db
    .select({
      promptId: promptModerationLocks.promptId,
      reason: promptModerationLocks.reason,
      heldAt: promptModerationLocks.lockedAt,
      reviewRequestedAt: promptModerationLocks.reviewRequestedAt,
      title: snippets.title,
      content: snippets.content,
      authorUsername: userProfiles.username,
    })
    .from(promptModerationLocks)
    .innerJoin(snippets, eq(snippets.id, promptModerationLocks.promptId))
    .leftJoin(userProfiles, eq(userProfiles.userId, snippets.authorId))
    .where(
      and(
        isNotNull(promptModerationLocks.reviewRequestedAt),
        query.cursor === undefined ? undefined : lt(promptModerationLocks.promptId, query.cursor),
      ),
    )
    .orderBy(desc(promptModerationLocks.promptId))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    requests: page,
    nextCursor: rows.length > query.limit ? (page.at(-1)?.promptId ?? null) : null,
  };
}

/** Approving lifts the hold and makes the prompt public; declining keeps it held. */
export async function decideReview(db: Database, input: ReviewDecisionInput) {
  return db.transaction(async (tx) => {
    const [hold] = await tx
      .select({ authorId: snippets.authorId, title: snippets.title })
      .from(promptModerationLocks)
      .innerJoin(snippets, eq(snippets.id, promptModerationLocks.promptId))
      .where(
        and(
          eq(promptModerationLocks.promptId, input.id),
          isNotNull(promptModerationLocks.reviewRequestedAt),
        ),
      )
      .for('update', { of: promptModerationLocks });
    if (!hold) throw new DomainError('NOT_FOUND', reportMessages.noReviewAsked);
    if (input.decision === 'approve') {
      await tx.delete(promptModerationLocks).where(eq(promptModerationLocks.promptId, input.id));
      const [opened] = await tx
        .update(snippets)
        .set(visibilityColumns('public'))
        .where(eq(snippets.id, input.id))
        .returning({ version: snippets.version });
      // Going public publishes what the prompt now says, as an owner's change would.
      await publishVersions(tx, input.id, opened!.version);
    } else {
      await tx
        .update(promptModerationLocks)
        .set({ reviewRequestedAt: null })
        .where(eq(promptModerationLocks.promptId, input.id));
    }
    if (hold.authorId) {
      await notify(tx, {
        recipientId: hold.authorId,
        actorId: null,
        kind: 'moderation',
        promptId: input.id,
        data: {
          action: input.decision === 'approve' ? 'review_approved' : 'review_declined',
          reason: input.reason ?? null,
          title: hold.title,
        },
      });
    }
    return { promptId: input.id, decision: input.decision };
  });
}
