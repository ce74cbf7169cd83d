import { index, pgTable } from 'drizzle-orm/pg-core';

/**
 * Each tag of public prompts with how many public prompts carry it: tag autocomplete
 * (GET /api/tags). Kept exact by statement triggers on snippets (migration 0014); a tag no
 * public prompt carries any more is removed (docs/decisions/150-tags.md).
 */
export const tagCounts = pgTable(
  'tag_counts',
  (t) => ({
    // COLLATE "C" in the migration (drizzle has no column collation): the primary key then
    // also answers `name LIKE 'prefix%'`.
    name: t.text().primaryKey(),
    publicCount: t.integer().notNull(),
  }),
  // No prefix: the most used tags first, read in index order.
  (t) => [index('tag_counts_count_idx').on(t.publicCount.desc(), t.name)],
);
