// Throughput of the public paths beside a bare Fastify hello-world on the same machine:
//   pnpm bench [--database bench_1m] [--users 20000] [--snippets 1000000]
//              [--duration 10] [--rounds 3] [--connections 50] [--only <case name part>]
//              [--app <server main.js, relative to apps/api>]
// Seeds the database when it holds fewer prompts than asked (pnpm cli seed-demo, then
// VACUUM ANALYZE), starts the built app and the reference, and runs autocannon against them
// alternately, round after round. Prints per case the median req/s, p99 and ratio to the
// reference of the same round (docs/decisions/080-throughput.md).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { brandName } from '../cli/words';

// A report for the operator: stdout is its whole purpose.
const print = (text: string) => process.stdout.write(`${text}\n`);

const { values: opts } = parseArgs({
  options: {
    database: { type: 'string', default: 'bench_1m' },
    users: { type: 'string', default: '20000' },
    snippets: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    // Another build of the server to measure, e.g. a copy of main's dist/ for 'before' figures.
    app: { type: 'string', default: 'dist/main.js' },
    'app-port': { type: 'string', default: '3401' },
    'bare-port': { type: 'string', default: '3402' },
  },
});
if (!/^[a-z][a-z0-9_]*$/.test(opts.database) || opts.database.startsWith('promptshelf_')) {
  // CI drops every promptshelf_% database: a bench database must not be one of them.
  console.error('--database: lower-case letters, digits and _, not starting with promptshelf_.');
  process.exit(2);
}

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${opts.database}` }).href;
const appPort = Number(opts['app-port']);
const barePort = Number(opts['bare-port']);
const appUrl = `http://127.0.0.1:${appPort}`;
const BENCH_EMAIL = 'bench@bench.example.com';
const BENCH_PASSWORD = 'bench-password-not-secret';

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: apiDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const cli = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    DATABASE_URL: databaseUrl,
  });

async function prepareDatabase() {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const [exists] = await admin`select 1 from pg_database where datname = ${opts.database}`;
  if (!exists) await admin.unsafe(`create database ${opts.database}`);
  await admin.end();
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const [table] = await sql`select to_regclass('snippets') as t`;
  const have = table?.t ? Number((await sql`select count(*)::int as n from snippets`)[0]!.n) : 0;
  const wanted = Number(opts.snippets);
  if (have < wanted) {
    print(`Seeding ${opts.database}: ${wanted - have} prompts (a few minutes)…`);
    const code = await cli(
      'seed-demo',
      '--users',
      have === 0 ? opts.users : '0',
      '--snippets',
      String(wanted - have),
    );
    if (code !== 0) throw new Error(`seed-demo exited with ${code}`);
    await sql`vacuum analyze`;
  }
  // Exit code 1 when the user exists already: fine.
  await cli('create-user', '--email', BENCH_EMAIL, '--password', BENCH_PASSWORD);
  const ids = (await sql`select id from snippets where is_public order by id desc limit 500`).map(
    (row) => Number(row.id),
  );
  // A product name in 1,000 to 5,000 public prompts (the seed's Zipf law, src/cli/words.ts).
  const names = Array.from({ length: 60 }, (_, r) => brandName(r + 1).toLowerCase());
  const counted = await sql`select word, ndoc from search_words where word in ${sql(names)}`;
  const term = counted
    .filter((row) => row.ndoc >= 1000 && row.ndoc <= 5000)
    .sort((a, b) => a.ndoc - b.ndoc)[0];
  await sql.end();
  if (!term) throw new Error('No product name in 1,000 to 5,000 prompts: seed more prompts.');
  return { ids, term: { word: String(term.word), prompts: Number(term.ndoc) } };
}

function startServer(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within a minute`);
}

async function signIn(): Promise<string> {
  const response = await fetch(`${appUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl },
    body: JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD }),
  });
  // Every cookie the sign-in sets (the session's and the known browser's), as a browser sends them.
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';', 1)[0])
    .join('; ');
  if (!response.ok || !cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie;
}

type Case = { name: string; path: string; options?: Partial<autocannon.Options> };

const trpcBrowse = (input: object) =>
  `/trpc/snippets.browse?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;

function cases(ids: number[], term: string, cookie: string): Case[] {
  let next = 0;
  const browse = '/api/snippets?sortBy=recent&limit=20';
  return [
    { name: 'browse, anonymous', path: browse },
    { name: 'landing latest 9 (tRPC)', path: trpcBrowse({ sortBy: 'recent', limit: 9 }) },
    { name: 'prompt page, anonymous', path: `/api/snippets/${ids[0]}` },
    { name: 'browse, signed in', path: browse, options: { headers: { cookie } } },
    { name: `search '${term}'`, path: `/api/snippets?search=${encodeURIComponent(term)}&limit=20` },
    { name: 'tRPC browse', path: trpcBrowse({ sortBy: 'recent', limit: 20 }) },
    {
      name: 'like toggle, signed in',
      path: `/api/snippets/${ids[0]}/like`,
      options: {
        method: 'POST',
        headers: { cookie, origin: appUrl },
        // Spread over many prompts, as real likes are: one prompt's toggles queue on its lock.
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              path: `/api/snippets/${ids[next++ % ids.length]}/like`,
            }),
          },
        ],
      },
    },
  ];
}

type Measure = { rps: number; p99: number; errors: number };

async function measure(url: string, options: Partial<autocannon.Options>, duration: number) {
  const result = await autocannon({
    url,
    connections: Number(opts.connections),
    duration,
    ...options,
  } as autocannon.Options);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  } satisfies Measure;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  if (!existsSync(path.resolve(apiDir, opts.app))) throw new Error(`No ${opts.app}: pnpm build`);
  const { ids, term } = await prepareDatabase();
  const bare = startServer(['--import', 'tsx', 'src/perf/bare-fastify.ts'], {
    PORT: String(barePort),
  });
  const app = startServer([opts.app], {
    DATABASE_URL: databaseUrl,
    PORT: String(appPort),
    HOST: '127.0.0.1',
    APP_URL: appUrl,
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(32).toString('base64'),
  });
  try {
    await Promise.all([waitFor(`http://127.0.0.1:${barePort}/`), waitFor(`${appUrl}/readyz`)]);
    const cookie = await signIn();
    const all = cases(ids, term.word, cookie).filter(
      (c) => !opts.only || c.name.includes(opts.only),
    );
    const duration = Number(opts.duration);
    print(
      `Search term '${term.word}' is in ${term.prompts} public prompts. ` +
        `${opts.rounds} rounds of ${duration} s, ${opts.connections} connections.`,
    );
    // Warm up the JIT, the caches and PostgreSQL's buffers.
    await measure(`http://127.0.0.1:${barePort}/`, {}, 2);
    for (const c of all) await measure(`${appUrl}${c.path}`, c.options ?? {}, 2);

    const results = new Map<string, { run: Measure; bare: number }[]>();
    for (let round = 1; round <= Number(opts.rounds); round++) {
      for (const c of all) {
        // The reference right before each case: the machine's load changes by the minute.
        const reference = await measure(`http://127.0.0.1:${barePort}/`, {}, duration);
        const run = await measure(`${appUrl}${c.path}`, c.options ?? {}, duration);
        results.set(c.name, [...(results.get(c.name) ?? []), { run, bare: reference.rps }]);
        print(
          `round ${round} ${c.name}: ${Math.round(run.rps)} req/s, p99 ${run.p99} ms, ` +
            `bare ${Math.round(reference.rps)} req/s${run.errors ? `, ${run.errors} errors` : ''}`,
        );
      }
    }
    print('');
    print('| case | req/s | p99 | bare Fastify req/s | ratio |');
    print('|---|---|---|---|---|');
    for (const [name, runs] of results) {
      const ratio = median(runs.map(({ run, bare }) => run.rps / bare));
      print(
        `| ${name} | ${Math.round(median(runs.map((r) => r.run.rps)))} | ` +
          `${median(runs.map((r) => r.run.p99))} ms | ${Math.round(median(runs.map((r) => r.bare)))} | ` +
          `${(ratio * 100).toFixed(1)} % |`,
      );
    }
  } finally {
    app.kill('SIGTERM');
    bare.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
