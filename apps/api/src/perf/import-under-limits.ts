// The longest work a request does, under the server's time limits (docs/decisions/071): imports
// a file of the most prompts allowed, near the size limit, with a history each, through the app
// on a pool with `timeLimits`, and prints how long it took (every statement took less). Creates (and drops first) the database promptshelf_import_limits on that server.
//   IMPORT_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//     pnpm --filter @promptshelf/api exec tsx src/perf/import-under-limits.ts
import { createDatabase, STATEMENT_TIMEOUT_MS } from '@promptshelf/db';
import { createFreshDatabase } from '@promptshelf/db/testing';
import { createUser, hashPassword } from '@promptshelf/trpc';
import { IMPORT_MAX_PROMPTS } from '@promptshelf/validators';
import { buildTestApp } from '../test/app';
import { openDatabase } from '../database';
import { createAgent } from '../test/http';

const baseUrl = process.env.IMPORT_DATABASE_URL;
if (!baseUrl) {
  console.error('Set IMPORT_DATABASE_URL to a PostgreSQL server.');
  process.exit(2);
}
const url = await createFreshDatabase(baseUrl, 'promptshelf_import_limits');
// Migrated by a pool without limits, as a start does; the app then uses one with them.
await (await openDatabase({ DATABASE_URL: url, DATA_DIR: '.data' })).close();
const connection = createDatabase({ databaseUrl: url, timeLimits: true });
const app = await buildTestApp({ env: { APP_URL: 'http://import.test' }, db: connection.db });
await createUser(connection.db, {
  email: 'importer@example.com',
  passwordHash: await hashPassword('import password'),
  verified: true,
});
const agent = createAgent(app);
await agent.post('/api/auth/login', { email: 'importer@example.com', password: 'import password' });

const prompts = Array.from({ length: IMPORT_MAX_PROMPTS }, (_, i) => ({
  title: `Imported prompt ${i}`,
  content: `Write about [topic] number ${i}. `.repeat(12),
  aiTool: 'Claude',
  purpose: 'coding',
  tags: ['imported', `batch-${i % 50}`],
  versions: [1, 2].map((version) => ({
    version,
    title: `Imported prompt ${i}`,
    content: `Version ${version} of prompt ${i}. `.repeat(4),
    aiTool: 'Claude',
    purpose: 'coding',
  })),
}));
const data = JSON.stringify({ format: 'promptshelf', version: 1, prompts });
const started = performance.now();
const res = await agent.post('/api/import', { format: 'json', data });
const ms = Math.round(performance.now() - started);
const body = res.json<{ created?: number; message?: string }>();
process.stdout.write(
  `import of ${IMPORT_MAX_PROMPTS} prompts (${(data.length / 1e6).toFixed(1)} MB): ` +
    `${res.statusCode} in ${ms} ms, created ${body.created ?? body.message}; ` +
    `statement limit ${STATEMENT_TIMEOUT_MS} ms\n`,
);
await app.close();
await connection.close();
process.exit(res.statusCode === 200 ? 0 : 1);
