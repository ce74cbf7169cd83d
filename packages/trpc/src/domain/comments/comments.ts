import {
  moderationActions,
  promptComments,
  snippets,
  userProfiles,
  users,
  type Database,
} from '@promptshelf/db';
import {
  COMMENTS_PAGE_SIZE,
  commentMessages,
  type commentIdSchema,
  type createCommentSchema,
  type promptCommentsSchema,
  type updateCommentSchema,
} from '@promptshelf/validators';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ApiTokenCredential, Viewer } from '../../context';
import { limitRate, MINUTE, type RateLimitConfig } from '../accounts/rate-limit';
import { DomainError } from '../domain-error';
import { notFound as promptNotFound } from '../library/prompts';
import { readableBy } from '../library/visibility';
import { atLeast, roleIn } from '../workspaces/access';

// Comments on public and unlisted prompts, one level of replies (docs/decisions/230-comments.md).

type Ctx = {
  db: Database;
  viewer: Viewer;
  apiToken?: ApiTokenCredential | null;
  rateLimits: RateLimitConfig;
};

/** What a viewer sees of a comment: `hidden` and `deleted` ones keep their place in a thread. */
export type CommentState = 'visible' | 'hidden' | 'deleted';

export type ClientComment = {
  id: number;
  parentId: number | null;
  state: CommentState;
  /** Null when the viewer may not read it: a deleted comment, or one hidden from them. */
  body: string | null;
  author: {
    username: string;
    firstName: string | null;
    lastName: string | null;
    profileImageUrl: string | null;
  } | null;
  createdAt: Date;
  editedAt: Date | null;
  /** What this viewer may do to it now: the server decides again on each request. */
  canEdit: boolean;
  canDelete: boolean;
  canHide: boolean;
};

export type CommentThread = ClientComment & { replies: ClientComment[] };

const OPEN_VISIBILITIES = ['public', 'unlisted'];

// The thread a comment belongs to: its parent's id for a reply, its own for a top-level one.
// Written as the index prompt_comments_thread_idx has it, so pages are ranges of that index.
const thread = sql<number>`coalesce(${promptComments.parentId}, ${promptComments.id})`;

const commentColumns = {
  id: promptComments.id,
  parentId: promptComments.parentId,
  authorId: promptComments.authorId,
  body: promptComments.body,
  createdAt: promptComments.createdAt,
  editedAt: promptComments.editedAt,
  hiddenAt: promptComments.hiddenAt,
  deletedAt: promptComments.deletedAt,
  editable: sql<boolean>`${promptComments.createdAt} > now() - interval '15 minutes'`,
  username: userProfiles.username,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
};

function selectComments(db: Database) {
  return db
    .select(commentColumns)
    .from(promptComments)
    .innerJoin(users, eq(users.id, promptComments.authorId))
    .leftJoin(userProfiles, eq(userProfiles.userId, promptComments.authorId));
}
type CommentRow = Awaited<ReturnType<typeof selectComments>>[number];

/** A superadmin's powers over comments come with their session, as the admin area's do. */
function actsAsSuperadmin(ctx: { viewer: Viewer | null; apiToken?: ApiTokenCredential | null }) {
  return ctx.viewer?.superadmin === true && !ctx.apiToken;
}

type PromptRow = { id: number; authorId: string; workspaceId: number | null; title: string };

/**
 * The prompt a comment request is about, when comments are open on it (public or unlisted).
 * Someone who cannot read it gets 404; its owner, while it is private, 409.
 */
async function openPrompt(db: Database, viewer: Viewer | null, id: number): Promise<PromptRow> {
  const [row] = await db
    .select({
      id: snippets.id,
      authorId: snippets.authorId,
      workspaceId: snippets.workspaceId,
      title: snippets.title,
      visibility: snippets.visibility,
    })
    .from(snippets)
    .where(and(eq(snippets.id, id), readableBy(snippets, viewer)));
  if (!row) throw promptNotFound();
  if (!OPEN_VISIBILITIES.includes(row.visibility)) {
    throw new DomainError('CONFLICT', commentMessages.closed);
  }
  return row;
}

/** Whoever may edit the prompt may hide its comments: its author, or its workspace's editors. */
async function mayHideOn(db: Database, viewer: Viewer | null, prompt: PromptRow) {
  if (!viewer) return false;
  if (prompt.workspaceId === null) return prompt.authorId === viewer.id;
  const role = await roleIn(db, viewer, prompt.workspaceId);
  return role !== null && atLeast(role, 'editor');
}

function stateOf(row: Pick<CommentRow, 'deletedAt' | 'hiddenAt'>): CommentState {
  if (row.deletedAt) return 'deleted';
  return row.hiddenAt ? 'hidden' : 'visible';
}

function toClientComment(
  row: CommentRow,
  viewer: Viewer | null,
  powers: { hide: boolean; superadmin: boolean },
): ClientComment {
  const state = stateOf(row);
  const mine = viewer?.id === row.authorId;
  // A hidden comment still reads for its writer, the prompt's author and superadmins.
  const readable =
    state === 'visible' || (state === 'hidden' && (mine || powers.hide || powers.superadmin));
  return {
    id: row.id,
    parentId: row.parentId,
    state,
    body: readable ? row.body : null,
    author: readable
      ? {
          username: row.username ?? '',
          firstName: row.firstName,
          lastName: row.lastName,
          profileImageUrl: row.profileImageUrl,
        }
      : null,
    createdAt: row.createdAt,
    editedAt: row.editedAt,
    canEdit: mine && state === 'visible' && row.editable,
    canDelete: state !== 'deleted' && (mine || powers.superadmin),
    canHide: powers.hide && !mine && state === 'visible',
  };
}

/**
 * A page of a prompt's comments, threads oldest first, each comment before its replies: 50
 * comments (replies count) from one range of prompt_comments_thread_idx. A thread cut by the
 * page's end continues on the next page, which repeats its comment with the further replies.
 */
export async function listComments(
  ctx: { db: Database; viewer: Viewer | null; apiToken?: ApiTokenCredential | null },
  input: z.output<typeof promptCommentsSchema>,
) {
  const prompt = await openPrompt(ctx.db, ctx.viewer, input.id);
  const powers = {
    hide: await mayHideOn(ctx.db, ctx.viewer, prompt),
    superadmin: actsAsSuperadmin(ctx),
  };
  const after = input.cursor
    ? sql`(${thread}, ${promptComments.id}) > (${input.cursor.thread}, ${input.cursor.id})`
    : undefined;
  const rows = await selectComments(ctx.db)
    .where(and(eq(promptComments.snippetId, prompt.id), after))
    .orderBy(asc(thread), asc(promptComments.id))
    .limit(COMMENTS_PAGE_SIZE + 1);
  const page = rows.slice(0, COMMENTS_PAGE_SIZE);
  const last = page.at(-1);
  const nextCursor =
    rows.length > COMMENTS_PAGE_SIZE && last ? `${last.parentId ?? last.id}.${last.id}` : null;

  const continued = page[0]?.parentId;
  const head = continued
    ? await selectComments(ctx.db).where(eq(promptComments.id, continued))
    : [];
  const threads: CommentThread[] = [];
  for (const row of [...head, ...page]) {
    const comment = toClientComment(row, ctx.viewer, powers);
    if (row.parentId === null) threads.push({ ...comment, replies: [] });
    else threads.at(-1)?.replies.push(comment);
  }
  return { items: threads, nextCursor };
}

/** The comment with the prompt it is on, locked for the rest of the transaction. */
async function lockComment(tx: Database, viewer: Viewer, id: number) {
  const [row] = await tx
    .select({ ...commentColumns, snippetId: promptComments.snippetId })
    .from(promptComments)
    .innerJoin(users, eq(users.id, promptComments.authorId))
    .leftJoin(userProfiles, eq(userProfiles.userId, promptComments.authorId))
    .where(eq(promptComments.id, id))
    .for('update', { of: promptComments });
  if (!row || row.deletedAt) throw new DomainError('NOT_FOUND', commentMessages.notFound);
  const prompt = await openPrompt(tx, viewer, row.snippetId).catch((error: unknown) => {
    // A comment on a prompt the viewer cannot read is no more found than the prompt.
    if (error instanceof DomainError && error.code === 'NOT_FOUND') {
      throw new DomainError('NOT_FOUND', commentMessages.notFound);
    }
    throw error;
  });
  return { comment: row, prompt };
}

async function reread(ctx: Ctx, id: number, prompt: PromptRow) {
  const [row] = await selectComments(ctx.db).where(eq(promptComments.id, id));
  if (!row) throw new DomainError('NOT_FOUND', commentMessages.notFound);
  return toClientComment(row, ctx.viewer, {
    hide: await mayHideOn(ctx.db, ctx.viewer, prompt),
    superadmin: actsAsSuperadmin(ctx),
  });
}

function limitPosting(ctx: Ctx) {
  return limitRate(
    ctx.db,
    `comments:${ctx.viewer.id}`,
    ctx.rateLimits.commentPerUser,
    MINUTE,
    commentMessages.tooMany,
  );
}

/** Posts a comment, or a reply to a top-level comment, as a verified member. */
export async function createComment(ctx: Ctx, input: z.output<typeof createCommentSchema>) {
  const [account] = await ctx.db
    .select({ emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, ctx.viewer.id));
  if (!account?.emailVerified) throw new DomainError('FORBIDDEN', commentMessages.verifyFirst);
  await limitPosting(ctx);
  const { id, prompt } = await ctx.db.transaction(async (tx) => {
    const prompt = await openPrompt(tx, ctx.viewer, input.id);
    if (input.parentId) {
      const [parent] = await tx
        .select({
          parentId: promptComments.parentId,
          hiddenAt: promptComments.hiddenAt,
          deletedAt: promptComments.deletedAt,
        })
        .from(promptComments)
        .where(and(eq(promptComments.id, input.parentId), eq(promptComments.snippetId, prompt.id)))
        .for('key share');
      if (!parent || parent.hiddenAt) {
        throw new DomainError('NOT_FOUND', commentMessages.parentNotFound);
      }
      if (parent.deletedAt) throw new DomainError('CONFLICT', commentMessages.deleted);
      if (parent.parentId !== null) {
        throw new DomainError('BAD_INPUT', commentMessages.replyToReply);
      }
    }
    const [row] = await tx
      .insert(promptComments)
      .values({
        snippetId: prompt.id,
        parentId: input.parentId ?? null,
        authorId: ctx.viewer.id,
        body: input.body,
      })
      .returning({ id: promptComments.id });
    return { id: row!.id, prompt };
  });
  return reread(ctx, id, prompt);
}

/** Edits one's own comment within 15 minutes of posting it. */
export async function updateComment(ctx: Ctx, input: z.output<typeof updateCommentSchema>) {
  await limitPosting(ctx);
  const prompt = await ctx.db.transaction(async (tx) => {
    const { comment, prompt } = await lockComment(tx, ctx.viewer, input.id);
    if (comment.authorId !== ctx.viewer.id) {
      throw new DomainError('FORBIDDEN', commentMessages.notYours);
    }
    if (comment.hiddenAt) throw new DomainError('CONFLICT', commentMessages.alreadyHidden);
    if (!comment.editable) throw new DomainError('CONFLICT', commentMessages.editWindow);
    if (comment.body !== input.body) {
      await tx
        .update(promptComments)
        .set({ body: input.body, editedAt: sql`now()` })
        .where(eq(promptComments.id, comment.id));
    }
    return prompt;
  });
  return reread(ctx, input.id, prompt);
}

/**
 * Deletes one's own comment, or any as a superadmin (recorded as in decision 008). One with
 * replies keeps its place as 'This comment was deleted.'; the last reply under such a comment
 * takes it along.
 */
export async function deleteComment(ctx: Ctx, input: z.output<typeof commentIdSchema>) {
  await ctx.db.transaction(async (tx) => {
    const { comment, prompt } = await lockComment(tx, ctx.viewer, input.id);
    const mine = comment.authorId === ctx.viewer.id;
    if (!mine && !actsAsSuperadmin(ctx)) {
      throw new DomainError('FORBIDDEN', commentMessages.notYours);
    }
    const replied = await tx.$count(promptComments, eq(promptComments.parentId, comment.id));
    if (replied > 0) {
      await tx
        .update(promptComments)
        .set({ body: '', deletedAt: sql`now()` })
        .where(eq(promptComments.id, comment.id));
    } else {
      await tx.delete(promptComments).where(eq(promptComments.id, comment.id));
      if (comment.parentId !== null) await dropEmptyDeletedParent(tx, comment.parentId);
    }
    if (!mine) {
      await tx.insert(moderationActions).values({
        actorId: ctx.viewer.id,
        action: 'delete-comment',
        snippetId: prompt.id,
        snippetTitle: prompt.title,
        snippetAuthorId: prompt.authorId,
        commentId: comment.id,
        commentAuthorId: comment.authorId,
        commentBody: comment.body,
      });
    }
  });
  return { message: 'Comment deleted' };
}

/** A deleted comment stays only while replies hang from it. */
async function dropEmptyDeletedParent(tx: Database, parentId: number) {
  const noReplies = sql`not exists (select 1 from ${promptComments} r where r.parent_id = ${promptComments.id})`;
  await tx
    .delete(promptComments)
    .where(and(eq(promptComments.id, parentId), isNotNull(promptComments.deletedAt), noReplies));
}

/** Hides a comment on the viewer's prompt from everyone but its writer and superadmins. */
export async function hideComment(ctx: Ctx, input: z.output<typeof commentIdSchema>) {
  const prompt = await ctx.db.transaction(async (tx) => {
    const { comment, prompt } = await lockComment(tx, ctx.viewer, input.id);
    if (!(await mayHideOn(tx, ctx.viewer, prompt))) {
      throw new DomainError('FORBIDDEN', commentMessages.hideNotYours);
    }
    if (comment.hiddenAt) throw new DomainError('CONFLICT', commentMessages.alreadyHidden);
    await tx
      .update(promptComments)
      .set({ hiddenAt: sql`now()` })
      .where(eq(promptComments.id, comment.id));
    return prompt;
  });
  return reread(ctx, input.id, prompt);
}
