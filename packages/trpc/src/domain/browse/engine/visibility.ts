import { snippets } from '@promptshelf/db';
import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// Which prompts browse and search may show, decided here and nowhere else in the engine:
// every strategy, cursor lookup and shaping query takes its rows through these conditions.

type VisibilityColumns = { isPublic: AnyPgColumn; authorId: AnyPgColumn; visibility: AnyPgColumn };

/**
 * The prompts browse lists: those every viewer may read (`visibleTo` a visitor, in
 * library/prompt-shape.ts), that is the public ones. So a page is the same for every viewer
 * and one answer serves them all (the shared reads of decision 080), and the orders' partial
 * indexes (`WHERE is_public`, migration 0005) hold exactly the rows a strategy walks. A rule
 * that lists more to some viewers (a workspace's prompts to its members) changes this
 * function, the key under which shared-browse.ts shares a page, and those indexes together.
 */
export function listed(table: VisibilityColumns = snippets): SQL {
  // The bare column, as the indexes' predicate says it: PostgreSQL proves a partial index
  // from it in any plan, where a bound `= $1` would not prove it in a generic one.
  return sql`${table.isPublic}`;
}

/** Browse's filters: an AI tool, a named 'Other' tool, a purpose; each optional. */
export type BrowseFilter = { aiTool?: string; customAiTool?: string; purpose?: string };

/**
 * The rows a page may show: listed ones, of the chosen filters. Each filter has the order's
 * indexes to itself (migration 0028): a tool's, a purpose's, and the named 'Other' tools',
 * keyed by `lower(custom_ai_tool)` and partial to the rows that have one.
 */
export function browsable({ aiTool, customAiTool, purpose }: BrowseFilter): SQL {
  return and(
    listed(),
    // A named tool is always 'Other's (the prompt validators clear it for any other tool);
    // saying 'Other' too would have PostgreSQL AND in the search index's bitmap of 'Other'.
    aiTool && !customAiTool ? eq(snippets.aiTool, aiTool) : undefined,
    customAiTool
      ? sql`${snippets.customAiTool} is not null and lower(${snippets.customAiTool}) = lower(${customAiTool})`
      : undefined,
    purpose ? eq(snippets.purpose, purpose) : undefined,
  ) as SQL;
}

/**
 * What a viewer's search finds beyond the listed prompts: their own private ones, which a
 * signed-in search ranks among the listed ones (search-visible.ts). Never an unlisted prompt
 * (search does not list it) nor a workspace's (a private prompt is always personal).
 */
export function unlistedOwnedBy(
  viewerId: string | Placeholder,
  table: VisibilityColumns = snippets,
): SQL {
  return and(eq(table.authorId, viewerId), eq(table.visibility, 'private')) as SQL;
}
