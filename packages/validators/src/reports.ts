import { z } from 'zod';
import { commentId } from './comments';
import { cursorPageFields } from './cursor-page';
import { usernameSchema } from './profiles';
import { promptId } from './prompts';
import { text } from './text';

export const REPORT_REASONS = [
  'spam',
  'inappropriate',
  'copyright',
  'misleading',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_OUTCOMES = ['dismiss', 'unpublish', 'delete'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];
export const REPORT_TARGET_KINDS = ['prompt', 'comment', 'profile'] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

export const REPORT_NOTE_MAX = 500;
export const REPORT_PAGE_SIZE = 20;
export const REPORT_PAGE_SIZE_MAX = 50;

/** What a member picks in the report dialog, in its order. */
export const reportReasonLabels: Record<ReportReason, string> = {
  spam: 'Spam',
  inappropriate: 'Inappropriate',
  copyright: 'Copyright',
  misleading: 'Misleading',
  other: 'Other',
};

export const reportMessages = {
  reason: `reason must be one of ${REPORT_REASONS.join(', ')}`,
  note: `The note must be text of at most ${REPORT_NOTE_MAX} characters`,
  outcome: `outcome must be one of ${REPORT_OUTCOMES.join(', ')}`,
  caseId: 'The report id must be a positive whole number',
  cursor: 'cursor must be a positive whole number',
  limit: `limit must be a whole number from 1 to ${REPORT_PAGE_SIZE_MAX}`,
  reviewDecision: 'decision must be approve or decline',
  thanks: 'Thanks, we will look at it.',
  alreadyReported: 'You have already reported this; we will look at it.',
  ownContent: 'You cannot report your own content.',
  caseNotFound: 'Report not found.',
  alreadySettled: 'These reports are already settled.',
  targetGone: 'This no longer exists; dismiss the reports.',
  commentOutcomes: 'A comment can be dismissed or deleted.',
  profileOutcomes: 'A profile can be dismissed or unpublished (its public details cleared).',
  profileNotFound: 'Profile not found.',
  commentNotFound: 'Comment not found.',
  promptNotFound: 'Prompt not found.',
  locked: 'This prompt was unpublished by moderation. Ask for a review to make it public again.',
  notLocked: 'This prompt is not held by moderation.',
  reviewAlreadyAsked: 'A review has already been asked for.',
  noReviewAsked: 'No review was asked for this prompt.',
} as const;

/** The reason and optional note of a report. */
const reportFields = {
  reason: z.enum(REPORT_REASONS, { error: reportMessages.reason }),
  note: text({ error: reportMessages.note })
    .trim()
    .max(REPORT_NOTE_MAX, reportMessages.note)
    .optional()
    .transform((value) => value || undefined),
};

export const reportPromptSchema = z.object({ id: promptId, ...reportFields });
export const reportCommentSchema = z.object({ id: commentId, ...reportFields });
export const reportProfileSchema = z.object({ username: usernameSchema, ...reportFields });

export const reportCaseId = z.coerce
  .number({ error: reportMessages.caseId })
  .int(reportMessages.caseId)
  .positive(reportMessages.caseId)
  .max(2_147_483_647, reportMessages.caseId);

const pageFields = cursorPageFields({
  pageSize: REPORT_PAGE_SIZE,
  limitMax: REPORT_PAGE_SIZE_MAX,
  messages: reportMessages,
});

/** A page of open report cases or review requests, newest first. */
export const reportListSchema = z.object(pageFields);

/** A superadmin's outcome for every open report on one target; the reason goes to the author. */
export const resolveReportSchema = z.object({
  id: reportCaseId,
  outcome: z.enum(REPORT_OUTCOMES, { error: reportMessages.outcome }),
  reason: text({ error: reportMessages.note })
    .trim()
    .max(REPORT_NOTE_MAX, reportMessages.note)
    .optional()
    .transform((value) => value || undefined),
});

/** A superadmin's answer to an author's review request of a prompt held by moderation. */
export const reviewDecisionSchema = z.object({
  id: promptId,
  decision: z.enum(['approve', 'decline'], { error: reportMessages.reviewDecision }),
  reason: resolveReportSchema.shape.reason,
});

export type ReportPromptInput = z.output<typeof reportPromptSchema>;
export type ReportCommentInput = z.output<typeof reportCommentSchema>;
export type ReportProfileInput = z.output<typeof reportProfileSchema>;
export type ReportListQuery = z.output<typeof reportListSchema>;
export type ResolveReportInput = z.output<typeof resolveReportSchema>;
export type ReviewDecisionInput = z.output<typeof reviewDecisionSchema>;
