// The Vitest settings shared by the suites that run on a test database (db, trpc, api), on
// PGlite or on the server at TEST_DATABASE_URL. Why these, and the figures: decision 068.
import { fileURLToPath } from 'node:url';
import type { ViteUserConfig } from 'vitest/config';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export const databaseSuite = {
  // A worker process runs file after file without starting afresh: the app's modules and
  // PGlite's WebAssembly load once per process, not once per file, which halves the CPU time
  // of the api suite. Each file still gets a database of its own.
  isolate: false,
  // One worker per core (Vitest's default leaves one of two cores idle).
  maxWorkers: '100%',
  // Far above the slowest test and hook on a machine at load 15 (25 s): a limit stops what
  // would never end, it times nothing. On PGlite the watchdog below stops a stuck test sooner.
  testTimeout: 300_000,
  hookTimeout: 300_000,
  globalSetup: [here('./src/test-global-setup.ts')],
  setupFiles: [here('./src/test-watchdog.ts')],
} satisfies NonNullable<ViteUserConfig['test']>;
