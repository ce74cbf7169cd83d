// Vitest global setup of the suites that use a test database. On PGlite, it migrates one
// database before any test file starts and leaves its dump in a temporary file: each file then
// starts its own PGlite from that dump (about a second) instead of running initdb and every
// migration again, which on a busy machine outlasted the hooks' time limit.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migratedPgliteDump, PGLITE_TEMPLATE_ENV, testDatabaseUrl } from './testing';

export default async function setup() {
  if (testDatabaseUrl()) return undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'promptshelf-pglite-'));
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await (await migratedPgliteDump()).arrayBuffer()));
  process.env[PGLITE_TEMPLATE_ENV] = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
