import { collectionSnippets, collections, snippets, type Database } from '@promptshelf/db';
import type { CollectionPageQuery } from '@promptshelf/validators';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Viewer } from '../../context';
import { lockVisible } from '../library/prompts';
import { selectPrompts, toClientPrompt } from '../library/prompt-shape';
import { listedTo } from '../library/visibility';
import { lockOwnCollection } from './collection-shape';
import { getCollection } from './collections';

/** A page of the prompts of a collection this viewer may see, newest added first. */
export function selectCollectionPrompts(
  db: Database,
  viewer: Viewer | null,
  query: CollectionPageQuery,
) {
  return selectPrompts(db, viewer)
    .innerJoin(
      collectionSnippets,
      and(
        eq(collectionSnippets.snippetId, snippets.id),
        eq(collectionSnippets.collectionId, query.id),
      ),
    )
    .where(listedTo(snippets, viewer))
    .orderBy(desc(collectionSnippets.addedAt), desc(collectionSnippets.snippetId))
    .limit(query.limit)
    .offset(query.offset);
}

/**
 * GET /api/collections/{id}: the collection and a page of its prompts. A prompt that turned
 * private is left out for everyone but its author (even the collection's owner).
 */
export async function collectionPage(
  db: Database,
  viewer: Viewer | null,
  query: CollectionPageQuery,
) {
  const collection = await getCollection(db, viewer, query.id);
  const rows = await selectCollectionPrompts(db, viewer, query);
  return { collection, snippets: rows.map((row) => toClientPrompt(row, viewer)) };
}

/** A change of contents is a change of the collection: it moves up in its owner's list. */
async function touch(tx: Database, id: number) {
  await tx
    .update(collections)
    .set({ updatedAt: sql`now()` })
    .where(eq(collections.id, id));
}

/**
 * PUT /api/collections/{id}/snippets/{snippetId}: the viewer's own prompt or any public one;
 * adding it again changes nothing.
 */
export async function addToCollection(
  db: Database,
  viewer: Viewer,
  input: { id: number; promptId: number },
) {
  await db.transaction(async (tx) => {
    await lockOwnCollection(tx, viewer, input.id);
    // Holds off the prompt's deletion (or its turning private) until the row is in.
    await lockVisible(tx, viewer, input.promptId);
    const added = await tx
      .insert(collectionSnippets)
      .values({ collectionId: input.id, snippetId: input.promptId })
      .onConflictDoNothing()
      .returning({ snippetId: collectionSnippets.snippetId });
    if (added.length > 0) await touch(tx, input.id);
  });
  return getCollection(db, viewer, input.id);
}

/** DELETE /api/collections/{id}/snippets/{snippetId}; removing a prompt not in it is no error. */
export async function removeFromCollection(
  db: Database,
  viewer: Viewer,
  input: { id: number; promptId: number },
) {
  await db.transaction(async (tx) => {
    await lockOwnCollection(tx, viewer, input.id);
    const removed = await tx
      .delete(collectionSnippets)
      .where(
        and(
          eq(collectionSnippets.collectionId, input.id),
          eq(collectionSnippets.snippetId, input.promptId),
        ),
      )
      .returning({ snippetId: collectionSnippets.snippetId });
    if (removed.length > 0) await touch(tx, input.id);
  });
  return getCollection(db, viewer, input.id);
}

/**
 * The ids of the viewer's collections that hold this prompt (the menu's checked items). None
 * for a prompt the viewer may not see, as for one that does not exist: a prompt that turned
 * private is not told to the collections that still hold it.
 */
export async function collectionsHolding(db: Database, viewer: Viewer, promptId: number) {
  const rows = await db
    .select({ id: collectionSnippets.collectionId })
    .from(collectionSnippets)
    .innerJoin(collections, eq(collections.id, collectionSnippets.collectionId))
    .innerJoin(snippets, eq(snippets.id, collectionSnippets.snippetId))
    .where(
      and(
        eq(collectionSnippets.snippetId, promptId),
        eq(collections.ownerId, viewer.id),
        listedTo(snippets, viewer),
      ),
    );
  return rows.map((row) => row.id);
}
