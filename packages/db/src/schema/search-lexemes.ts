import { pgTable } from 'drizzle-orm/pg-core';

/**
 * Every lexeme the search document of a prompt has held (public or private, tags included),
 * so that an unfinished last search word ('summ' → 'summari':*) can be looked up as the few
 * lexemes it stands for: a GIN scan of those skips through their postings, where a prefix
 * scan reads them all first (docs/decisions/085-prefix-by-lexemes.md). Filled by the
 * migration and kept by statement triggers on snippets; lexemes that no longer occur stay,
 * so the table is always a superset and the lookup finds what the prefix finds.
 */
export const searchLexemes = pgTable('search_lexemes', (t) => ({
  // COLLATE "C" in the migration (drizzle has no column collation): the primary key then
  // also answers `lexeme LIKE 'prefix%'`.
  lexeme: t.text().primaryKey(),
}));
