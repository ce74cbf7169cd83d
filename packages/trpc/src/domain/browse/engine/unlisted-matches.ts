import { snippets, type Database } from '@promptshelf/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Viewer } from '../../../context';
import { combinedQuery, matchCondition, rankExpression, searchQuery } from './search-query';
import { unlistedOwnedBy } from './visibility';

type Ranked = { id: number; rank: number };

/**
 * A signed-in search beyond the listed prompts: the best `limit` matches among the prompts
 * only this viewer may read, ranked by Best Match's rank, and the ranks of the listed prompts
 * `listedIds` to merge them with (search-visible.ts). No GIN scan: the viewer's own prompts
 * are a range of snippets_author_created_idx, filtered by the match.
 */
export async function unlistedMatches(
  db: Database,
  viewer: Viewer,
  query: { search: string; aiTool: string | undefined; tags: string[]; limit: number },
  listedIds: number[],
): Promise<{ own: Ranked[]; rankOf: Map<number, number> }> {
  const { search, aiTool, tags, limit } = query;
  const q = searchQuery(search);
  const rank = sql<number>`${rankExpression(q, search)}`;
  const own = await db
    .select({ id: snippets.id, rank })
    .from(snippets)
    .where(
      and(
        unlistedOwnedBy(viewer.id),
        aiTool ? eq(snippets.aiTool, aiTool) : undefined,
        matchCondition(combinedQuery(q, tags)),
      ),
    )
    .orderBy(sql`2 desc`, sql`${snippets.createdAt} desc`)
    .limit(limit);
  if (own.length === 0) return { own: [], rankOf: new Map() };
  const listedRanks =
    listedIds.length === 0
      ? []
      : await db
          .select({ id: snippets.id, rank })
          .from(snippets)
          .where(inArray(snippets.id, listedIds));
  return {
    own: own.map((row) => ({ id: row.id, rank: Number(row.rank) })),
    rankOf: new Map(listedRanks.map((row) => [row.id, Number(row.rank)])),
  };
}
