import { promptSuggestions, snippets, userProfiles, type Database } from '@promptshelf/db';
import {
  promptInputSchema,
  suggestionMessages,
  SUGGESTIONS_OPEN_PER_PROMPT,
  type createSuggestionSchema,
  type declineSuggestionSchema,
  type SuggestionListQuery,
} from '@promptshelf/validators';
import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Viewer } from '../../context';
import { HOUR, limitRate, type RateLimitConfig } from '../accounts/rate-limit';
import { DomainError, toInputIssues } from '../domain-error';
import { editPrompt, notFound as promptNotFound } from '../library/prompts';
import { changesVersion } from '../library/version-store';
import { notify } from '../notifications/notify';
import { readableBy } from '../library/visibility';
import { atLeast, roleIn, writerId } from '../workspaces/access';

// Suggested edits (docs/decisions/233-suggested-edits.md).

type Ctx = { db: Database; viewer: Viewer; rateLimits: RateLimitConfig };

const suggestionNotFound = () => new DomainError('NOT_FOUND', suggestionMessages.notFound);

/** Whether the viewer may edit this prompt, and so decide its suggestions: lockOwn's rule. */
async function mayEdit(
  db: Database,
  viewer: Viewer,
  prompt: { authorId: string; workspaceId: number | null },
) {
  if (prompt.workspaceId === null) return prompt.authorId === viewer.id;
  const role = await roleIn(db, viewer, prompt.workspaceId);
  return role !== null && atLeast(role, 'editor');
}

const columns = {
  id: promptSuggestions.id,
  promptId: promptSuggestions.snippetId,
  baseVersion: promptSuggestions.baseVersion,
  title: promptSuggestions.title,
  content: promptSuggestions.content,
  variables: promptSuggestions.variables,
  tags: promptSuggestions.tags,
  note: promptSuggestions.note,
  status: promptSuggestions.status,
  reason: promptSuggestions.reason,
  acceptedVersion: promptSuggestions.acceptedVersion,
  createdAt: promptSuggestions.createdAt,
  decidedAt: promptSuggestions.decidedAt,
  suggesterUsername: userProfiles.username,
};

const selectSuggestions = (db: Database) =>
  db
    .select(columns)
    .from(promptSuggestions)
    .innerJoin(userProfiles, eq(userProfiles.userId, promptSuggestions.suggesterId));

type Row = Awaited<ReturnType<typeof selectSuggestions>>[number];

function toClientSuggestion({ suggesterUsername, ...row }: Row) {
  return { ...row, suggester: { username: suggesterUsername } };
}

export type ClientSuggestion = ReturnType<typeof toClientSuggestion>;

async function suggestionById(db: Database, id: number) {
  const [row] = await selectSuggestions(db).where(eq(promptSuggestions.id, id));
  if (!row) throw suggestionNotFound();
  return toClientSuggestion(row);
}

/**
 * A member proposes the whole text a public prompt of someone else's would have. The merged
 * prompt must pass an edit's schema; at most a few of theirs are open on one prompt at a time.
 */
export async function createSuggestion(ctx: Ctx, input: z.output<typeof createSuggestionSchema>) {
  const { id: promptId, note, ...proposed } = input;
  await limitRate(
    ctx.db,
    `suggestions:${ctx.viewer.id}`,
    ctx.rateLimits.suggestionPerUser,
    HOUR,
    suggestionMessages.tooMany,
  );
  const id = await ctx.db.transaction(async (tx) => {
    // Serialises this member's suggestions on the prompt with its edits, so the open count holds.
    const [prompt] = await tx
      .select()
      .from(snippets)
      .where(and(eq(snippets.id, promptId), readableBy(snippets, ctx.viewer)))
      .for('no key update');
    if (!prompt) throw promptNotFound();
    if (prompt.visibility !== 'public') {
      throw new DomainError('FORBIDDEN', suggestionMessages.publicOnly);
    }
    if (await mayEdit(tx, ctx.viewer, prompt)) {
      throw new DomainError('BAD_INPUT', suggestionMessages.ownPrompt);
    }
    const merged = promptInputSchema.safeParse({ ...prompt, ...proposed });
    if (!merged.success) {
      const issues = toInputIssues(merged.error.issues);
      throw new DomainError('BAD_INPUT', 'Invalid prompt', { issues });
    }
    const { title, content, variables, tags } = merged.data;
    const sameTags =
      tags.length === prompt.tags.length && tags.every((t) => prompt.tags.includes(t));
    if (!changesVersion(prompt, merged.data) && sameTags) {
      throw new DomainError('BAD_INPUT', suggestionMessages.noChange);
    }
    const [open] = await tx
      .select({ n: count() })
      .from(promptSuggestions)
      .where(
        and(
          eq(promptSuggestions.suggesterId, ctx.viewer.id),
          eq(promptSuggestions.snippetId, promptId),
          eq(promptSuggestions.status, 'open'),
        ),
      );
    if (open!.n >= SUGGESTIONS_OPEN_PER_PROMPT) {
      throw new DomainError('CONFLICT', suggestionMessages.tooManyOpen);
    }
    const [row] = await tx
      .insert(promptSuggestions)
      .values({
        snippetId: promptId,
        suggesterId: ctx.viewer.id,
        baseVersion: prompt.version,
        title,
        content,
        variables,
        tags,
        note,
      })
      .returning({ id: promptSuggestions.id });
    await notify(tx, {
      recipientId: prompt.authorId,
      actorId: ctx.viewer.id,
      kind: 'suggestion',
      promptId,
      suggestionId: row!.id,
    });
    return row!.id;
  });
  return suggestionById(ctx.db, id);
}

/**
 * A page of a prompt's suggestions, newest first: every one for whoever may edit the prompt,
 * a member's own for anyone else, while they may read the prompt.
 */
export async function listSuggestions(db: Database, viewer: Viewer, input: SuggestionListQuery) {
  const [prompt] = await db
    .select({ authorId: snippets.authorId, workspaceId: snippets.workspaceId })
    .from(snippets)
    .where(and(eq(snippets.id, input.id), readableBy(snippets, viewer)));
  if (!prompt) throw promptNotFound();
  const canDecide = await mayEdit(db, viewer, prompt);
  const rows = await selectSuggestions(db)
    .where(
      and(
        eq(promptSuggestions.snippetId, input.id),
        canDecide ? undefined : eq(promptSuggestions.suggesterId, viewer.id),
        input.status === 'open' ? eq(promptSuggestions.status, 'open') : undefined,
        input.cursor === undefined ? undefined : lt(promptSuggestions.id, input.cursor),
      ),
    )
    .orderBy(desc(promptSuggestions.id))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  return {
    suggestions: page.map(toClientSuggestion),
    nextCursor: rows.length > input.limit ? page.at(-1)!.id : null,
    // Whether this viewer may accept and decline them.
    canDecide,
  };
}

/**
 * Locks an open suggestion for its prompt's editors. Anyone else gets a 404, but its suggester,
 * who knows it exists, a 403.
 */
async function lockForDecision(tx: Database, viewer: Viewer, id: number) {
  const [row] = await tx
    .select({
      id: promptSuggestions.id,
      promptId: promptSuggestions.snippetId,
      suggesterId: promptSuggestions.suggesterId,
      status: promptSuggestions.status,
      title: promptSuggestions.title,
      content: promptSuggestions.content,
      variables: promptSuggestions.variables,
      tags: promptSuggestions.tags,
      note: promptSuggestions.note,
      authorId: snippets.authorId,
      workspaceId: snippets.workspaceId,
    })
    .from(promptSuggestions)
    .innerJoin(snippets, eq(snippets.id, promptSuggestions.snippetId))
    .where(eq(promptSuggestions.id, id))
    .for('update', { of: promptSuggestions });
  if (!row) throw suggestionNotFound();
  if (!(await mayEdit(tx, viewer, row))) {
    if (row.suggesterId === viewer.id) {
      throw new DomainError('FORBIDDEN', suggestionMessages.authorsOnly);
    }
    throw suggestionNotFound();
  }
  if (row.status !== 'open') throw new DomainError('CONFLICT', suggestionMessages.notOpen);
  return row;
}

/** Tells the suggester what became of their suggestion, and why when it was declined. */
function notifyOutcome(
  tx: Database,
  viewer: Viewer,
  suggestion: { id: number; promptId: number; suggesterId: string },
  outcome: 'accepted' | 'declined',
  reason: string | null,
) {
  return notify(tx, {
    recipientId: suggestion.suggesterId,
    actorId: writerId(viewer),
    kind: 'suggestion_outcome',
    promptId: suggestion.promptId,
    suggestionId: suggestion.id,
    data: { outcome, reason },
  });
}

/**
 * The author takes the suggestion's text as the prompt's next version, through the same edit
 * (and its checks: options, placeholders, includes) in one transaction, credited to its
 * suggester. The text is the suggestion's as it was sent, whatever the prompt became since.
 */
export async function acceptSuggestion(ctx: { db: Database; viewer: Viewer }, id: number) {
  await ctx.db.transaction(async (tx) => {
    const suggestion = await lockForDecision(tx, ctx.viewer, id);
    const { version, versioned } = await editPrompt(
      tx,
      ctx.viewer,
      {
        id: suggestion.promptId,
        title: suggestion.title,
        content: suggestion.content,
        variables: suggestion.variables,
        tags: suggestion.tags,
        note: suggestion.note,
      },
      suggestion.suggesterId,
    );
    await tx
      .update(promptSuggestions)
      .set({
        status: 'accepted',
        acceptedVersion: versioned ? version : null,
        decidedAt: sql`now()`,
      })
      .where(eq(promptSuggestions.id, id));
    await notifyOutcome(tx, ctx.viewer, suggestion, 'accepted', null);
  });
  return suggestionById(ctx.db, id);
}

/** The author declines the suggestion, with a reason its suggester will read, or none. */
export async function declineSuggestion(
  ctx: { db: Database; viewer: Viewer },
  input: z.output<typeof declineSuggestionSchema>,
) {
  await ctx.db.transaction(async (tx) => {
    const suggestion = await lockForDecision(tx, ctx.viewer, input.id);
    await tx
      .update(promptSuggestions)
      .set({ status: 'declined', reason: input.reason, decidedAt: sql`now()` })
      .where(eq(promptSuggestions.id, input.id));
    await notifyOutcome(tx, ctx.viewer, suggestion, 'declined', input.reason);
  });
  return suggestionById(ctx.db, input.id);
}

/**
 * Its suggester takes back an open suggestion: it is gone for good. Anyone else gets a 404,
 * but those who may edit its prompt, who can see it, a 403.
 */
export async function withdrawSuggestion(ctx: { db: Database; viewer: Viewer }, id: number) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        suggesterId: promptSuggestions.suggesterId,
        status: promptSuggestions.status,
        authorId: snippets.authorId,
        workspaceId: snippets.workspaceId,
      })
      .from(promptSuggestions)
      .innerJoin(snippets, eq(snippets.id, promptSuggestions.snippetId))
      .where(eq(promptSuggestions.id, id))
      .for('update', { of: promptSuggestions });
    if (!row) throw suggestionNotFound();
    if (row.suggesterId !== ctx.viewer.id) {
      if (await mayEdit(tx, ctx.viewer, row)) {
        throw new DomainError('FORBIDDEN', suggestionMessages.notYours);
      }
      throw suggestionNotFound();
    }
    if (row.status !== 'open') throw new DomainError('CONFLICT', suggestionMessages.notOpen);
    await tx.delete(promptSuggestions).where(eq(promptSuggestions.id, id));
  });
  return { message: suggestionMessages.withdrawn };
}
