// Browse at scale: times snippets.browse for each case and prints EXPLAIN (ANALYZE, BUFFERS)
// of every statement it runs. Against a seeded database, never the test suite:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/promptshelf_perf \
//     pnpm --filter @promptshelf/api exec tsx src/perf/explain-browse.ts [--plans] [--filter text] [--tags] [--runs n] [--ids]
// Each case runs once to warm up, then n times (default 5): the line shows the median (what a
// person asking repeatedly sees: the p50, whose goal is 40 ms) and the maximum of those runs.
// --plans also counts the GIN scans (Bitmap Index Scan on snippets_search_idx) of the case's
// statements. --tags runs the tag filters instead (docs/decisions/150-tags.md): the seed's tags
// follow a Zipf law too (src/cli/words.ts), so there are tags of every frequency.
// Seed first: pnpm cli migrate && pnpm cli seed-demo --users 20000 --snippets 1000000.
// Terms of every frequency come from the seed's product names (a Zipf law, see
// src/cli/words.ts): the name of rank r is in about 1 of every 11.5 × r prompts.
import { performance } from 'node:perf_hooks';
import * as schema from '@promptshelf/db';
import { createCaller, createContextInner } from '@promptshelf/trpc';
import type { BrowseInput } from '@promptshelf/validators';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { brandName, COMMON_TAGS } from '../cli/words';

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
const tagMode = process.argv.includes('--tags');
/** --ids prints the page's prompt ids, to compare two versions' answers. */
const showIds = process.argv.includes('--ids');
const runsArg = process.argv.indexOf('--runs');
const runCount = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1])) : 5;
/** The p50 goal of a search at 1,000,000 prompts (docs/decisions/083-search-worst-case.md). */
const GOAL_MS = 40;

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

/** GIN scans in the plans of the last `explain` call. */
let ginScans = 0;

async function explain(statements: Captured[]) {
  const out: string[] = [];
  ginScans = 0;
  // `set local` lines stay in force for the rest of their transaction.
  let settings: string[] = [];
  capturing = false;
  for (const { text, params } of [...statements]) {
    if (/^\s*(begin|commit|rollback)/i.test(text)) settings = [];
    if (/^\s*(begin|commit|rollback)/i.test(text)) continue;
    if (/^\s*set local/i.test(text)) {
      settings.push(text);
      continue;
    }
    const local = [...settings];
    const rows = await client.begin(async (tx) => {
      for (const setting of local) await tx.unsafe(setting);
      // The planner's estimates are EXPLAINs already: show them as they ran.
      const query = /^\s*explain/i.test(text)
        ? text
        : `explain (analyze, buffers, costs off) ${text}`;
      return tx.unsafe(query, params as never[]);
    });
    ginScans += rows.filter((r) =>
      /Bitmap Index Scan on snippets_search_idx/.test(String(r['QUERY PLAN'])),
    ).length;
    out.push(
      `  -- ${local.length ? `${local.join('; ')}; ` : ''}${text.replace(/\s+/g, ' ').slice(0, 200)}…`,
      ...rows.map(
        (r) =>
          `  ${typeof r['QUERY PLAN'] === 'string' ? r['QUERY PLAN'] : `rows estimated: ${JSON.stringify(r['QUERY PLAN']).match(/"Plan Rows":(\d+)/)?.[1]}`}`,
      ),
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

/** A product name of the seed, with the number of public prompts that mention it. */
async function brand(rank: number): Promise<[string, string]> {
  const name = brandName(rank).toLowerCase();
  const [row] = await client`select count(*)::int as n from snippets
    where is_public and search_vector @@ to_tsquery('english', ${name})`;
  return [`rank ${rank} "${name}" (${Number(row?.n).toLocaleString('en')})`, name];
}

/** Public prompts with every one of these tags. */
async function tagged(
  tags: string[],
  search?: string,
): Promise<[string, string | undefined, string[]]> {
  const [row] = await client`select count(*)::int as n from snippets
    where is_public and tags @> ${tags}::text[]`;
  const label = `tag ${tags.map((tag) => `"${tag}"`).join(' + ')}${search ? ` + search "${search}"` : ''}`;
  return [`${label} (${Number(row?.n).toLocaleString('en')})`, search, tags];
}

async function tagCases(): Promise<[string, string | undefined, string[]][]> {
  // Ranks of the seed's tags: 1 is the most common, COMMON_TAGS.length + n the generated ones.
  const [rare] = await client`select name from tag_counts
    where public_count between 20 and 60 order by name limit 1`;
  const [middle] = await client`select name from tag_counts
    where public_count between 1500 and 4000 order by name limit 1`;
  return [
    await tagged([COMMON_TAGS[0]]),
    await tagged([COMMON_TAGS[9]!]),
    await tagged([middle?.name as string]),
    await tagged([rare?.name as string]),
    await tagged([COMMON_TAGS[0], COMMON_TAGS[1]]),
    await tagged([COMMON_TAGS[0]], 'newsletter'),
    await tagged([COMMON_TAGS[0]], brandName(30).toLowerCase()),
    await tagged([rare?.name as string], 'friendly'),
  ];
}

async function terms(): Promise<[string, string | undefined][]> {
  const common = brandName(10).toLowerCase();
  return [
    ['none', undefined],
    ['every prompt "tone"', 'tone'],
    ['1 in 8 "friendly"', 'friendly'],
    ['title word "newsletter"', 'newsletter'],
    ['two words "write newsletter"', 'write newsletter'],
    await brand(1),
    await brand(3),
    await brand(10),
    await brand(30),
    await brand(60),
    await brand(300),
    await brand(20_000),
    [`partial "${common.slice(0, -2)}"`, common.slice(0, -2)],
    ['typo of a common title word "newslettr"', 'newslettr'],
    ['typo of a common word "summery"', 'summery'],
    ['typo of a rare word "dorqiuto"', 'dorqiuto'],
    ['typos in two words "newslettr summery"', 'newslettr summery'],
    ['no match "qwxyzzy"', 'qwxyzzy'],
  ];
}
const sorts = ['relevance', 'recent', 'popular', 'liked'] as const;
const tools = [undefined, 'Gemini'];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function main() {
  const summary: string[] = [];
  const medians: { name: string; p50: number; max: number }[] = [];
  let worst = 0;
  const cases = tagMode
    ? await tagCases()
    : (await terms()).map(([label, search]) => [label, search, [] as string[]] as const);
  for (const [label, search, tag] of cases) {
    for (const sortBy of sorts) {
      if (!search && sortBy === 'relevance') continue;
      for (const aiTool of tools) {
        const base: BrowseInput = { search, sortBy, aiTool, limit: 20, tag };
        const deepOffset = search || tag.length > 0 ? 200 : 10_000;
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
          let p50;
          try {
            await timed(input); // warm
            const runs = [];
            for (let i = 0; i < runCount; i++) runs.push(await timed(input));
            run = runs.reduce((a, b) => (b.ms > a.ms ? b : a));
            p50 = median(runs.map((r) => r.ms));
          } catch (error) {
            summary.push(`${name}: ${(error as Error).message}`);
            continue;
          }
          worst = Math.max(worst, run.ms);
          medians.push({ name, p50, max: run.ms });
          const { total, totalIsLowerBound, snippets: prompts } = run.result;
          const plans = showPlans ? await explain(run.statements) : '';
          const gin = showPlans ? `, ${ginScans} GIN scans` : '';
          const line = `${p50.toFixed(1).padStart(7)} ms p50 ${run.ms.toFixed(1).padStart(7)} ms max  ${name}  → ${prompts.length} rows, total ${total}${totalIsLowerBound ? '+' : ''}${gin}${showIds ? `  [${prompts.map((s) => s.id).join(',')}]` : ''}`;
          summary.push(line);
          print(line);
          if (showPlans) print(plans);
        }
      }
    }
  }
  const byMedian = [...medians].sort((a, b) => b.p50 - a.p50);
  const p50s = medians.map((m) => m.p50).sort((a, b) => a - b);
  print(`\nslowest by median of ${runCount} warm runs:`);
  for (const m of byMedian.slice(0, 10)) {
    print(
      `${m.p50.toFixed(1).padStart(7)} ms p50 ${m.max.toFixed(1).padStart(7)} ms max  ${m.name}`,
    );
  }
  print(
    `\n${medians.length} cases: median of p50s ${median(p50s).toFixed(1)} ms, p90 ${(p50s[Math.floor(p50s.length * 0.9)] ?? 0).toFixed(1)} ms, ` +
      `${p50s.filter((ms) => ms > GOAL_MS).length} over ${GOAL_MS} ms (p50); worst max ${worst.toFixed(1)} ms, worst p50 ${(byMedian[0]?.p50 ?? 0).toFixed(1)} ms`,
  );
  await client.end();
}

await main();
