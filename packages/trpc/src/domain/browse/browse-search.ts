import { snippets } from '@promptshelf/db';
import { sql, type SQL } from 'drizzle-orm';

/** Words shorter than this get no prefix match: 'a:*' would scan half the dictionary. */
const PREFIX_MIN = 3;
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

/** Word similarity needs a few letters to mean anything, and long phrases only slow it. */
function titleSimilarity(term: string): SQL {
  return term.length >= TRIGRAM_MIN && term.length <= TRIGRAM_MAX
    ? sql`word_similarity(${term}, ${snippets.title})`
    : sql`0`;
}

/**
 * The full-text query of a tag filter: every tag's '#tag' lexeme, which only a prompt's tags
 * put in its search document (snippet_tags_vector, migration 0014). Tags are validated to
 * letters, digits and hyphens, so quoting each one makes a plain lexeme; the text is a bound
 * parameter either way.
 */
export function tagQuery(tags: readonly string[]): SQL | null {
  if (tags.length === 0) return null;
  return sql`${tags.map((tag) => `'#${tag}'`).join(' & ')}::tsquery`;
}

/** The text query and the tag filter as one query, so one GIN scan answers both. */
export function combinedQuery(text: SQL | null, tags: readonly string[]): SQL {
  const tagsQ = tagQuery(tags);
  if (text && tagsQ) return sql`(${text} && ${tagsQ})`;
  const query = text ?? tagsQ;
  if (!query) throw new Error('combinedQuery needs a search term or a tag');
  return query;
}

/** A prompt matches when its text matches the query (GIN on ai_tool, search_vector). */
export function matchCondition(query: SQL): SQL {
  return sql`${snippets.searchVector} @@ ${query}`;
}

/**
 * Relevance as an integer (cursors carry it exactly): full-text rank, where a title word
 * (weight A, 1.0) outweighs a content word (B, 0.4), plus half the title's word similarity
 * to the search text, so a title that says it closely ranks first.
 */
export function rankExpression(query: SQL, term: string): SQL {
  return sql`round((ts_rank(${snippets.searchVector}, ${query}) + 0.5 * ${titleSimilarity(term)}) * 1000000)::int`;
}
