// A real database outage, end to end: writes prompts through the app while a throwaway
// PostgreSQL cluster is stopped and started again, and checks that requests and /readyz fail
// with a 503 within about a second, that the app recovers by itself, and that every write it
// acknowledged is in the database. Never against the main cluster: it stops the server.
//   pg_createcluster 15 hard --port 5434 && pg_ctlcluster 15 hard start   (trust auth)
//   OUTAGE_DATABASE_URL=postgres://postgres@127.0.0.1:5434/postgres OUTAGE_CLUSTER="15 hard" \
//     pnpm --filter @promptshelf/api exec tsx src/perf/outage-check.ts
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { snippets } from '@promptshelf/db';
import { createFreshDatabase } from '@promptshelf/db/testing';
import { createUser, defaultRateLimits, hashPassword } from '@promptshelf/trpc';
import { inArray } from 'drizzle-orm';
import { buildApp } from '../app';
import { openDatabase } from '../database';
import { createAgent } from '../test/http';

const print = (text: string) => process.stdout.write(`${text}\n`);
const baseUrl = process.env.OUTAGE_DATABASE_URL;
const cluster = process.env.OUTAGE_CLUSTER;
if (!baseUrl || !cluster || !/^\d+ [a-z0-9_]+$/.test(cluster) || baseUrl.includes(':5432/')) {
  console.error('Set OUTAGE_DATABASE_URL and OUTAGE_CLUSTER ("15 hard") to a throwaway cluster.');
  process.exit(2);
}
const pgctl = (action: 'start' | 'stop') =>
  promisify(execFile)('pg_ctlcluster', [...cluster.split(' '), action]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const connection = await openDatabase({
  DATABASE_URL: await createFreshDatabase(baseUrl, 'promptshelf_outage'),
  DATA_DIR: '.data',
});
const app = await buildApp({
  env: {
    APP_URL: 'http://outage.test',
    SESSION_SECRET: 'outage-secret-outage-secret-outage-secret',
    LOG_LEVEL: 'silent',
    TRUST_PROXY: false,
    NODE_ENV: 'test',
    rateLimits: defaultRateLimits,
  },
  db: connection.db,
  webRoot: null,
  logger: false,
});
await app.ready();
await createUser(connection.db, {
  email: 'writer@example.com',
  passwordHash: await hashPassword('outage password'),
  verified: true,
});
const agent = createAgent(app);
await agent.post('/api/auth/login', { email: 'writer@example.com', password: 'outage password' });

const acknowledged: number[] = [];
const outcomes: { phase: string; status: number; ms: number }[] = [];
let phase = 'up';
let writing = true;
const writer = (async () => {
  for (let i = 0; writing; i++) {
    const started = performance.now();
    const res = await agent.post('/api/snippets', {
      title: `Outage ${i}`,
      content: 'Written during an outage check',
      aiTool: 'Claude',
      purpose: 'coding',
    });
    outcomes.push({ phase, status: res.statusCode, ms: performance.now() - started });
    if (res.statusCode === 201) acknowledged.push((res.json() as { id: number }).id);
    await sleep(100);
  }
})();
const ready = async () => (await app.inject({ method: 'GET', url: '/readyz' })).statusCode;

await sleep(1_000);
await pgctl('stop');
phase = 'down';
const readyStarted = performance.now();
print(`/readyz while down: ${await ready()} in ${Math.round(performance.now() - readyStarted)} ms`);
await sleep(3_000);
await pgctl('start');
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
const bad = outcomes.filter((o) => o.status !== 201 && o.status !== 503);
print(
  `acknowledged ${acknowledged.length}, lost ${lost}, answers other than 201/503: ${bad.length}`,
);
await app.close();
await connection.close();
process.exit(lost === 0 && bad.length === 0 ? 0 : 1);
