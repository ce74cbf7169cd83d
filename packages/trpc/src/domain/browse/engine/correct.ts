import { execute, searchWords, setLocal, type Database } from '@promptshelf/db';
import { desc, sql } from 'drizzle-orm';
import { WEB_SYNTAX } from './search-query';
import {
  CORRECT_MAX,
  ONE_EDIT_MAX_LENGTH,
  TRIGRAM_CANDIDATES,
  TRIGRAM_THRESHOLD,
  WORD_LENGTH,
} from './tuning';

const WORD = /[\p{L}\p{N}]+/gu;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

type Candidate = { word: string; ndoc: number };

/**
 * "Did you mean": the search text with each word that no public prompt contains replaced by
 * the closest word that one does (table search_words), or null when nothing changes.
 * Closest = fewest edits (insert, delete, substitute, swap two neighbours), at most 1 for
 * words of up to 5 letters and 2 beyond, then the word in most prompts, so 'summery' means
 * 'summary' rather than 'summer'. Candidates come from the table only, never from prompts:
 * every word one edit away is looked up by primary key, and longer words also get their
 * trigram neighbours (GIN index). The last word of plain text is matched as a prefix by the
 * full-text search, so a word that begins a known one is known
 * (docs/decisions/052-typo-tolerant-search.md).
 */
export async function correctSearch(db: Database, term: string): Promise<string | null> {
  const tokens = [...term.matchAll(WORD)].map((m) => m[0].toLowerCase());
  const words = [...new Set(tokens)].filter(
    (w) => w.length >= WORD_LENGTH.min && w.length <= WORD_LENGTH.max,
  );
  if (words.length === 0) return null;

  const known = new Set((await lookup(db, words)).map((row) => row.word));
  const last = tokens.at(-1);
  if (last && !known.has(last) && words.includes(last) && !WEB_SYNTAX.test(term)) {
    // The first word from `last` on, in the column's C order: it begins with `last` if any
    // word does. (A `like` of a parameter is planned as a trigram scan once the statement is
    // prepared: 1 to 4 ms instead of a primary-key probe.)
    const [next] = await db
      .select({ word: searchWords.word })
      .from(searchWords)
      .where(sql`${searchWords.word} >= ${last}`)
      .orderBy(searchWords.word)
      .limit(1);
    if (next?.word.startsWith(last)) known.add(last);
  }
  const unknown = words.filter((w) => !known.has(w)).slice(0, CORRECT_MAX);
  if (unknown.length === 0) return null;

  const oneEdit = [...new Set(unknown.flatMap(edits1))];
  const candidates = await lookup(db, oneEdit);
  // Two edits only when one is not enough: most typos are one edit, and a word one edit away
  // always beats one two edits away.
  const long = unknown.filter(
    (w) =>
      w.length > ONE_EDIT_MAX_LENGTH && !candidates.some((c) => editDistance(w, c.word, 1) <= 1),
  );
  if (long.length > 0) {
    candidates.push(
      ...(await db.transaction(async (tx) => {
        await setLocal(tx, { 'pg_trgm.similarity_threshold': TRIGRAM_THRESHOLD });
        const found: Candidate[] = [];
        for (const w of long) {
          found.push(
            ...(await tx
              .select({ word: searchWords.word, ndoc: searchWords.ndoc })
              .from(searchWords)
              .where(sql`${searchWords.word} % ${w}`)
              .orderBy(desc(sql`similarity(${searchWords.word}, ${w})`))
              .limit(TRIGRAM_CANDIDATES)),
          );
        }
        return found;
      })),
    );
  }

  const corrections = new Map<string, string>();
  for (const w of unknown) {
    const bound = w.length <= ONE_EDIT_MAX_LENGTH ? 1 : 2;
    let best: (Candidate & { distance: number }) | null = null;
    for (const c of candidates) {
      const distance = editDistance(w, c.word, bound);
      if (distance > bound) continue;
      if (
        !best ||
        distance < best.distance ||
        (distance === best.distance &&
          (c.ndoc > best.ndoc || (c.ndoc === best.ndoc && c.word < best.word)))
      ) {
        best = { ...c, distance };
      }
    }
    if (best) corrections.set(w, best.word);
  }
  if (corrections.size === 0) return null;
  return term.replace(WORD, (token) => corrections.get(token.toLowerCase()) ?? token);
}

/**
 * The words of `list` that search_words holds: one primary-key probe each (a nested loop
 * over the list; `word = any(…)` of hundreds of strings gets a sequential scan or a bitmap
 * of the trigram index instead, 10–20 ms at 76,000 words).
 */
async function lookup(db: Database, list: string[]): Promise<Candidate[]> {
  if (list.length === 0) return [];
  // One array parameter: one prepared statement for any number of words, bound at once.
  const rows = await execute(
    db,
    sql`select w.word, w.ndoc from unnest(${sql.param(list)}::text[]) as e(word)
        cross join lateral (
          select ${searchWords.word} as word, ${searchWords.ndoc} as ndoc from ${searchWords}
          where ${searchWords.word} = e.word limit 1
        ) w`,
  );
  return rows.map((row) => ({ word: String(row.word), ndoc: Number(row.ndoc) }));
}

/** Every string one edit from `word`: deletes, swaps of neighbours, substitutions, inserts. */
export function edits1(word: string): string[] {
  const letters = [...new Set([...ALPHABET, ...word])];
  const chars = [...word];
  const out: string[] = [];
  for (let i = 0; i <= chars.length; i++) {
    const head = chars.slice(0, i).join('');
    const tail = chars.slice(i);
    if (tail.length > 0) out.push(head + tail.slice(1).join(''));
    if (tail.length > 1) out.push(head + tail[1] + tail[0] + tail.slice(2).join(''));
    for (const c of letters) {
      if (tail.length > 0 && c !== tail[0]) out.push(head + c + tail.slice(1).join(''));
      out.push(head + c + tail.join(''));
    }
  }
  return [...new Set(out)].filter(
    (w) => w.length >= WORD_LENGTH.min && w.length <= WORD_LENGTH.max,
  );
}

/**
 * Optimal string alignment distance (Levenshtein plus swapping two neighbours, so 'pyhton' is
 * one edit from 'python'); anything beyond `max` is reported as max + 1.
 */
export function editDistance(a: string, b: string, max: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        d = Math.min(d, prev2[j - 2]! + 1);
      }
      row.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return Math.min(prev[t.length]!, max + 1);
}
