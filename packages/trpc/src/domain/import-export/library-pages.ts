import { snippets, snippetVersions, type Database } from '@promptshelf/db';
import type { PlaceholderSetting, PromptVisibility } from '@promptshelf/validators';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Viewer } from '../../context';
import { readableBy } from '../library/visibility';

/** How many prompts one read of an export takes: memory stays at one page, whatever the size. */
export const EXPORT_PAGE_SIZE = 500;

/** The fields a version keeps (decision 100), as export writes them and import reads them. */
export type PromptFields = {
  title: string;
  content: string;
  aiTool: string;
  customAiTool: string | null;
  purpose: string;
  variables: PlaceholderSetting[];
};

export type ExportVersion = PromptFields & {
  version: number;
  note: string | null;
  createdAt: Date;
};

export type ExportPrompt = PromptFields & {
  id: number;
  tags: string[];
  isPublic: boolean;
  visibility: PromptVisibility;
  clonedFromId: number | null;
  clonedFromVersion: number | null;
  createdAt: Date;
  updatedAt: Date;
  versions: ExportVersion[];
};

type Cursor = { created: string; id: number };

const original = alias(snippets, 'original');

/** One page of a member's prompts, oldest first, after `cursor` (keyset on the author index). */
async function readPage(
  db: Database,
  viewer: Viewer,
  cursor: Cursor | null,
  withHistory: boolean,
  ids: number[] | undefined,
) {
  const rows = await db
    .select({
      id: snippets.id,
      title: snippets.title,
      content: snippets.content,
      aiTool: snippets.aiTool,
      customAiTool: snippets.customAiTool,
      purpose: snippets.purpose,
      variables: snippets.variables,
      tags: snippets.tags,
      isPublic: snippets.isPublic,
      visibility: sql<PromptVisibility>`${snippets.visibility}`,
      // The original is named only while the member may still see it, as on the prompt's page.
      clonedFromId: original.id,
      clonedFromVersion: snippets.clonedFromVersion,
      createdAt: snippets.createdAt,
      updatedAt: snippets.updatedAt,
      // The exact stored instant (microseconds), as the next page's key: a Date keeps only ms.
      created: sql<string>`${snippets.createdAt}::text`,
    })
    .from(snippets)
    .leftJoin(original, and(eq(original.id, snippets.clonedFromId), readableBy(original, viewer)))
    .where(
      and(
        // The personal library: a workspace's prompts stay with the workspace.
        eq(snippets.authorId, viewer.id),
        isNull(snippets.workspaceId),
        ids ? inArray(snippets.id, ids) : undefined,
        cursor
          ? sql`(${snippets.createdAt}, ${snippets.id}) > (${cursor.created}::timestamptz, ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(asc(snippets.createdAt), asc(snippets.id))
    .limit(EXPORT_PAGE_SIZE);

  const history = new Map<number, ExportVersion[]>();
  if (withHistory && rows.length > 0) {
    const versions = await db
      .select({
        promptId: snippetVersions.snippetId,
        version: snippetVersions.version,
        title: snippetVersions.title,
        content: snippetVersions.content,
        aiTool: snippetVersions.aiTool,
        customAiTool: snippetVersions.customAiTool,
        purpose: snippetVersions.purpose,
        variables: snippetVersions.variables,
        note: snippetVersions.note,
        createdAt: snippetVersions.createdAt,
      })
      .from(snippetVersions)
      .where(
        inArray(
          snippetVersions.snippetId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(snippetVersions.snippetId), asc(snippetVersions.version));
    for (const { promptId, ...version } of versions) {
      const list = history.get(promptId) ?? [];
      list.push(version);
      history.set(promptId, list);
    }
  }
  const prompts: ExportPrompt[] = rows.map(({ created: _created, ...row }) => ({
    ...row,
    versions: history.get(row.id) ?? [],
  }));
  const last = rows.at(-1);
  return { prompts, next: last ? { created: last.created, id: last.id } : null };
}

/**
 * Every prompt of a member, a page at a time. The first page is read before this returns, so a
 * database that cannot be reached is an error status rather than a download cut short. Pages
 * are read without one long transaction (a slow download holds no connection); a prompt
 * written during the export may or may not be in it.
 */
export async function libraryPages(
  db: Database,
  viewer: Viewer,
  withHistory: boolean,
  /** Only these of the member's prompts (the dashboard's selection); others' ids find none. */
  ids?: number[],
) {
  const first = await readPage(db, viewer, null, withHistory, ids);
  async function* pages(): AsyncGenerator<ExportPrompt[]> {
    let page = first;
    while (page.prompts.length > 0) {
      yield page.prompts;
      if (page.prompts.length < EXPORT_PAGE_SIZE || !page.next) return;
      page = await readPage(db, viewer, page.next, withHistory, ids);
    }
  }
  return pages();
}
