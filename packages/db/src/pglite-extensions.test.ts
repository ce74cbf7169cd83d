import { describe, expect, it } from 'vitest';
import { createPglite } from './client';

// Every start of the embedded database must link its extensions whole. Before they were linked
// one at a time (pglite-extensions.ts), about one start in six left pg_trgm half-linked: its
// trigram index scan then lost its answer or hung. Starts are cheap to repeat, so the test
// starts many and asks each what a typo-tolerant search and a filter by tags ask.
const STARTS = 12;
// md5('42') begins 'a1d0c6e83f02': one letter changed.
const TYPO_OF_42 = 'a1d0c6e8xf02';

describe('the embedded database’s extensions', () => {
  it(`answer right on each of ${STARTS} starts`, async () => {
    const first = createPglite();
    await first.exec(`
      create extension pg_trgm;
      create extension btree_gin;
      create table words (id int, word text, tags text[]);
      insert into words select g, substr(md5(g::text), 1, 12), array['tag' || (g % 7)] from generate_series(1, 300) g;
      create index words_by_trigram on words using gin (word gin_trgm_ops);
      create index words_by_id_and_tags on words using gin (id, tags);
    `);
    const dump = await first.dumpDataDir('none');
    await first.close();

    const answers: unknown[] = [];
    for (let start = 0; start < STARTS; start++) {
      const pglite = createPglite(undefined, dump);
      try {
        await pglite.exec('set enable_seqscan = off');
        // The word of id 42 with a typo, found through the trigram index and by similarity.
        const typo = await pglite.query<{ id: number }>('select id from words where word % $1', [
          TYPO_OF_42,
        ]);
        const closest = await pglite.query<{ id: number }>(
          'select id from words order by similarity(word, $1) desc, id limit 1',
          [TYPO_OF_42],
        );
        // A range and a tag through the two-column GIN index (btree_gin's comparisons).
        const tagged = await pglite.query<{ id: number }>(
          'select id from words where id between $1 and $2 and tags @> $3 order by id',
          [10, 30, ['tag0']],
        );
        answers.push(
          [typo.rows, closest.rows, tagged.rows].map((rows) => rows.map((row) => row.id)),
        );
      } finally {
        await pglite.close();
      }
    }
    expect(answers).toEqual(Array(STARTS).fill([[42], [42], [14, 21, 28]]));
  });
});
