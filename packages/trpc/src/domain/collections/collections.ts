import { collections, userProfiles, users, workspaces, type Database } from '@promptshelf/db';
import {
  COLLECTIONS_PER_MEMBER_MAX,
  PUBLIC_PROFILE_COLLECTIONS_MAX,
  collectionMessages,
  type CollectionInput,
  type CollectionUpdate,
} from '@promptshelf/validators';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Viewer } from '../../context';
import { DomainError } from '../domain-error';
import { membershipOf, requireRole, writerId } from '../workspaces/access';
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
    .where(and(eq(collections.ownerId, viewer.id), isNull(collections.workspaceId)))
    .orderBy(desc(collections.updatedAt), desc(collections.id))
    .limit(COLLECTIONS_PER_MEMBER_MAX);
}

/** A workspace's collections for its members, most recently changed first. */
export async function workspaceCollections(db: Database, viewer: Viewer, slug: string) {
  const { workspace } = await membershipOf(db, viewer, slug);
  return db
    .select(summaryColumns(viewer))
    .from(collections)
    .where(eq(collections.workspaceId, workspace.id))
    .orderBy(desc(collections.updatedAt), desc(collections.id))
    .limit(COLLECTIONS_PER_MEMBER_MAX);
}

/** A member's public collections of their own (not a workspace's), for their profile. */
export function publicCollectionsOf(db: Database, viewer: Viewer | null, ownerId: string) {
  return db
    .select(summaryColumns(viewer))
    .from(collections)
    .where(
      and(
        eq(collections.ownerId, ownerId),
        isNull(collections.workspaceId),
        eq(collections.isPublic, true),
      ),
    )
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

/**
 * A new collection, the viewer's own or (for its editors and above) a workspace's. A person and
 * a workspace each hold at most COLLECTIONS_PER_MEMBER_MAX, counted under a lock of the owner's
 * row so the cap holds under concurrent requests.
 */
export async function createCollection(db: Database, viewer: Viewer, input: CollectionInput) {
  const { workspace: slug, ...fields } = input;
  const id = await db.transaction(async (tx) => {
    let owner = and(eq(collections.ownerId, viewer.id), isNull(collections.workspaceId));
    let workspaceId: number | null = null;
    if (slug) {
      const membership = await membershipOf(tx, viewer, slug, { lock: true });
      requireRole(membership, 'editor');
      workspaceId = membership.workspace.id;
      owner = eq(collections.workspaceId, workspaceId);
    } else if (viewer.workspaceToken) {
      // A workspace token's collections are its workspace's.
      workspaceId = viewer.workspaceToken.workspaceId;
      await tx
        .select({ id: workspaces.id })
        .from(workspaces)
        .where(eq(workspaces.id, workspaceId))
        .for('update');
      owner = eq(collections.workspaceId, workspaceId);
    } else {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, viewer.id)).for('update');
    }
    if ((await tx.$count(collections, owner)) >= COLLECTIONS_PER_MEMBER_MAX) {
      throw new DomainError('BAD_INPUT', collectionMessages.tooMany);
    }
    const [row] = await tx
      .insert(collections)
      .values({ ...fields, workspaceId, ownerId: writerId(viewer) })
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
