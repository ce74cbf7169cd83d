import {
  collectionSnippets,
  collections,
  snippets,
  workspaces,
  type Database,
} from '@promptshelf/db';
import { collectionMessages } from '@promptshelf/validators';
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Viewer } from '../../context';
import { DomainError } from '../domain-error';
import { listedTo, memberOfWorkspace } from '../library/visibility';
import { requireRole, roleIn } from '../workspaces/access';

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
    // The workspace it belongs to, or null for a person's (a probe of the workspace's key).
    workspace: sql<{
      slug: string;
      name: string;
    } | null>`(select json_build_object('slug', ${workspaces.slug}, 'name', ${workspaces.name})
      from ${workspaces} where ${workspaces.id} = "collections"."workspace_id")`,
    snippetCount: visiblePromptCount(viewer),
    updatedAt: collections.updatedAt,
  };
}

export const collectionNotFound = () => new DomainError('NOT_FOUND', collectionMessages.notFound);

/**
 * Locks a collection the viewer may change for the rest of the transaction: a person's, its
 * owner; a workspace's, its editors and above. One the viewer may not open is "not found" (its
 * existence is not told); one they may open but not change is a 403.
 */
export async function lockOwnCollection(tx: Database, viewer: Viewer, id: number) {
  const [row] = await tx
    .select({
      id: collections.id,
      ownerId: collections.ownerId,
      workspaceId: collections.workspaceId,
    })
    .from(collections)
    .where(and(eq(collections.id, id), collectionVisibleTo(viewer)))
    .for('update');
  if (!row) throw collectionNotFound();
  if (row.workspaceId === null) {
    if (row.ownerId !== viewer.id) throw new DomainError('FORBIDDEN', collectionMessages.notYours);
    return row;
  }
  const role = await roleIn(tx, viewer, row.workspaceId);
  if (!role) throw new DomainError('FORBIDDEN', collectionMessages.notYours);
  requireRole({ role }, 'editor');
  return row;
}

/**
 * Who may open a collection: anyone a public one; a person's private one, its owner; a
 * workspace's private one, the workspace's members (a superadmin is no exception).
 */
export function collectionVisibleTo(viewer: Viewer | null): SQL {
  return viewer
    ? (or(
        collections.isPublic,
        and(isNull(collections.workspaceId), eq(collections.ownerId, viewer.id)),
        memberOfWorkspace(collections, viewer),
      ) as SQL)
    : eq(collections.isPublic, true);
}
