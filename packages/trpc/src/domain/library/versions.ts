import { snippets, snippetVersions, userProfiles, type Database } from '@promptshelf/db';
import {
  promptMessages,
  versionMessages,
  type VersionListQuery,
  type versionRefSchema,
} from '@promptshelf/validators';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Viewer } from '../../context';
import { DomainError } from '../domain-error';
import { checkOptions, getPrompt, lockOwn, recordPromptActivity } from './prompts';
import { versionVisibleTo } from './prompt-shape';
import { writerId } from '../workspaces/access';
import { readableBy } from './visibility';
import { nextVersion, storeCurrentVersion } from './version-store';
import { checkIncludes } from '../registry/includes';

type Ctx = { db: Database; viewer: Viewer };
type VersionRef = z.output<typeof versionRefSchema>;

const versionNotFound = () => new DomainError('NOT_FOUND', versionMessages.notFound);

type Page = { limit: number; offset: number };

/**
 * The prompt (if this viewer may see it) with the versions it may see that match `which`,
 * newest first, beside it, in one query: the prompt by its key, its versions by a walk of the
 * (snippet_id, version) key. A visible prompt with no matching version comes back as one row
 * without a version. `numbers` lists every version this viewer may see, so neither a count
 * nor a choice of versions tells of one it may not open.
 */
function selectWithVersions(
  db: Database,
  viewer: Viewer | null,
  id: number,
  which: SQL | undefined,
  page: Page,
) {
  const seen = versionVisibleTo(viewer);
  const matching = db
    .select({
      version: snippetVersions.version,
      title: snippetVersions.title,
      content: snippetVersions.content,
      aiTool: snippetVersions.aiTool,
      customAiTool: snippetVersions.customAiTool,
      purpose: snippetVersions.purpose,
      variables: snippetVersions.variables,
      note: snippetVersions.note,
      isPublic: snippetVersions.isPublic,
      createdAt: snippetVersions.createdAt,
      authorId: snippetVersions.authorId,
      suggestedBy: snippetVersions.suggestedBy,
    })
    .from(snippetVersions)
    .where(and(eq(snippetVersions.snippetId, snippets.id), seen, which))
    .orderBy(desc(snippetVersions.version))
    .limit(page.limit)
    .offset(page.offset)
    .as('matching');
  const newestFirst = sql<number[]>`coalesce(array_agg(${snippetVersions.version}
    order by ${snippetVersions.version} desc), '{}')`;
  // An aggregate joined laterally: computed once for the prompt, not once per version row.
  const seenNumbers = db
    .select({ numbers: newestFirst.as('numbers') })
    .from(snippetVersions)
    .where(and(eq(snippetVersions.snippetId, snippets.id), seen))
    .as('seen');
  return db
    .select({
      numbers: seenNumbers.numbers,
      version: matching.version,
      title: matching.title,
      content: matching.content,
      aiTool: matching.aiTool,
      customAiTool: matching.customAiTool,
      purpose: matching.purpose,
      variables: matching.variables,
      note: matching.note,
      isPublic: matching.isPublic,
      createdAt: matching.createdAt,
      authorId: matching.authorId,
      authorUsername: userProfiles.username,
      suggestedBy: matching.suggestedBy,
      // A subquery, probed by key for the few credited versions, rather than a join the planner
      // may answer with a scan of every profile.
      suggesterUsername: sql<
        string | null
      >`(select s.username from ${userProfiles} s where s.user_id = ${matching.suggestedBy})`,
    })
    .from(snippets)
    .leftJoinLateral(seenNumbers, sql`true`)
    .leftJoinLateral(matching, sql`true`)
    .leftJoin(userProfiles, eq(userProfiles.userId, matching.authorId))
    .where(and(eq(snippets.id, id), readableBy(snippets, viewer)))
    .orderBy(desc(matching.version));
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
    // False only for the author: a version kept from the time the prompt was private.
    isPublic: row.isPublic!,
    createdAt: row.createdAt!,
    // The account that made it may have gone since.
    author: row.authorId ? { username: row.authorUsername ?? '' } : null,
    // Whose accepted suggestion it is (decision 233); null too once that account has gone.
    suggestedBy: row.suggestedBy ? { username: row.suggesterUsername ?? '' } : null,
  };
}

export type ClientVersion = ReturnType<typeof toClientVersion>;

/**
 * A page of the history this viewer may see, newest first: the author's every version, anyone
 * else's the published ones (which may leave gaps in the numbers, so a page is an offset along
 * the key rather than a key range).
 */
export function selectHistoryPage(db: Database, viewer: Viewer | null, input: VersionListQuery) {
  return selectWithVersions(db, viewer, input.id, undefined, input);
}

export async function listVersions(db: Database, viewer: Viewer | null, input: VersionListQuery) {
  const rows = await selectHistoryPage(db, viewer, input);
  if (rows.length === 0) {
    throw new DomainError('NOT_FOUND', promptMessages.notFound);
  }
  const numbers = rows[0]!.numbers;
  return {
    versions: rows.filter((row) => row.version !== null).map(toClientVersion),
    total: numbers.length,
    // Every number this viewer may open, newest first, for choosing two to compare.
    numbers,
  };
}

/** One version of a prompt the viewer may see. */
export async function getVersion(db: Database, viewer: Viewer | null, input: VersionRef) {
  const [row] = await selectWithVersions(
    db,
    viewer,
    input.id,
    eq(snippetVersions.version, input.version),
    {
      limit: 1,
      offset: 0,
    },
  );
  if (!row) throw new DomainError('NOT_FOUND', promptMessages.notFound);
  if (row.version === null) throw versionNotFound();
  return toClientVersion(row);
}

/**
 * Whoever may change the prompt brings back an old version: its fields become the prompt's, stored as the next
 * version. History is never rewritten.
 */
export async function restoreVersion(ctx: Ctx, input: VersionRef) {
  await ctx.db.transaction(async (tx) => {
    const prompt = await lockOwn(tx, ctx.viewer, input.id);
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
    // Its includes must still resolve, as on an edit.
    await checkIncludes(tx, ctx.viewer, { ...prompt, content: old.content });
    await storeCurrentVersion(
      tx,
      input.id,
      writerId(ctx.viewer),
      versionMessages.restoredNote(input.version),
    );
    await recordPromptActivity(tx, ctx.viewer, { ...prompt, title: old.title }, 'prompt.restored');
  });
  return getPrompt(ctx.db, ctx.viewer, input.id);
}
