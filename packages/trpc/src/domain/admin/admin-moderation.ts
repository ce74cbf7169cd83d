import { moderationActions, snippets, userProfiles, users, type Database } from '@promptshelf/db';
import { adminMessages, type ModeratePromptInput } from '@promptshelf/validators';
import { alias } from 'drizzle-orm/pg-core';
import { desc, eq, sql } from 'drizzle-orm';
import { DomainError } from '../domain-error';
import { emitPromptEvent } from '../webhooks/events';
import { visibilityColumns } from '../library/visibility';

type Action = (typeof moderationActions.$inferSelect)['action'];

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
 * Locks the prompt, applies the change and writes the audit row in one transaction: either
 * both happen or neither, and two superadmins acting at once are served one after the other.
 */
async function moderate(db: Database, actorId: string, input: ModeratePromptInput, action: Action) {
  return db.transaction(async (tx) => {
    const [prompt] = await tx
      .select({
        id: snippets.id,
        title: snippets.title,
        authorId: snippets.authorId,
        visibility: snippets.visibility,
        workspaceId: snippets.workspaceId,
      })
      .from(snippets)
      .where(eq(snippets.id, input.id))
      .for('update');
    if (!prompt) {
      throw new DomainError('NOT_FOUND', adminMessages.promptNotFound);
    }
    if (action === 'unpublish') {
      // Each audit row stands for a real change: unpublishing a private prompt changes nothing.
      // An unlisted prompt is open to anyone with its link: unpublishing closes that too.
      if (prompt.visibility !== 'public' && prompt.visibility !== 'unlisted') {
        throw new DomainError('CONFLICT', moderationMessages.alreadyPrivate);
      }
      const closed = prompt.workspaceId === null ? 'private' : 'workspace';
      await tx.update(snippets).set(visibilityColumns(closed)).where(eq(snippets.id, prompt.id));
    } else {
      await emitPromptEvent(tx, 'prompt.deleted', prompt.id);
      await tx.delete(snippets).where(eq(snippets.id, prompt.id));
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
  });
}

/** Makes any prompt private (spam, abuse); the author keeps it and can see it. */
export function unpublishPrompt(db: Database, actorId: string, input: ModeratePromptInput) {
  return moderate(db, actorId, input, 'unpublish');
}

/** Deletes any prompt with its likes and favourites; the audit row keeps its title and author. */
export function deletePrompt(db: Database, actorId: string, input: ModeratePromptInput) {
  return moderate(db, actorId, input, 'delete');
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
