import {
  favorites,
  likes,
  snippets,
  snippetVersions,
  userProfiles,
  users,
  workspaces,
  type Database,
} from '@promptshelf/db';
import { formatRef, type PromptVisibility, type SortBy } from '@promptshelf/validators';
import { and, desc, eq, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Viewer } from '../../context';
import { ownedBy, readableBy } from './visibility';

/**
 * Which versions of a prompt the viewer may see (SQL over `snippets` and `snippet_versions`,
 * beside `readableBy(snippets)`): its owners (`ownedBy`) see every one; anyone else only the
 * versions published with it, so a prompt made public does not publish what it said before.
 */
export function versionVisibleTo(viewer: Viewer | null): SQL {
  return viewer
    ? (or(snippetVersions.isPublic, ownedBy(snippets, viewer)) as SQL)
    : (eq(snippetVersions.isPublic, true) as SQL);
}

/** The sort orders; 'popular' weighs a save twice a like (docs/decisions). */
export function promptOrder(sortBy: SortBy): SQL[] {
  const newest = [desc(snippets.createdAt), desc(snippets.id)];
  if (sortBy === 'liked') return [desc(snippets.likesCount), ...newest];
  if (sortBy === 'popular') return [desc(snippets.popularity), ...newest];
  return newest;
}

// Each is one probe of the (user_id, snippet_id) unique index.
export const likedBy = (userId: string | Placeholder) =>
  sql<boolean>`exists (select 1 from ${likes} where ${likes.snippetId} = ${snippets.id} and ${likes.userId} = ${userId})`;
export const favoritedBy = (userId: string | Placeholder) =>
  sql<boolean>`exists (select 1 from ${favorites} where ${favorites.snippetId} = ${snippets.id} and ${favorites.userId} = ${userId})`;

const original = alias(snippets, 'original');
const originalAuthor = alias(userProfiles, 'original_author');

/** Selects prompts in the client shape for this viewer; add where/order/limit to it. */
export function selectPrompts(db: Database, viewer: Viewer | null) {
  const viewerId = viewer?.id;
  return (
    db
      .select({
        id: snippets.id,
        name: snippets.name,
        title: snippets.title,
        content: snippets.content,
        aiTool: snippets.aiTool,
        customAiTool: snippets.customAiTool,
        purpose: snippets.purpose,
        variables: snippets.variables,
        tags: snippets.tags,
        isPublic: snippets.isPublic,
        visibility: snippets.visibility,
        workspaceSlug: workspaces.slug,
        workspaceName: workspaces.name,
        likesCount: snippets.likesCount,
        favoritesCount: snippets.favoritesCount,
        commentsCount: snippets.commentsCount,
        isLiked: viewerId ? likedBy(viewerId) : sql<boolean>`false`,
        isFavorited: viewerId ? favoritedBy(viewerId) : sql<boolean>`false`,
        version: snippets.version,
        createdAt: snippets.createdAt,
        updatedAt: snippets.updatedAt,
        authorId: snippets.authorId,
        authorUsername: userProfiles.username,
        authorFirstName: users.firstName,
        authorLastName: users.lastName,
        authorEmail: users.email,
        authorImage: users.profileImageUrl,
        clonedFromId: original.id,
        clonedFromTitle: original.title,
        clonedFromVersion: snippets.clonedFromVersion,
        clonedFromAuthor: originalAuthor.username,
        clonedFromDeletedAccount: snippets.clonedFromDeletedAccount,
      })
      .from(snippets)
      .innerJoin(users, eq(users.id, snippets.authorId))
      .leftJoin(userProfiles, eq(userProfiles.userId, snippets.authorId))
      .leftJoin(workspaces, eq(workspaces.id, snippets.workspaceId))
      // The original is named only while this viewer may still see it.
      .leftJoin(original, and(eq(original.id, snippets.clonedFromId), readableBy(original, viewer)))
      .leftJoin(originalAuthor, eq(originalAuthor.userId, original.authorId))
      .$dynamic()
  );
}

type PromptRow = Awaited<ReturnType<ReturnType<typeof selectPrompts>['execute']>>[number];

/** A prompt as clients receive it. An author's email is shown only to them and to superadmins. */
export function toClientPrompt(row: PromptRow, viewer: Viewer | null) {
  const showEmail = viewer !== null && (viewer.id === row.authorId || viewer.superadmin);
  return {
    id: row.id,
    name: row.name,
    ref: formatRef(
      row.workspaceSlug !== null
        ? { workspaceSlug: row.workspaceSlug }
        : { username: row.authorUsername },
      row.name,
    ),
    title: row.title,
    content: row.content,
    aiTool: row.aiTool,
    customAiTool: row.customAiTool,
    purpose: row.purpose,
    variables: row.variables,
    tags: row.tags,
    isPublic: row.isPublic,
    visibility: row.visibility as PromptVisibility,
    workspace:
      row.workspaceSlug !== null && row.workspaceName !== null
        ? { slug: row.workspaceSlug, name: row.workspaceName }
        : null,
    likesCount: row.likesCount,
    favoritesCount: row.favoritesCount,
    // Comments are open on public and unlisted prompts; a closed one's stay stored, unread.
    commentsCount:
      row.visibility === 'public' || row.visibility === 'unlisted' ? row.commentsCount : 0,
    isLiked: row.isLiked,
    isFavorited: row.isFavorited,
    isOwner: viewer?.id === row.authorId,
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    clonedFrom:
      row.clonedFromId !== null && row.clonedFromTitle !== null
        ? {
            id: row.clonedFromId,
            title: row.clonedFromTitle,
            version: row.clonedFromVersion ?? 1,
            author: { username: row.clonedFromAuthor ?? '' },
          }
        : null,
    /** The original went with its author's account: 'Cloned from a deleted account'. */
    clonedFromDeletedAccount: row.clonedFromDeletedAccount,
    author: {
      username: row.authorUsername ?? '',
      firstName: row.authorFirstName,
      // Beyond the spec's author fields: the same initials on a card as in the menu.
      lastName: row.authorLastName,
      email: showEmail ? row.authorEmail : null,
      profileImageUrl: row.authorImage,
    },
  };
}

export type ClientPrompt = ReturnType<typeof toClientPrompt>;
