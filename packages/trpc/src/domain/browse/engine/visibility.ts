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

/** The rows a page may show: listed ones, of the chosen AI tool. */
export function browsable(aiTool: string | undefined): SQL {
  return aiTool ? sql`${listed()} and ${snippets.aiTool} = ${aiTool}` : listed();
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
