// Where the app under test keeps its data, decided once per run in the runner's main process.
// Playwright (1.65) starts the webServer before globalSetup runs, so the database must exist by
// the time the config has loaded; worker processes inherit these env vars and reuse the decision.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const URL_KEY = 'PROMPTSHELF_E2E_DATABASE_URL';
const DIR_KEY = 'PROMPTSHELF_E2E_DATA_DIR';

/** One fixed name: each run drops and recreates it, so runs never leave databases behind. */
export const E2E_DATABASE_NAME = `promptshelf_e2e_${process.env.E2E_PORT ?? 3100}`;

export interface DataEnv {
  /** Always a fresh temporary folder: session secret, mail files, and PGlite when no server. */
  DATA_DIR: string;
  /** A fresh database on the TEST_DATABASE_URL server, when that is set. */
  DATABASE_URL?: string;
}

export async function prepareDataEnv(): Promise<DataEnv> {
  if (!process.env[DIR_KEY]) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'promptshelf-e2e-'));
    process.env[DIR_KEY] = dir;
    // The data lives only for this run; remove it once the runner (and its webServer) exits.
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  }
  const env: DataEnv = { DATA_DIR: process.env[DIR_KEY] };

  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    if (!process.env[URL_KEY]) {
      const { createFreshDatabase } = await import('@promptshelf/db/testing');
      process.env[URL_KEY] = await createFreshDatabase(baseUrl, E2E_DATABASE_NAME);
    }
    env.DATABASE_URL = process.env[URL_KEY];
  }
  await (await import('./support/seed-admin')).seedAdmin(env);
  return env;
}
