import { snippets } from '@promptshelf/db';
import { createTestDatabase, type TestDatabase } from '@promptshelf/db/testing';
import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller } from '../../test/callers';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** Dates as files have them: ours, hand-written ones, and anything JavaScript can print. */
const dates = fc.oneof(
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.constantFrom(
    '0000-01-01T00:00:00Z',
    '-000001-01-01T00:00:00Z',
    '0049-06-01T00:00:00Z',
    '1000-01-01T00:00:00Z',
    '2020-02-30',
    '2024-02-29',
    '2024-05-01T09:30:00+02:00',
    '1',
    '',
  ),
  fc.string(),
  fc.integer(),
  fc.constant(null),
  fc.constant(undefined),
);

/** Mostly what a file should hold, now and then what it must not: most files reach the database. */
const mostly = <T, U>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<U>) =>
  fc.oneof({ arbitrary: good, weight: 8 }, { arbitrary: bad, weight: 1 });

/** Text a database may refuse (NUL, a lone surrogate) among ordinary text. */
const texts = mostly(
  fc.stringMatching(/^\w[\w ,.!?'"-]{0,30}$/),
  fc.oneof(
    fc.string({ unit: 'binary', maxLength: 20 }),
    fc.constantFrom('a\u0000b', 'half \uD800 pair', ' '),
  ),
);

const fields = {
  title: texts,
  content: texts,
  aiTool: mostly(fc.constantFrom('Claude', 'claude'), fc.constantFrom('Other', 'Copilot')),
  customAiTool: fc.option(texts),
  purpose: mostly(fc.constantFrom('coding', 'Writing'), fc.constant('cooking')),
  createdAt: dates,
  updatedAt: dates,
};

const versions = mostly(
  fc
    .array(fc.record({ ...fields, note: fc.option(texts) }), { maxLength: 3 })
    .map((items) => items.map((item, index) => ({ ...item, version: index + 1 }))),
  fc.array(fc.record({ version: fc.integer({ min: 0, max: 3 }) }), { maxLength: 2 }),
);

const prompts = fc.array(
  fc.record({
    ...fields,
    isPublic: mostly(fc.constantFrom(true, false, 'yes', undefined), fc.constant('maybe')),
    tags: mostly(fc.array(fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/), { maxLength: 3 }), texts),
    versions,
  }),
  { minLength: 1, maxLength: 2 },
);

describe('the dry run', () => {
  it('says exactly what the import then does, for any file', async () => {
    await fc.assert(
      fc.asyncProperty(prompts, async (rows) => {
        const member = await signedInCaller(database.db, 'dry-run');
        const data = JSON.stringify({ format: 'promptshelf', version: 1, prompts: rows });
        const dry = await member.caller.library.import({ format: 'json', data, dryRun: true });
        const real = await member.caller.library.import({ format: 'json', data });
        expect({ ...real, dryRun: true, message: undefined }).toEqual({
          ...dry,
          message: undefined,
        });
        const [stored] = await database.db
          .select({ n: count() })
          .from(snippets)
          .where(eq(snippets.authorId, member.id));
        expect(stored!.n).toBe(dry.created);
      }),
      { numRuns: 60 },
    );
  });
});
