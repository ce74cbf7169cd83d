import { existsSync } from 'node:fs';

import { defineConfig } from '@playwright/test';

import { startMailSink } from './mail-sink';
import { startOpenIdIssuer } from './openid-issuer';
import { prepareDataEnv } from './server-env';

// E2E_PORT lets several runs share one machine (each gets its own server and database).
const PORT = Number(process.env.E2E_PORT ?? 3100);
// `localhost`, not 127.0.0.1: browsers refuse passkeys (WebAuthn) on an IP address, and the app
// names its passkeys' site after APP_URL. The server still listens on 127.0.0.1 only.
const baseURL = `http://localhost:${PORT}`;
const dataEnv = await prepareDataEnv();
const mailEnv = await startMailSink();
const openIdEnv = await startOpenIdIssuer(baseURL);
/**
 * The browser of the page tests: Chromium's headless shell when it is installed (Debian's
 * `chromium-headless-shell`), which has no browser UI to run and uses about a quarter less CPU
 * than the full browser (decision 247); else the full one. The extension's tests always launch
 * the full browser (`CHROMIUM_PATH`): only it loads extensions.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const pageBrowser = existsSync(HEADLESS_SHELL)
  ? HEADLESS_SHELL
  : (process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
/** The suite signs in and asks for mail far more often than a person; no 429s mid-run. */
const noRateLimits = Object.fromEntries(
  [
    'RATE_LIMIT_LOGIN_PER_IP',
    'RATE_LIMIT_LOGIN_PER_EMAIL',
    'RATE_LIMIT_REGISTER_PER_IP',
    'RATE_LIMIT_MAIL_PER_IP',
    'RATE_LIMIT_MAIL_PER_EMAIL',
  ].map((name) => [name, '10000']),
);

export default defineConfig({
  testDir: './tests',
  // Three workers, each with its own browser, share out the tests one by one: every test makes
  // its own accounts and prompts, so none waits for another (decisions 068 and 245). On two
  // cores a third uses the time the others spend waiting for the app or the browser.
  // `--workers=1` runs them one at a time.
  fullyParallel: true,
  workers: 3,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: 'list',
  // Generous: on a busy machine (load 15 on two cores) a page can take many seconds to answer.
  // A limit here stops a test that waits for something that never comes; it is not a speed
  // assertion (those are benchmarks: docs/performance.md).
  timeout: 180_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    headless: true,
    // A failed test keeps its trace (actions, network, DOM snapshots) for `playwright
    // show-trace`. Without the screencast: its frames cost a quarter of the suite's CPU.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      // `playwright install` cannot download browsers here; use the system's.
      executablePath: pageBrowser,
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
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, grepInvert: /@alone/ },
    // A test tagged @alone reads what the whole site shows (the newest prompts, the totals):
    // it runs after all the others, one at a time, so no other test writes meanwhile. (When a
    // test of the first project fails, these do not run.)
    {
      name: 'alone',
      use: { browserName: 'chromium' },
      grep: /@alone/,
      dependencies: ['chromium'],
      workers: 1,
    },
  ],
  webServer: {
    // The built app: Fastify serving the SPA from apps/web/dist, as in production.
    command: 'node ../apps/api/dist/main.js',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...dataEnv,
      ...mailEnv,
      ...openIdEnv,
      ...noRateLimits,
      // The webhooks spec's receiver listens on 127.0.0.1.
      WEBHOOK_ALLOW_PRIVATE: 'true',
      // Most tests wait for a verification mail; the queue's least interval, not its 2 s.
      QUEUE_POLL_SECONDS: '0.5',
    },
  },
});
