import { defineConfig } from '@playwright/test';

import { prepareDataEnv } from './server-env';

const PORT = 3100;
const baseURL = `http://127.0.0.1:${PORT}`;
const dataEnv = await prepareDataEnv();

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      // `playwright install` cannot download browsers here; use the system Chromium.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // The built app: Fastify serving the SPA from apps/web/dist, as in production.
    command: 'node ../apps/api/dist/main.js',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...dataEnv,
    },
  },
});
