// A second copy of the built app on an empty embedded database, for what a brand-new site shows
// before anyone has shared a prompt. It listens beside the suite's server, 50 ports above it.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/api');

export async function startEmptySite(
  suiteURL: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const port = Number(new URL(suiteURL).port) + 50;
  const url = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'promptshelf-empty-site-'));
  const server = spawn(process.execPath, ['dist/main.js'], {
    cwd: apiRoot,
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const close = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // Its first start applies every migration to the new database: generous on a busy machine
    // (the suite's own server gets 180 s; the test using this one is marked slow).
    await expect
      .poll(
        () =>
          fetch(`${url}/readyz`).then(
            (response) => response.ok,
            () => false,
          ),
        {
          timeout: 280_000,
        },
      )
      .toBe(true);
  } catch (error) {
    await close();
    throw error;
  }
  return { url, close };
}
