import { collections, userProfiles, users, type Database } from '@promptshelf/db';
import {
  COLLECTIONS_PER_MEMBER_MAX,
  PUBLIC_PROFILE_COLLECTIONS_MAX,
  collectionMessages,
  type CollectionInput,
  type CollectionUpdate,
} from '@promptshelf/validators';
import { and, desc, eq } from 'drizzle-orm';
import type { Viewer } from '../../context';
import { DomainError } from '../domain-error';
import {
  collectionNotFound,
  collectionVisibleTo,
  lockOwnCollection,
  summaryColumns,
} from './collection-shape';

/** The viewer's collections, most recently changed first (GET /api/collections). */
export function myCollections(db: Database, viewer: Viewer) {
  return db
    .select(summaryColumns(viewer))
    .from(collections)
    .where(eq(collections.ownerId, viewer.id))
    .orderBy(desc(collections.updatedAt), desc(collections.id))
    .limit(COLLECTIONS_PER_MEMBER_MAX);
}

/** A member's public collections, for their profile. */
export function publicCollectionsOf(db: Database, viewer: Viewer | null, ownerId: string) {
  return db
    .select(summaryColumns(viewer))
    .from(collections)
    .where(and(eq(collections.ownerId, ownerId), eq(collections.isPublic, true)))
    .orderBy(desc(collections.updatedAt), desc(collections.id))
    .limit(PUBLIC_PROFILE_COLLECTIONS_MAX);
}

/** One collection with its owner, as this viewer may see it; else "not found". */
export async function getCollection(db: Database, viewer: Viewer | null, id: number) {
  const [row] = await db
    .select({
      ...summaryColumns(viewer),
      createdAt: collections.createdAt,
      ownerId: collections.ownerId,
      ownerUsername: userProfiles.username,
      ownerFirstName: users.firstName,
      ownerLastName: users.lastName,
      ownerImage: users.profileImageUrl,
    })
    .from(collections)
    .innerJoin(users, eq(users.id, collections.ownerId))
    .leftJoin(userProfiles, eq(userProfiles.userId, collections.ownerId))
    .where(and(eq(collections.id, id), collectionVisibleTo(viewer)));
  if (!row) throw collectionNotFound();
  const { ownerId, ownerUsername, ownerFirstName, ownerLastName, ownerImage, ...collection } = row;
  return {
    ...collection,
    isOwner: viewer?.id === ownerId,
    owner: {
      username: ownerUsername ?? '',
      firstName: ownerFirstName,
      lastName: ownerLastName,
      profileImageUrl: ownerImage,
    },
  };
}

export type CollectionDetail = Awaited<ReturnType<typeof getCollection>>;

export async function createCollection(db: Database, viewer: Viewer, input: CollectionInput) {
  const id = await db.transaction(async (tx) => {
    // Serialises one member's creations so the cap holds under concurrent requests.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, viewer.id)).for('update');
    const owned = await tx.$count(collections, eq(collections.ownerId, viewer.id));
    if (owned >= COLLECTIONS_PER_MEMBER_MAX) {
      throw new DomainError('BAD_INPUT', collectionMessages.tooMany);
    }
    const [row] = await tx
      .insert(collections)
      .values({ ...input, ownerId: viewer.id })
      .returning({ id: collections.id });
    return row!.id;
  });
  return getCollection(db, viewer, id);
}

export async function updateCollection(db: Database, viewer: Viewer, input: CollectionUpdate) {
  const { id, ...patch } = input;
  await db.transaction(async (tx) => {
    await lockOwnCollection(tx, viewer, id);
    // An empty patch still answers with the collection, and leaves it as it was.
    const fields = Object.fromEntries(
      Object.entries(patch).filter(([, value]) => value !== undefined),
    );
    if (Object.keys(fields).length > 0) {
      await tx.update(collections).set(fields).where(eq(collections.id, id));
    }
  });
  return getCollection(db, viewer, id);
}

/** Deletes a collection; its prompts stay where they are. */
export async function deleteCollection(db: Database, viewer: Viewer, id: number) {
  await db.transaction(async (tx) => {
    await lockOwnCollection(tx, viewer, id);
    await tx.delete(collections).where(eq(collections.id, id));
  });
  return { message: collectionMessages.deleted };
}
