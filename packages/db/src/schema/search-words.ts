import { index, pgTable } from 'drizzle-orm/pg-core';

/**
 * The distinct words (lower case, letters and digits, 3–30 long) of the titles and contents of
 * public prompts: the dictionary that "did you mean" corrects a search word against
 * (docs/decisions/052-typo-tolerant-search.md). Filled by the migration and kept current by
 * statement triggers on snippets; words that no longer occur stay.
 */
export const searchWords = pgTable(
  'search_words',
  (t) => ({
    // COLLATE "C" in the migration (drizzle has no column collation): the primary key then
    // also answers `word LIKE 'prefix%'`.
    word: t.text().primaryKey(),
    // Public prompts that contained the word when written: breaks ties between equally close
    // corrections ('summery' → 'summary' rather than 'summer'). Only ever grows: a prior, not
    // a count.
    ndoc: t.integer().notNull().default(0),
  }),
  (t) => [index('search_words_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);
