import {
  commentIdSchema,
  createCommentSchema,
  promptCommentsSchema,
  updateCommentSchema,
} from '@promptshelf/validators';
import * as comments from '../domain/comments/comments';
import { createTRPCRouter, protectedProcedure, publicProcedure } from '../trpc';

/**
 * Comments on public and unlisted prompts (docs/decisions/230-comments.md): anyone reads them,
 * a verified member writes them, by session or write token.
 */
export const commentsRouter = createTRPCRouter({
  list: publicProcedure
    .input(promptCommentsSchema)
    .query(({ ctx, input }) => comments.listComments(ctx, input)),
  create: protectedProcedure
    .input(createCommentSchema)
    .mutation(({ ctx, input }) => comments.createComment(ctx, input)),
  update: protectedProcedure
    .input(updateCommentSchema)
    .mutation(({ ctx, input }) => comments.updateComment(ctx, input)),
  delete: protectedProcedure
    .input(commentIdSchema)
    .mutation(({ ctx, input }) => comments.deleteComment(ctx, input)),
  hide: protectedProcedure
    .input(commentIdSchema)
    .mutation(({ ctx, input }) => comments.hideComment(ctx, input)),
});
