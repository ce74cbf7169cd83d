import { collectionSnippets, collections, snippets, type Database } from '@promptshelf/db';
import { collectionMessages } from '@promptshelf/validators';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Viewer } from '../../context';
import { DomainError } from '../domain-error';
import { listedTo } from '../library/visibility';

const subqueries = new QueryBuilder();

/**
 * How many of a collection's prompts this viewer may see: a private prompt of someone else is
 * never counted, so the number always matches the list (a probe of the primary key per row).
 * Built as a joined query so drizzle names every column with its table; the outer collection
 * is named by hand, since a select from one table leaves its columns unqualified.
 */
export function visiblePromptCount(viewer: Viewer | null): SQL<number> {
  const count = subqueries
    .select({ count: sql<number>`count(*)::int` })
    .from(collectionSnippets)
    .innerJoin(snippets, eq(snippets.id, collectionSnippets.snippetId))
    .where(
      and(eq(collectionSnippets.collectionId, sql`"collections"."id"`), listedTo(snippets, viewer)),
    );
  return sql<number>`(${count})`;
}

/** The fields of GET /api/collections, for one viewer. */
export function summaryColumns(viewer: Viewer | null) {
  return {
    id: collections.id,
    name: collections.name,
    description: collections.description,
    isPublic: collections.isPublic,
    snippetCount: visiblePromptCount(viewer),
    updatedAt: collections.updatedAt,
  };
}

export const collectionNotFound = () => new DomainError('NOT_FOUND', collectionMessages.notFound);

/**
 * Locks a collection the viewer may change for the rest of the transaction. Someone else's
 * private collection is "not found" (its existence is not told); their public one is a 403.
 */
export async function lockOwnCollection(tx: Database, viewer: Viewer, id: number) {
  const [row] = await tx
    .select({ id: collections.id, ownerId: collections.ownerId, isPublic: collections.isPublic })
    .from(collections)
    .where(eq(collections.id, id))
    .for('update');
  if (!row || (row.ownerId !== viewer.id && !row.isPublic)) throw collectionNotFound();
  if (row.ownerId !== viewer.id) {
    throw new DomainError('FORBIDDEN', collectionMessages.notYours);
  }
  return row;
}

/** Who may open a collection: anyone if it is public, otherwise only its owner. */
export function collectionVisibleTo(viewer: Viewer | null): SQL {
  return viewer
    ? (or(collections.isPublic, eq(collections.ownerId, viewer.id)) as SQL)
    : eq(collections.isPublic, true);
}
