import { snippets, type Database } from '@promptshelf/db';
import type { BrowseQuery } from '@promptshelf/validators';
import { and, eq } from 'drizzle-orm';
import type { Viewer } from '../context';
import { selectSnippets, snippetOrder, toClientSnippet, type ClientSnippet } from './snippet-shape';

export type BrowseResult = {
  snippets: ClientSnippet[];
  /** Exact when totalIsLowerBound is false; otherwise "at least this many". */
  total: number;
  totalIsLowerBound: boolean;
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
};

/** Public prompts for Browse and the landing page (skeleton: search and cursors follow). */
export async function browseSnippets(
  db: Database,
  viewer: Viewer | null,
  query: BrowseQuery,
): Promise<BrowseResult> {
  const where = and(
    eq(snippets.isPublic, true),
    query.aiTool ? eq(snippets.aiTool, query.aiTool) : undefined,
  );
  const sortBy = query.sortBy === 'relevance' ? 'recent' : query.sortBy;
  const rows = await selectSnippets(db, viewer)
    .where(where)
    .orderBy(...snippetOrder(sortBy))
    .limit(query.limit)
    .offset(query.offset);
  const total = await db.$count(snippets, where);
  return {
    snippets: rows.map((row) => toClientSnippet(row, viewer)),
    total,
    totalIsLowerBound: false,
    nextCursor: null,
  };
}
