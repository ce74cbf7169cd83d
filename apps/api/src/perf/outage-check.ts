// A real database outage, end to end: writes prompts through the app while a throwaway
// PostgreSQL cluster is stopped and started again (or, with OUTAGE_MODE=freeze, frozen with
// SIGSTOP and thawed with SIGCONT: connections stay open and nothing answers), and checks that
// requests and /readyz fail with a 503 within seconds, that the app recovers by itself, and that
// every write it acknowledged is in the database. Never against the main cluster: it stops the
// server.
//   pg_createcluster 15 hard --port 5434 -- --auth-host=trust && pg_ctlcluster 15 hard start
//   OUTAGE_DATABASE_URL=postgres://postgres@127.0.0.1:5434/postgres OUTAGE_CLUSTER="15 hard" \
//     [OUTAGE_MODE=freeze] pnpm --filter @promptshelf/api exec tsx src/perf/outage-check.ts
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { snippets } from '@promptshelf/db';
import { createFreshDatabase } from '@promptshelf/db/testing';
import { createUser, hashPassword } from '@promptshelf/trpc';
import { inArray, sql } from 'drizzle-orm';
import { buildTestApp } from '../test/app';
import { openDatabase } from '../database';
import { createAgent } from '../test/http';

const print = (text: string) => process.stdout.write(`${text}\n`);
const baseUrl = process.env.OUTAGE_DATABASE_URL;
const cluster = process.env.OUTAGE_CLUSTER;
const freeze = process.env.OUTAGE_MODE === 'freeze';
if (!baseUrl || !cluster || !/^\d+ [a-z0-9_]+$/.test(cluster) || baseUrl.includes(':5432/')) {
  console.error('Set OUTAGE_DATABASE_URL and OUTAGE_CLUSTER ("15 hard") to a throwaway cluster.');
  process.exit(2);
}
const run = promisify(execFile);
const pgctl = (action: 'start' | 'stop') => run('pg_ctlcluster', [...cluster.split(' '), action]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const connection = await openDatabase(
  { DATABASE_URL: await createFreshDatabase(baseUrl, 'promptshelf_outage'), DATA_DIR: '.data' },
  { timeLimits: true },
);

// postgres.js answers rows as an array.
const [{ dir: dataDirectory }] = (await connection.db.execute(
  sql`select current_setting('data_directory') as dir`,
)) as unknown as [{ dir: string }];
/** The cluster's postmaster, stopped first (it starts no backend then), and its children. */
let frozen: number[] = [];
async function freezeServer() {
  const pidFile = await readFile(path.join(dataDirectory, 'postmaster.pid'), 'utf8');
  const postmaster = Number(pidFile.split('\n', 1)[0]);
  process.kill(postmaster, 'SIGSTOP');
  const { stdout } = await run('pgrep', ['-P', String(postmaster)]);
  const children = stdout.split('\n').filter(Boolean).map(Number);
  for (const pid of children) process.kill(pid, 'SIGSTOP');
  frozen = [postmaster, ...children];
}
const thawServer = () => {
  for (const pid of frozen) process.kill(pid, 'SIGCONT');
};
const goDown = () => (freeze ? freezeServer() : pgctl('stop'));
const comeBack = () => (freeze ? thawServer() : pgctl('start'));
const app = await buildTestApp({ env: { APP_URL: 'http://outage.test' }, db: connection.db });
await createUser(connection.db, {
  email: 'writer@example.com',
  passwordHash: await hashPassword('outage password'),
  verified: true,
});
const agent = createAgent(app);
await agent.post('/api/auth/login', { email: 'writer@example.com', password: 'outage password' });

const acknowledged: number[] = [];
const refused: string[] = [];
const outcomes: { phase: string; status: number; ms: number }[] = [];
let phase = 'up';
let writing = true;
const writer = (async () => {
  for (let i = 0; writing; i++) {
    const started = performance.now();
    const title = `Outage ${i}`;
    const res = await agent.post('/api/snippets', {
      title,
      content: 'Written during an outage check',
      aiTool: 'Claude',
      purpose: 'coding',
    });
    outcomes.push({ phase, status: res.statusCode, ms: performance.now() - started });
    if (res.statusCode === 201) acknowledged.push((res.json() as { id: number }).id);
    if (res.statusCode === 503) refused.push(title);
    await sleep(100);
  }
})();
const ready = async () => (await app.inject({ method: 'GET', url: '/readyz' })).statusCode;

await sleep(1_000);
await goDown();
phase = 'down';
const readyStarted = performance.now();
print(`/readyz while down: ${await ready()} in ${Math.round(performance.now() - readyStarted)} ms`);
await sleep(freeze ? 8_000 : 3_000);
await comeBack();
const restarted = performance.now();
phase = 'back';
for (let status = await ready(); status !== 200; status = await ready()) {
  print(`  /readyz ${status} at ${Math.round(performance.now() - restarted)} ms`);
  await sleep(50);
}
print(`ready again ${Math.round(performance.now() - restarted)} ms after the server started`);
await sleep(2_000);
writing = false;
await writer;

for (const name of ['up', 'down', 'back']) {
  const of = outcomes.filter((o) => o.phase === name);
  const statuses = [...new Set(of.map((o) => o.status))].join(', ');
  const slowest = Math.round(Math.max(...of.map((o) => o.ms)));
  print(`${name}: ${of.length} writes, statuses ${statuses}, slowest ${slowest} ms`);
}
const stored = await connection.db
  .select({ id: snippets.id })
  .from(snippets)
  .where(inArray(snippets.id, acknowledged));
const lost = acknowledged.length - stored.length;
// A write cut off by the outage may still have been committed (its COMMIT reached the server).
const refusedButStored = await connection.db
  .select({ id: snippets.id })
  .from(snippets)
  .where(inArray(snippets.title, refused.length > 0 ? refused : ['']));
const bad = outcomes.filter((o) => o.status !== 201 && o.status !== 503);
print(
  `acknowledged ${acknowledged.length}, lost ${lost}; refused ${refused.length}, ` +
    `stored all the same ${refusedButStored.length}; answers other than 201/503: ${bad.length}`,
);
await app.close();
await connection.close();
process.exit(lost === 0 && bad.length === 0 ? 0 : 1);
