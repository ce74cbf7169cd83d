import {
  promptByIdSchema,
  reportCommentSchema,
  reportListSchema,
  reportProfileSchema,
  reportPromptSchema,
  resolveReportSchema,
  reviewDecisionSchema,
} from '@promptshelf/validators';
import * as holds from '../domain/admin/prompt-holds';
import * as cases from '../domain/reports/cases';
import * as filing from '../domain/reports/reports';
import { createTRPCRouter, protectedProcedure, superadminProcedure } from '../trpc';

/**
 * Reports by members and what moderation does with them; the hold on a prompt unpublished by
 * moderation and its review (decision 236).
 */
export const moderationRouter = createTRPCRouter({
  reportPrompt: protectedProcedure
    .input(reportPromptSchema)
    .mutation(({ ctx, input }) => filing.reportPrompt(ctx, input)),
  reportComment: protectedProcedure
    .input(reportCommentSchema)
    .mutation(({ ctx, input }) => filing.reportComment(ctx, input)),
  reportProfile: protectedProcedure
    .input(reportProfileSchema)
    .mutation(({ ctx, input }) => filing.reportProfile(ctx, input)),
  openReports: superadminProcedure
    .input(reportListSchema)
    .query(({ ctx, input }) => cases.listOpenCases(ctx.db, input)),
  resolveReports: superadminProcedure
    .input(resolveReportSchema)
    .mutation(({ ctx, input }) => cases.resolveCase(ctx, input)),
  hold: protectedProcedure
    .input(promptByIdSchema)
    .query(({ ctx, input }) => holds.moderationHold(ctx, input.id)),
  requestReview: protectedProcedure
    .input(promptByIdSchema)
    .mutation(({ ctx, input }) => holds.requestReview(ctx, input.id)),
  reviewRequests: superadminProcedure
    .input(reportListSchema)
    .query(({ ctx, input }) => holds.listReviewRequests(ctx.db, input)),
  decideReview: superadminProcedure
    .input(reviewDecisionSchema)
    .mutation(({ ctx, input }) => holds.decideReview(ctx.db, input)),
});
