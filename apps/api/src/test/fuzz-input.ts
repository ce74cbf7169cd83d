// Hostile input for the fuzz suite (fuzz.test.ts): NUL bytes, lone surrogates, huge strings,
// wrong types, nested objects, __proto__ keys, numbers out of range, aimed at every field name
// the router's input schemas know.
import { appRouter } from '@promptshelf/trpc';
import { PROMPT_VISIBILITIES } from '@promptshelf/validators';
import fc from 'fast-check';
import { z } from 'zod';

/**
 * A fixed seed and a bounded number of runs, so CI runs the same requests every time and takes
 * the same time; FUZZ_SEED and FUZZ_RUNS replay a failure or fuzz longer locally
 * (docs/decisions/074-fuzzing-and-invariants.md).
 */
const fuzzEnv = z
  .object({
    FUZZ_SEED: z.coerce.number().int().default(20_271_126),
    FUZZ_RUNS: z.coerce.number().int().positive().default(100),
  })
  .parse(process.env);
export const fuzzParameters = { seed: fuzzEnv.FUZZ_SEED, numRuns: fuzzEnv.FUZZ_RUNS };
/**
 * A property's time limit: the suites' own (decision 068), grown with its runs (a run took up
 * to 200 ms on a busy 2-core machine).
 */
export const fuzzTimeoutMs = 300_000 + fuzzEnv.FUZZ_RUNS * 500;

type SchemaNode = { _zod: { def: Record<string, unknown> } };
const isSchema = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** Every object key of a zod schema, however deep it sits (pipes, unions, arrays, defaults). */
function fieldNames(schema: unknown, names: Set<string>, seen = new Set<unknown>()): Set<string> {
  if (!isSchema(schema) || seen.has(schema)) return names;
  seen.add(schema);
  const def = schema._zod.def;
  const shape = def.type === 'object' ? (def.shape as Record<string, unknown>) : {};
  for (const key of Object.keys(shape)) names.add(key);
  for (const part of [...Object.values(def), ...Object.values(shape)].flat()) {
    fieldNames(part, names, seen);
  }
  return names;
}

type Procedure = { _def: { type: string; inputs: unknown[] } };
export const procedures = Object.entries(
  appRouter._def.procedures as unknown as Record<string, Procedure>,
);

/** The field names of every procedure's input, so hostile values reach the rules behind them. */
const FIELDS = [
  ...procedures.reduce(
    (names, [, procedure]) => {
      for (const input of procedure._def.inputs) fieldNames(input, names);
      return names;
    },
    // The MCP tools' own arguments.
    new Set(['query', 'values', 'arguments', 'name']),
  ),
];
const EVIL_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

export const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 20 }), fc.constantFrom('\u0000', '\ud800', '\udc00'))
      .map(([text, broken]) => `${text}${broken}`),
  },
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '\ud83d',
    '%00',
    '',
    ' ',
    'all',
    'Other',
    'Claude',
    'coding',
    'read',
    'write',
    'json',
    'csv',
    "'; DROP TABLE users; --",
    '../../etc/passwd',
    '<script>x</script>',
    '[placeholder]',
    'a@b.c',
    'NaN',
    '1e309',
    '-1',
    '2147483648',
    '99999999999999999999',
    '0000-01-01T00:00:00Z',
    'eyJpZCI6MX0',
    '\u202e\u200b',
    'ÿ'.repeat(300),
  ),
  fc.constantFrom('x'.repeat(60_000), 'é'.repeat(20_000), '\u0000'.repeat(5_000)),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_VALUE, 1e-9, 0.5),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const hostileKey = fc.oneof(fc.constantFrom(...FIELDS, ...EVIL_KEYS), fc.string({ maxLength: 8 }));

export const { value: hostileValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie('value'), { maxKeys: 5 }),
  ),
}));

const PROMPT = {
  title: 'Fuzzed prompt',
  content: 'Write about [topic]',
  aiTool: 'Claude',
  purpose: 'coding',
  isPublic: true,
  tags: ['fuzz'],
};
/** Valid values for the common fields (schemas ignore the fields they do not know). */
const VALID = {
  ...PROMPT,
  password: 'test password',
  confirmPassword: 'test password',
  currentPassword: 'test password',
  newPassword: 'test password',
  firstName: 'Fuzz',
  username: 'fuzzer',
  bio: 'Fuzzing',
  name: 'Fuzzed',
  description: 'Fuzzing',
  scope: 'read',
  search: 'prompt',
  query: 'prompt',
  values: { topic: 'fuzz' },
  sortBy: 'recent',
  visibility: 'all',
  format: 'json',
  dryRun: true,
  version: 1,
  limit: 5,
  offset: 0,
  reason: 'Spam',
  note: 'Fuzzed',
  role: 'editor',
};

// A date as a file may hold one: ISO strings in and out of range, and anything else.
const hostileDate = fc.oneof(
  fc.date().map((date) => (Number.isNaN(date.getTime()) ? 'not a date' : date.toISOString())),
  fc.constantFrom(
    '0000-01-01T00:00:00Z',
    '-000001-01-01T00:00:00Z',
    '+275760-09-13T00:00:00.000Z',
    '2020-02-30',
    '1',
  ),
  hostileString,
  hostileNumber,
);
/** Promptshelf's JSON export with hostile prompts and versions: what an import reads. */
const hostileImportFile = fc
  .array(
    fc.record({
      // A title of its own, so the prompt is not one the library holds already (those are skipped).
      title: fc.nat().map((n) => `Imported ${n}`),
      prompt: fc.oneof(
        fc.constant({}),
        fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 3 }),
      ),
      createdAt: hostileDate,
      updatedAt: hostileDate,
      versionAt: hostileDate,
    }),
    { maxLength: 3 },
  )
  .map((prompts) =>
    JSON.stringify({
      format: 'promptshelf',
      version: 1,
      prompts: prompts.map(({ title, prompt, createdAt, updatedAt, versionAt }) => ({
        ...PROMPT,
        title,
        createdAt,
        updatedAt,
        versions: [{ ...PROMPT, title, version: 1, createdAt: versionAt }],
        ...prompt,
      })),
    }),
  );

/**
 * Ids that name rows of the run (prompts, collections, workspaces by slug, invitations by id
 * and by their link's token), so hostile fields reach real rows.
 */
export type KnownIds = {
  prompts: number[];
  collections: number[];
  workspaces: string[];
  invitations: number[];
  invitationTokens: string[];
};

/**
 * A body or input: mostly a valid one with a few fields made hostile (so the hostile value gets
 * past the other rules), sometimes an object of hostile fields, sometimes anything at all.
 */
export function hostileInput(known: KnownIds) {
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .record({
          id: fc.constantFrom(...known.prompts, ...known.collections, ...known.invitations),
          snippetId: fc.constantFrom(...known.prompts),
          workspace: fc.constantFrom(...known.workspaces),
          visibility: fc.constantFrom(...PROMPT_VISIBILITIES),
          token: fc.constantFrom(...known.invitationTokens),
          data: fc.oneof(hostileImportFile, hostileString),
          dryRun: fc.boolean(),
          email: fc.oneof(
            fc.constant('fuzz-user@example.com'),
            fc.nat().map((n) => `f${n}@example.com`),
          ),
          hostile: fc.dictionary(
            fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...FIELDS) }, hostileKey),
            fc.oneof(
              { weight: 3, arbitrary: hostileString },
              { weight: 2, arbitrary: hostileValue },
            ),
            { minKeys: 2, maxKeys: 6 },
          ),
        })
        .map(({ hostile, ...chosen }) => ({ ...VALID, ...chosen, ...hostile })),
    },
    { weight: 2, arbitrary: fc.dictionary(hostileKey, hostileValue, { maxKeys: 8 }) },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** A path parameter: a known row's id or number most of the time, else anything. */
export function pathParameter(known: KnownIds & { usernames: string[] }) {
  const choices = {
    id: fc.constantFrom(...known.prompts, ...known.collections, ...known.invitations),
    snippetId: fc.constantFrom(...known.prompts),
    version: fc.constantFrom(1, 2, 3),
    username: fc.constantFrom(...known.usernames),
    slug: fc.constantFrom(...known.workspaces),
    token: fc.constantFrom(...known.invitationTokens),
  };
  return (name: string) =>
    fc.oneof(
      { weight: 3, arbitrary: choices[name as keyof typeof choices] ?? hostileString },
      hostileNumber,
      hostileString,
    );
}

/** Percent-encodes anything, lone surrogates too (as their raw UTF-16 code units' bytes). */
export function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((ch) => {
        try {
          return encodeURIComponent(ch);
        } catch {
          return `%ED%${(0xa0 + ((ch.charCodeAt(0) >> 6) & 0x1f)).toString(16)}%${(0x80 + (ch.charCodeAt(0) & 0x3f)).toString(16)}`;
        }
      })
      .join('');
  }
}
const asQueryValue = (value: unknown) =>
  encode(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

export function queryString(input: unknown): string {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    return `q=${asQueryValue(input)}`;
  }
  return Object.entries(input)
    .flatMap(([key, value]) =>
      Array.isArray(value)
        ? value.map((item) => `${encode(key)}=${asQueryValue(item)}`)
        : [`${encode(key)}=${asQueryValue(value)}`],
    )
    .join('&');
}
