import { snippets, snippetVersions, userProfiles, type Database } from '@promptshelf/db';
import {
  snippetMessages,
  versionMessages,
  type VersionListQuery,
  type versionRefSchema,
} from '@promptshelf/validators';
import { TRPCError } from '@trpc/server';
import { and, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Viewer } from '../../context';
import { checkOptions, getSnippet, lockOwn } from './snippets';
import { visibleTo } from './snippet-shape';
import { nextVersion, storeCurrentVersion } from './version-store';

type Ctx = { db: Database; viewer: Viewer };
type VersionRef = z.output<typeof versionRefSchema>;

const versionNotFound = () =>
  new TRPCError({ code: 'NOT_FOUND', message: versionMessages.notFound });

/**
 * The prompt (if this viewer may see it) with the versions that match `which` beside it, in
 * one query: the prompt by its key, its versions by a range of the (snippet_id, version) key.
 * A visible prompt with no matching version comes back as one row without a version.
 */
function selectWithVersions(db: Database, viewer: Viewer | null, id: number, which: SQL) {
  return db
    .select({
      total: snippets.version,
      version: snippetVersions.version,
      title: snippetVersions.title,
      content: snippetVersions.content,
      aiTool: snippetVersions.aiTool,
      customAiTool: snippetVersions.customAiTool,
      purpose: snippetVersions.purpose,
      variables: snippetVersions.variables,
      note: snippetVersions.note,
      createdAt: snippetVersions.createdAt,
      authorId: snippetVersions.authorId,
      authorUsername: userProfiles.username,
    })
    .from(snippets)
    .leftJoin(snippetVersions, and(eq(snippetVersions.snippetId, snippets.id), which))
    .leftJoin(userProfiles, eq(userProfiles.userId, snippetVersions.authorId))
    .where(and(eq(snippets.id, id), visibleTo(snippets, viewer)))
    .orderBy(desc(snippetVersions.version));
}

type Row = Awaited<ReturnType<typeof selectWithVersions>>[number];

function toClientVersion(row: Row) {
  return {
    version: row.version!,
    title: row.title!,
    content: row.content!,
    aiTool: row.aiTool!,
    customAiTool: row.customAiTool,
    purpose: row.purpose!,
    variables: row.variables ?? [],
    note: row.note,
    createdAt: row.createdAt!,
    // The account that made it may have gone since.
    author: row.authorId ? { username: row.authorUsername ?? '' } : null,
  };
}

export type ClientVersion = ReturnType<typeof toClientVersion>;

/**
 * A page of a prompt's history, newest first. Versions are numbered 1…n without gaps (n is the
 * prompt's current version), so a page is the key range (n - offset - limit, n - offset]: no
 * rows are counted or skipped, however long the history.
 */
export function selectHistoryPage(db: Database, viewer: Viewer | null, input: VersionListQuery) {
  const newest = sql`${snippets.version} - ${input.offset}::int`;
  return selectWithVersions(
    db,
    viewer,
    input.id,
    and(
      lte(snippetVersions.version, newest),
      gt(snippetVersions.version, sql`${newest} - ${input.limit}::int`),
    )!,
  );
}

export async function listVersions(db: Database, viewer: Viewer | null, input: VersionListQuery) {
  const rows = await selectHistoryPage(db, viewer, input);
  if (rows.length === 0) {
    throw new TRPCError({ code: 'NOT_FOUND', message: snippetMessages.notFound });
  }
  return {
    versions: rows.filter((row) => row.version !== null).map(toClientVersion),
    total: rows[0]!.total,
  };
}

/** One version of a prompt the viewer may see. */
export async function getVersion(db: Database, viewer: Viewer | null, input: VersionRef) {
  const [row] = await selectWithVersions(
    db,
    viewer,
    input.id,
    eq(snippetVersions.version, input.version),
  );
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: snippetMessages.notFound });
  if (row.version === null) throw versionNotFound();
  return toClientVersion(row);
}

/**
 * The author brings back an old version: its fields become the prompt's, stored as the next
 * version. History is never rewritten.
 */
export async function restoreVersion(ctx: Ctx, input: VersionRef) {
  await ctx.db.transaction(async (tx) => {
    await lockOwn(tx, ctx.viewer, input.id);
    const [old] = await tx
      .select({
        title: snippetVersions.title,
        content: snippetVersions.content,
        aiTool: snippetVersions.aiTool,
        customAiTool: snippetVersions.customAiTool,
        purpose: snippetVersions.purpose,
        variables: snippetVersions.variables,
      })
      .from(snippetVersions)
      .where(
        and(eq(snippetVersions.snippetId, input.id), eq(snippetVersions.version, input.version)),
      );
    if (!old) throw versionNotFound();
    // The option lists may have changed since that version was written.
    await checkOptions(tx, old);
    await tx
      .update(snippets)
      .set({ ...old, ...nextVersion })
      .where(eq(snippets.id, input.id));
    await storeCurrentVersion(
      tx,
      input.id,
      ctx.viewer.id,
      versionMessages.restoredNote(input.version),
    );
  });
  return getSnippet(ctx.db, ctx.viewer, input.id);
}
