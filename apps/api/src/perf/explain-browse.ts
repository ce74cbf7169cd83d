// Browse at scale: times snippets.browse for each case and prints EXPLAIN (ANALYZE, BUFFERS)
// of every statement it runs. Against a seeded database, never the test suite:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/promptshelf_perf \
//     pnpm --filter @promptshelf/api exec tsx src/perf/explain-browse.ts [--plans] [--filter text]
// Seed first: pnpm cli migrate && pnpm cli seed-demo --users 20000 --snippets 1000000.
// Rare terms are planted by this script: 'zeppelin' (~1 in 20,000 titles), 'kraken' (~1 in
// 331 contents, above the search candidate cap).
import { performance } from 'node:perf_hooks';
import * as schema from '@promptshelf/db';
import { createCaller, createContextInner } from '@promptshelf/trpc';
import type { BrowseInput } from '@promptshelf/validators';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';

// A report for the operator: stdout is its whole purpose.
const print = (text: string) => process.stdout.write(`${text}\n`);

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('Set DATABASE_URL to a database seeded with about 1,000,000 prompts.');
  process.exit(2);
}
const showPlans = process.argv.includes('--plans');
const filterArg = process.argv.indexOf('--filter');
const only = filterArg > 0 ? process.argv[filterArg + 1] : undefined;

type Captured = { text: string; params: unknown[] };
let captured: Captured[] = [];
let capturing = true;
const client = postgres(url, {
  max: 4,
  onnotice: () => {},
  debug: (_connection, text, params) => {
    if (capturing) captured.push({ text, params: params as unknown[] });
  },
});
const db = drizzle({ client, schema, casing: 'snake_case' }) as unknown as schema.Database;
const caller = createCaller(createContextInner({ db, viewer: null }));

async function plant() {
  await client`update snippets set title = title || ' for a zeppelin museum'
               where id % 20011 = 7 and title not like '%zeppelin%'`;
  await client`update snippets set content = content || ' Mention the kraken legend.'
               where id % 331 = 5 and content not like '%kraken%'`;
}

async function explain(statements: Captured[]) {
  const out: string[] = [];
  let setLocal: string | null = null;
  capturing = false;
  for (const { text, params } of [...statements]) {
    if (/^\s*(begin|commit|rollback)/i.test(text)) continue;
    if (/^\s*set local/i.test(text)) {
      setLocal = text;
      continue;
    }
    const local = setLocal;
    setLocal = null;
    const rows = await client.begin(async (tx) => {
      if (local) await tx.unsafe(local);
      return tx.unsafe(`explain (analyze, buffers, costs off) ${text}`, params as never[]);
    });
    out.push(
      `  -- ${local ? `${local}; ` : ''}${text.replace(/\s+/g, ' ').slice(0, 160)}…`,
      ...rows.map((r) => `  ${String(r['QUERY PLAN'])}`),
    );
  }
  capturing = true;
  return out.join('\n');
}

async function timed(input: BrowseInput) {
  captured = [];
  const start = performance.now();
  const result = await caller.snippets.browse(input);
  return { ms: performance.now() - start, result, statements: captured };
}

/** Follows nextCursor `pages` times (limit 50), returning the cursor of the page after. */
async function deepCursor(input: BrowseInput, pages: number) {
  let cursor: string | null = null;
  for (let i = 0; i < pages; i++) {
    const page = await caller.snippets.browse({ ...input, limit: 50, cursor });
    cursor = page.nextCursor;
    if (!cursor) return null;
  }
  return cursor;
}

const terms: [string, string | undefined][] = [
  ['none', undefined],
  ['common "newsletter"', 'newsletter'],
  ['very common "tone"', 'tone'],
  ['two words "write newsletter"', 'write newsletter'],
  ['medium "kraken"', 'kraken'],
  ['rare "zeppelin"', 'zeppelin'],
  ['partial "zeppe"', 'zeppe'],
  ['typo "zepelin"', 'zepelin'],
  ['no match "qwxyzzy"', 'qwxyzzy'],
];
const sorts = ['relevance', 'recent', 'popular', 'liked'] as const;
const tools = [undefined, 'Gemini'];

async function main() {
  await plant();
  const summary: string[] = [];
  let worst = 0;
  for (const [label, search] of terms) {
    for (const sortBy of sorts) {
      if (!search && sortBy === 'relevance') continue;
      for (const aiTool of tools) {
        const base: BrowseInput = { search, sortBy, aiTool, limit: 20 };
        const deepOffset = search ? 200 : 10_000;
        const cursor = await deepCursor(base, 20);
        const cases: [string, BrowseInput][] = [
          ['first page', base],
          [`offset ${deepOffset}`, { ...base, offset: deepOffset }],
          ...(cursor
            ? ([['cursor after 1,000', { ...base, cursor }]] as [string, BrowseInput][])
            : []),
        ];
        for (const [page, input] of cases) {
          const name = `${label} | ${sortBy} | ${aiTool ?? 'all tools'} | ${page}`;
          if (only && !name.includes(only)) continue;
          let run;
          try {
            await timed(input); // warm
            const runs = [await timed(input), await timed(input), await timed(input)];
            run = runs.reduce((a, b) => (b.ms > a.ms ? b : a));
          } catch (error) {
            summary.push(`${name}: ${(error as Error).message}`);
            continue;
          }
          worst = Math.max(worst, run.ms);
          const { total, totalIsLowerBound, snippets } = run.result;
          const line = `${run.ms.toFixed(1).padStart(7)} ms  ${name}  → ${snippets.length} rows, total ${total}${totalIsLowerBound ? '+' : ''}`;
          summary.push(line);
          print(line);
          if (showPlans) print(await explain(run.statements));
        }
      }
    }
  }
  print(`\nworst case: ${worst.toFixed(1)} ms over ${summary.length} cases (max of 3 warm runs)`);
  await client.end();
}

await main();
