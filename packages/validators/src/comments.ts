import { z } from 'zod';
import { promptId } from './prompts';
import { text } from './text';

// Comments on public and unlisted prompts (docs/decisions/230-comments.md).

export const COMMENT_BODY_MAX = 2000;
/** Top-level comments and replies a page holds, in thread order. */
export const COMMENTS_PAGE_SIZE = 50;
/** How long after posting its writer may still edit a comment. */
export const COMMENT_EDIT_WINDOW_MS = 15 * 60_000;

export const commentMessages = {
  body: `A comment must be 1 to ${COMMENT_BODY_MAX} characters`,
  invalidId: 'Invalid comment id',
  cursor: 'cursor must be the nextCursor of the page before',
  notFound: 'Comment not found.',
  closed: 'Comments are open on public and unlisted prompts only.',
  parentNotFound: 'The comment you reply to was not found.',
  replyToReply: 'Replies cannot be replied to; reply to the comment above.',
  deleted: 'This comment was deleted.',
  notYours: 'You can only change your own comments.',
  editWindow: 'Comments can be edited for 15 minutes after posting.',
  hideNotYours: 'Only the prompt’s author can hide its comments.',
  alreadyHidden: 'This comment is already hidden.',
  verifyFirst: 'Please verify your email address first.',
  tooMany: 'Too many comments at once. Please wait a minute.',
} as const;

/** A comment id; ids are 32-bit integers in the database, like a prompt's. */
export const commentId = z.coerce
  .number({ error: commentMessages.invalidId })
  .int(commentMessages.invalidId)
  .positive(commentMessages.invalidId)
  .max(2_147_483_647, commentMessages.invalidId);

const commentBody = text({ error: commentMessages.body })
  .trim()
  .min(1, commentMessages.body)
  .max(COMMENT_BODY_MAX, commentMessages.body);

/**
 * A page's position: the thread (its top-level comment's id) and comment id of the last row of
 * the page before, as `thread.id`.
 */
const commentCursor = z
  .string({ error: commentMessages.cursor })
  .regex(/^\d{1,10}\.\d{1,10}$/, commentMessages.cursor)
  .transform((value) => {
    const [thread, id] = value.split('.').map(Number);
    return { thread: thread!, id: id! };
  });

export const promptCommentsSchema = z.object({
  id: promptId,
  cursor: z.preprocess((value) => (value === '' ? undefined : value), commentCursor.optional()),
});

export const createCommentSchema = z.object({
  id: promptId,
  body: commentBody,
  parentId: commentId.nullish(),
});

export const commentIdSchema = z.object({ id: commentId });

export const updateCommentSchema = commentIdSchema.extend({ body: commentBody });
