import {
  moderationActions,
  promptModerationLocks,
  snippets,
  userProfiles,
  users,
  type Database,
} from '@promptshelf/db';
import {
  adminMessages,
  type ModeratePromptInput,
  type PromptVisibility,
} from '@promptshelf/validators';
import { alias } from 'drizzle-orm/pg-core';
import { desc, eq, sql } from 'drizzle-orm';
import { DomainError } from '../domain-error';
import { emitPromptEvent } from '../webhooks/events';
import { openToOthers, visibilityColumns } from '../library/visibility';
import { notify } from '../notifications/notify';
import { settleOpenCase } from '../reports/settle';

/** What moderation does to a prompt. */
type Action = 'unpublish' | 'delete';

const moderationMessages = {
  alreadyPrivate: 'This prompt is already private.',
} as const;

const auditColumns = {
  id: moderationActions.id,
  action: moderationActions.action,
  snippetId: moderationActions.snippetId,
  snippetTitle: moderationActions.snippetTitle,
  snippetAuthorId: moderationActions.snippetAuthorId,
  reason: moderationActions.reason,
  actorId: moderationActions.actorId,
  createdAt: moderationActions.createdAt,
};

/**
 * Locks the prompt, applies the change and writes the audit row: either both happen or
 * neither, and two superadmins acting at once are served one after the other. Unpublishing
 * also holds the prompt (its author cannot make it public again without a review), and either
 * action settles the open reports on the prompt (decision 236).
 */
export async function moderatePromptIn(
  tx: Database,
  actorId: string,
  input: ModeratePromptInput,
  action: Action,
) {
  const [prompt] = await tx
    .select({
      id: snippets.id,
      title: snippets.title,
      authorId: snippets.authorId,
      visibility: snippets.visibility,
      workspaceId: snippets.workspaceId,
      held: promptModerationLocks.promptId,
    })
    .from(snippets)
    .leftJoin(promptModerationLocks, eq(promptModerationLocks.promptId, snippets.id))
    .where(eq(snippets.id, input.id))
    .for('update', { of: snippets });
  if (!prompt) {
    throw new DomainError('NOT_FOUND', adminMessages.promptNotFound);
  }
  if (action === 'unpublish') {
    // Each audit row stands for a real change: closing the prompt, or holding a private one
    // (its author may have closed it after a report, to open it again later).
    // An unlisted prompt is open to anyone with its link: unpublishing closes that too.
    const open = openToOthers(prompt.visibility as PromptVisibility);
    if (!open && prompt.held !== null) {
      throw new DomainError('CONFLICT', moderationMessages.alreadyPrivate);
    }
    if (open) {
      const closed = prompt.workspaceId === null ? 'private' : 'workspace';
      await tx.update(snippets).set(visibilityColumns(closed)).where(eq(snippets.id, prompt.id));
    }
    await tx
      .insert(promptModerationLocks)
      .values({ promptId: prompt.id, reason: input.reason ?? null })
      .onConflictDoUpdate({
        target: promptModerationLocks.promptId,
        set: { reason: input.reason ?? null, lockedAt: new Date(), reviewRequestedAt: null },
      });
  } else {
    await emitPromptEvent(tx, 'prompt.deleted', prompt.id);
    await tx.delete(snippets).where(eq(snippets.id, prompt.id));
  }
  const kept = action === 'unpublish' ? prompt.id : undefined;
  await settleOpenCase(tx, 'prompt', String(prompt.id), {
    outcome: action,
    actorId,
    reason: input.reason,
    promptId: kept,
  });
  if (prompt.authorId) {
    await notify(tx, {
      recipientId: prompt.authorId,
      actorId: null,
      kind: 'moderation',
      promptId: kept,
      data: {
        action: action === 'unpublish' ? 'unpublished' : 'deleted',
        reason: input.reason ?? null,
        title: prompt.title,
      },
    });
  }
  const [row] = await tx
    .insert(moderationActions)
    .values({
      actorId,
      action,
      snippetId: prompt.id,
      snippetTitle: prompt.title,
      snippetAuthorId: prompt.authorId,
      reason: input.reason ?? null,
    })
    .returning(auditColumns);
  if (!row) throw new Error('The moderation action was not recorded');
  return row;
}

/** Makes any prompt private (spam, abuse) and holds it so; the author keeps it and sees it. */
export function unpublishPrompt(db: Database, actorId: string, input: ModeratePromptInput) {
  return db.transaction((tx) => moderatePromptIn(tx, actorId, input, 'unpublish'));
}

/** Deletes any prompt with its likes and favourites; the audit row keeps its title and author. */
export function deletePrompt(db: Database, actorId: string, input: ModeratePromptInput) {
  return db.transaction((tx) => moderatePromptIn(tx, actorId, input, 'delete'));
}

const actors = alias(users, 'actor');
const actorProfiles = alias(userProfiles, 'actor_profile');
const authors = alias(users, 'author');

/** The audit trail, newest first: who did what to which prompt, and when. */
export async function listModerationActions(
  db: Database,
  query: { limit: number; offset: number },
) {
  const rows = await db
    .select({
      ...auditColumns,
      actorEmail: actors.email,
      actorUsername: actorProfiles.username,
      promptAuthorEmail: authors.email,
    })
    .from(moderationActions)
    .leftJoin(actors, eq(actors.id, moderationActions.actorId))
    .leftJoin(actorProfiles, eq(actorProfiles.userId, moderationActions.actorId))
    .leftJoin(authors, eq(authors.id, moderationActions.snippetAuthorId))
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ count: sql<number>`count(*)::int` }).from(moderationActions);
  return {
    actions: rows.map(({ actorEmail, actorUsername, promptAuthorEmail, ...row }) => ({
      ...row,
      actor: row.actorId && actorEmail ? { email: actorEmail, username: actorUsername } : null,
      snippetAuthor: row.snippetAuthorId && promptAuthorEmail ? { email: promptAuthorEmail } : null,
    })),
    total: total?.count ?? 0,
  };
}
