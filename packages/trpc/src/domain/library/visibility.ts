import { workspaceMembers } from '@promptshelf/db';
import type { PromptVisibility } from '@promptshelf/validators';
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Viewer } from '../../context';

// Who may read a prompt, decided here for every read of the app: a prompt by id, the lists,
// collections, versions, clones, exports and MCP (docs/decisions/172-workspace-prompts.md).

type VisibilityColumns = {
  visibility: AnyPgColumn;
  workspaceId: AnyPgColumn;
  authorId: AnyPgColumn;
};

/**
 * Whether the viewer is a member of the row's workspace: one primary-key probe. A workspace
 * token belongs to its own workspace only.
 */
export function memberOfWorkspace(table: { workspaceId: AnyPgColumn }, viewer: Viewer): SQL {
  if (viewer.workspaceToken) return eq(table.workspaceId, viewer.workspaceToken.workspaceId);
  return sql`exists (select 1 from ${workspaceMembers} where ${workspaceMembers.workspaceId} = ${table.workspaceId} and ${workspaceMembers.userId} = ${viewer.id})`;
}

/**
 * The prompts that are the viewer's own to see whatever their visibility: their personal ones
 * and those of every workspace they belong to. A superadmin is no exception; a workspace token
 * owns its workspace's prompts alone.
 */
export function ownedBy(table: VisibilityColumns, viewer: Viewer): SQL {
  if (viewer.workspaceToken) return memberOfWorkspace(table, viewer);
  return or(
    and(isNull(table.workspaceId), eq(table.authorId, viewer.id)),
    memberOfWorkspace(table, viewer),
  ) as SQL;
}

/** Who may open a prompt: anyone a public or unlisted one, else its owners (`ownedBy`). */
export function readableBy(table: VisibilityColumns, viewer: Viewer | null): SQL {
  const byLink = inArray(table.visibility, ['public', 'unlisted']);
  return viewer ? (or(byLink, ownedBy(table, viewer)) as SQL) : byLink;
}

/**
 * The prompts a list may show this viewer: public ones and their own. An unlisted prompt of
 * others is readable by its link but never listed (others' collections, favourites of others).
 */
export function listedTo(table: VisibilityColumns, viewer: Viewer | null): SQL {
  const listed = eq(table.visibility, 'public');
  return viewer ? (or(listed, ownedBy(table, viewer)) as SQL) : listed;
}

/** The columns a visibility writes: `is_public` is always "listed". */
export function visibilityColumns(visibility: PromptVisibility) {
  return { visibility, isPublic: visibility === 'public' };
}

/** Whether a visibility lets people other than the owners open the prompt. */
export function openToOthers(visibility: PromptVisibility) {
  return visibility === 'public' || visibility === 'unlisted';
}
