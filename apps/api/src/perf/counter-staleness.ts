// How old a counter can be for visitors of another instance: two app instances on one fresh
// PostgreSQL database, a visitor asking instance B for a prompt's page and for Browse without
// pause, and a member liking and unliking the prompt on instance A at random moments. For each
// like it prints how long after the like's answer B still answered with the old count (the
// stalest answer) and when it first answered with the new one.
//   pnpm --filter @promptshelf/api exec tsx src/perf/counter-staleness.ts [likes] [server url]
// The server defaults to postgres://postgres@127.0.0.1:5432/postgres; a database of its own is
// made there and dropped at the end.
import { randomBytes } from 'node:crypto';
import { createFreshDatabase } from '@promptshelf/db/testing';
import { createUser, hashPassword } from '@promptshelf/trpc';
import postgres from 'postgres';
import { buildTestApp } from '../test/app';
import { openDatabase } from '../database';
import { createAgent } from '../test/http';

const print = (text: string) => process.stdout.write(`${text}\n`);
const likes = Number(process.argv[2] ?? 20);
const serverUrl = process.argv[3] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `promptshelf_staleness_${randomBytes(4).toString('hex')}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const url = await createFreshDatabase(serverUrl, name);
const connections = await Promise.all(
  [1, 2].map(() => openDatabase({ DATABASE_URL: url, DATA_DIR: '.data' })),
);
const [a, b] = await Promise.all(
  connections.map(async (connection) => {
    return buildTestApp({ env: { APP_URL: 'http://staleness.test' }, db: connection.db });
  }),
);
const db = connections[0]!.db;
const passwordHash = await hashPassword('staleness password');
const member = async (email: string) => {
  await createUser(db, { email, passwordHash, verified: true });
  const agent = createAgent(a!);
  await agent.post('/api/auth/login', { email, password: 'staleness password' });
  return agent;
};
const author = await member('author@example.com');
const fan = await member('fan@example.com');
const { id } = (
  await author.post('/api/snippets', {
    title: 'Count the likes',
    content: 'Count [things].',
    aiTool: 'Claude',
    purpose: 'coding',
    isPublic: true,
  })
).json<{ id: number }>();

type Row = { id: number; likesCount: number };
const answers: { askedAt: number; likes: number | undefined }[] = [];
let polling = true;
const poller = (async () => {
  for (let i = 0; polling; i++) {
    const askedAt = Date.now();
    const path = i % 2 ? '/api/snippets?sortBy=recent' : `/api/snippets/${id}`;
    const body = (await b!.inject(path)).json<Row & { snippets?: Row[] }>();
    const row = body.snippets ? body.snippets.find((prompt) => prompt.id === id) : body;
    answers.push({ askedAt, likes: row?.likesCount });
    // An answer from memory settles without the event loop turning: let timers run.
    await new Promise((resolve) => setImmediate(resolve));
  }
})();

const stalest: number[] = [];
const firstNew: number[] = [];
for (let n = 1; n <= likes; n++) {
  await sleep(500 + Math.random() * 1500);
  const count = n % 2;
  await fan.post(`/api/snippets/${id}/like`);
  const answeredAt = Date.now();
  await sleep(3000);
  const after = answers.filter((answer) => answer.askedAt >= answeredAt);
  const old = after.filter((answer) => answer.likes !== count).at(-1);
  const fresh = after.find((answer) => answer.likes === count);
  stalest.push(old ? old.askedAt - answeredAt : 0);
  firstNew.push(fresh ? fresh.askedAt - answeredAt : Infinity);
}
polling = false;
await poller;

const summary = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  return `median ${sorted[Math.floor(sorted.length / 2)]} ms, max ${sorted.at(-1)} ms`;
};
print(`${likes} likes on A, ${answers.length} visitor answers from B`);
print(`stalest old count, after the like's answer: ${summary(stalest)}`);
print(`first new count, after the like's answer:   ${summary(firstNew)}`);

await Promise.all([a!.close(), b!.close()]);
await Promise.all(connections.map((connection) => connection.close()));
const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
await admin.end();
