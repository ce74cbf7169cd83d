import { execute, snippets, type Database } from '@promptshelf/db';
import { sql, type SQL } from 'drizzle-orm';
import {
  PREFIX_LEXEMES_MAX,
  PREFIX_MIN,
  RANK_SCALE,
  TITLE_SIMILARITY_LENGTH,
  TITLE_SIMILARITY_WEIGHT,
} from './tuning';

/** Quotes, `-word` or `or` ask for web-search syntax: the text goes to PostgreSQL as it is. */
export const WEB_SYNTAX = /["]|(^|\s)-\S|\sor\s/i;

/**
 * The full-text query of a search box text. Plain words are all required and the last one
 * may be unfinished ('meeting summ' finds 'meeting summary'); web-search syntax (quotes,
 * OR, -minus) is parsed by websearch_to_tsquery. Every word goes through the 'english'
 * configuration, like the indexed documents, so 'meetings' finds 'meeting'.
 */
export function searchQuery(term: string): SQL {
  const words = lastWordSplit(term);
  if (!words) return sql`websearch_to_tsquery('english', ${term})`;
  // Only letters and digits reach to_tsquery, so no user text is ever parsed as operators.
  return withRest(words.rest, sql`to_tsquery('english', ${`${words.last}:*`})`);
}

/** Plain words whose last one is long enough to be matched as a prefix, or null. */
function lastWordSplit(term: string): { rest: string; last: string } | null {
  if (WEB_SYNTAX.test(term)) return null;
  const words = term.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const last = words.at(-1);
  if (!last || last.length < PREFIX_MIN) return null;
  return { rest: words.slice(0, -1).join(' '), last };
}

function withRest(rest: string, last: SQL): SQL {
  return rest ? sql`(websearch_to_tsquery('english', ${rest}) && ${last})` : last;
}

/**
 * searchQuery for the GIN index: the same matches, with the prefix of the last word replaced
 * by the lexemes that start with it, looked up in search_lexemes (migration 0020). A GIN scan
 * of a prefix reads every posting of its lexemes before the AND with the other words; named
 * lexemes are skipped through ('newsletter summary' at 1,000,000 prompts: 14–19 ms against
 * 61–118 ms). The table holds every lexeme any prompt has had, so this matches exactly what
 * the prefix matches. Ranks still come from searchQuery, whose prefix ts_rank scores as before
 * (docs/decisions/085-prefix-by-lexemes.md).
 */
export async function indexedSearchQuery(db: Database, term: string): Promise<SQL> {
  const words = lastWordSplit(term);
  if (!words) return searchQuery(term);
  const [row] = await execute(
    db,
    sql`select search_prefix_lexemes(${words.last}, ${PREFIX_LEXEMES_MAX}) as lexemes`,
  );
  const lexemes = row?.lexemes as string[] | null | undefined;
  if (!lexemes || lexemes.length === 0) return searchQuery(term);
  // tsquery text: each lexeme quoted as it is ('' for a quote, \\ for a backslash).
  const anyOf = lexemes.map((l) => `'${l.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`).join(' | ');
  return withRest(words.rest, sql`(${anyOf}::tsquery)`);
}

/** Word similarity needs a few letters to mean anything, and long phrases only slow it. */
function titleSimilarity(term: string): SQL {
  return term.length >= TITLE_SIMILARITY_LENGTH.min && term.length <= TITLE_SIMILARITY_LENGTH.max
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
 * Whether a prompt's words match a search box text, as browse matches them (prefix of the last
 * word, web-search syntax, the 'english' stems): for a library, which reads a range of its own
 * index and tests each row rather than the GIN (myPrompts, workspacePrompts).
 */
export function textMatch(term: string): SQL {
  return matchCondition(searchQuery(term));
}

/**
 * Relevance as an integer (cursors carry it exactly): full-text rank, where a title word
 * (weight A, 1.0) outweighs a content word (B, 0.4), plus half the title's word similarity
 * to the search text, so a title that says it closely ranks first.
 */
export function rankExpression(query: SQL, term: string): SQL {
  const weight = sql.raw(String(TITLE_SIMILARITY_WEIGHT));
  const scale = sql.raw(String(RANK_SCALE));
  return sql`round((ts_rank(${snippets.searchVector}, ${query}) + ${weight} * ${titleSimilarity(term)}) * ${scale})::int`;
}
