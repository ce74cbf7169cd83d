import { snippets } from '@promptshelf/db';
import { sql, type SQL } from 'drizzle-orm';

/** Words shorter than this get no prefix match: 'a:*' would scan half the dictionary. */
const PREFIX_MIN = 3;
/** Trigram matching needs a few letters to mean anything, and long phrases only slow it. */
const TRIGRAM_MIN = 3;
const TRIGRAM_MAX = 64;

/** Quotes, `-word` or `or` ask for web-search syntax: the text goes to PostgreSQL as it is. */
export const WEB_SYNTAX = /["]|(^|\s)-\S|\sor\s/i;

/**
 * The full-text query of a search box text. Plain words are all required and the last one
 * may be unfinished ('meeting summ' finds 'meeting summary'); web-search syntax (quotes,
 * OR, -minus) is parsed by websearch_to_tsquery. Every word goes through the 'english'
 * configuration, like the indexed documents, so 'meetings' finds 'meeting'.
 */
export function searchQuery(term: string): SQL {
  const web = sql`websearch_to_tsquery('english', ${term})`;
  if (WEB_SYNTAX.test(term)) return web;
  const words = term.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const last = words.at(-1);
  if (!last || last.length < PREFIX_MIN) return web;
  const rest = words.slice(0, -1).join(' ');
  // Only letters and digits reach to_tsquery, so no user text is ever parsed as operators.
  const prefix = sql`to_tsquery('english', ${`${last}:*`})`;
  return rest ? sql`(websearch_to_tsquery('english', ${rest}) && ${prefix})` : prefix;
}

export function useTrigrams(term: string): boolean {
  return term.length >= TRIGRAM_MIN && term.length <= TRIGRAM_MAX;
}

/**
 * A prompt matches when its text matches the query (GIN on search_vector). When nothing
 * does (typically a typo), its title may instead contain something close to the term (GIN
 * trigram index on title, `%>` = word_similarity at least pg_trgm.word_similarity_threshold,
 * 0.6). Trigrams only as the fallback: for a common word the trigram bitmap and its recheck
 * cost half a second at 1,000,000 prompts (docs/decisions/051).
 */
export function matchCondition(query: SQL, term: string, fuzzy: boolean): SQL {
  if (fuzzy && useTrigrams(term)) return sql`${snippets.title} %> ${term}`;
  return sql`${snippets.searchVector} @@ ${query}`;
}

/**
 * Relevance as an integer (cursors carry it exactly): full-text rank, where a title word
 * (weight A, 1.0) outweighs a content word (B, 0.4), plus half the title's word similarity
 * so near-misses and typos rank by closeness.
 */
export function rankExpression(query: SQL, term: string): SQL {
  const similarity = useTrigrams(term) ? sql`word_similarity(${term}, ${snippets.title})` : sql`0`;
  return sql`round((ts_rank(${snippets.searchVector}, ${query}) + 0.5 * ${similarity}) * 1000000)::int`;
}
