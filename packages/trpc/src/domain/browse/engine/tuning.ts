/**
 * Every figure that tunes browse and search, in one place. Each says what it tunes, its unit
 * and the decision that measured or chose it (docs/decisions/). Those marked "answer" change
 * what a person sees (totals, pages, rankings, corrections); the others only change how fast
 * the same answer comes. Re-measure a speed figure with apps/api/src/perf/explain-browse.ts
 * against 1,000,000 prompts (docs/performance.md) before changing it.
 */

// ── Which strategy answers a query (find-page.ts) ──────────────────────────────────────────

/**
 * Rows (PostgreSQL's estimate of the whole table, public and private) up to which a search is
 * answered by the reference strategy: every match read, sorted and paged by PostgreSQL's own
 * plan, in fewer statements than the planned search. At 5,000 prompts that halved the median
 * case and its slowest case was faster than the planned search's slowest; at 10,000 a Best
 * Match of a word in every prompt took six times as long. Rows. Decision 088.
 */
export const REFERENCE_MAX_ROWS = 5_000;

// ── Totals and paging (answer) ─────────────────────────────────────────────────────────────

/**
 * Matches of a search that are counted exactly. Up to this many the answer is exact in every
 * sort; beyond it the term is "common": the total reads "1,000+" and Best Match ranks only
 * RELEVANCE_CANDIDATES of them. Matches. Decision 051.
 */
export const SEARCH_CANDIDATE_CAP = 1000;
/** Without a term the total is counted up to this many ("10,000+ prompts found"). Rows.
 * Decision 051. */
export const BROWSE_COUNT_CAP = 10_000;
/**
 * Best Match of a common term ranks this many of its most popular matches; the other matches
 * follow in popularity order. Matches. Decision 051 (and 050 for the ranking).
 */
export const RELEVANCE_CANDIDATES = 200;
/**
 * The deepest offset a common search term answers; deeper pages are reached by cursor, as an
 * offset costs a read per skipped match. Rows. Decision 051.
 */
export const SEARCH_OFFSET_MAX = 200;

// ── Best Match's rank (answer; search-query.ts) ────────────────────────────────────────────

/** Weight of the title's word similarity beside ts_rank (title A 1.0, content B 0.4). A
 * factor. Decision 050. */
export const TITLE_SIMILARITY_WEIGHT = 0.5;
/** The rank is scaled by this and rounded, so a cursor carries it as an exact integer. A
 * factor. Decision 050. */
export const RANK_SCALE = 1_000_000;
/** Search texts of this many characters get the title similarity; others 0 (too short to
 * mean anything, or too slow). Characters. Decision 050. */
export const TITLE_SIMILARITY_LENGTH = { min: 3, max: 64 } as const;

// ── The full-text query (answer; search-query.ts) ──────────────────────────────────────────

/** A last word shorter than this is not matched as a prefix ('a:*' scans half the
 * dictionary). Characters. Decision 052. */
export const PREFIX_MIN = 3;
/**
 * A prefix that starts more lexemes than this stays a prefix scan instead of naming its
 * lexemes (a short one: 'wri', 'pro'). Lexemes. Decision 085.
 */
export const PREFIX_LEXEMES_MAX = 64;

// ── Gathering a term expected to be rare (gather.ts) ───────────────────────────────────────

/**
 * A term PostgreSQL estimates at this many matches or more is taken as common without
 * counting (counting reads its whole posting list). The estimates of common lexemes are good
 * to about a quarter, so a threefold margin keeps "1,000+" true. Matches. Decision 051.
 */
export const COMMON_ESTIMATE = 3 * SEARCH_CANDIDATE_CAP;
/**
 * A search expected to be rare keeps up to this many matches from its one GIN scan, and
 * pages a common term from them; more, and the windows take over. Matches. Decision 083.
 */
export const GATHER_MAX = 10_000;
/** work_mem of the gathering statement, so the bitmap of a prefix term's GIN scan stays
 * exact (a lossy one rechecks every row of its pages). PostgreSQL memory. Decision 083. */
export const GATHER_WORK_MEM = '16MB';

// ── Windows of a common term (windows.ts) ──────────────────────────────────────────────────

/**
 * What reading costs, in microseconds, measured at 1,000,000 prompts on two cores with
 * PostgreSQL's default memory settings: reading and testing one table row; one match in a
 * term's GIN bitmap (a prefix term unions several posting lists, which cannot skip); one
 * btree entry, to place a window's bound and in its bitmap. Decision 051.
 */
export const COST = { tableRow: 5, ginEntry: 0.7, btreeEntry: 0.5 } as const;
/** A window holds about this many times the rows the estimate says the page needs. A
 * factor. Decision 051. */
export const WINDOW_SLACK = 2;
/** A window after one that came up short is this many times longer. A factor. Decision
 * 051. */
export const WINDOW_GROWTH = 4;
/** After this many windows the rest of the order is searched in one go. Windows. Decision
 * 051. */
export const MAX_WINDOWS = 3;
/** How long the statistics read from pg_stats are used (ANALYZE changes them).
 * Milliseconds. Decision 087. */
export const STATISTICS_TTL_MS = 60_000;

// ── Typo correction (answer; correct.ts) ───────────────────────────────────────────────────

/** search_words holds words of this many letters (migration 0007); others are never
 * corrected. Letters. Decision 052. */
export const WORD_LENGTH = { min: 3, max: 30 } as const;
/** At most this many unknown words of one search text are looked up. Words. Decision 052. */
export const CORRECT_MAX = 6;
/** Words up to this long may be one edit off, longer ones two (else 'cat' would become
 * anything). Letters. Decision 052. */
export const ONE_EDIT_MAX_LENGTH = 5;
/** Trigram candidates of a longer word: similarity at least this (two edits cost about
 * 0.3). pg_trgm similarity, 0 to 1. Decision 052. */
export const TRIGRAM_THRESHOLD = 0.25;
/** Trigram candidates read per unknown longer word. Words. Decision 052. */
export const TRIGRAM_CANDIDATES = 50;
