import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createTestDatabase, type TestDatabase } from '@promptshelf/db/testing';
import { defaultRateLimits, type RateLimitConfig } from '@promptshelf/trpc';
import { buildApp, loggerOptions, type AppOptions } from '../app';
import type { SignInProviderConfig } from '../env';
import { smtpTransport } from '../mail/transport';

export const TEST_APP_URL = 'http://promptshelf.test';

/** A tiny stand-in for the built SPA, so static serving is tested without a web build. */
export function fakeWebRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'promptshelf-web-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Promptshelf</title>');
  writeFileSync(path.join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
  return root;
}

export const TEST_SESSION_SECRET = 'test-secret-test-secret-test-secret-0123';

/**
 * The real app with the tests' settings on a database the caller holds, ready for requests:
 * silent, no web build, the default limits. `env` and the other options override them;
 * `logInto` collects each line the app logs at `info`, for a test that reads the log.
 */
export async function buildTestApp({
  env,
  logInto,
  ...options
}: Omit<AppOptions, 'env'> & { env?: Partial<AppOptions['env']>; logInto?: string[] }) {
  const stream = logInto
    ? new Writable({
        write(chunk: Buffer, _encoding, done) {
          logInto.push(chunk.toString());
          done();
        },
      })
    : undefined;
  const app = await buildApp({
    env: {
      APP_URL: TEST_APP_URL,
      SESSION_SECRET: TEST_SESSION_SECRET,
      LOG_LEVEL: stream ? 'info' : 'silent',
      TRUST_PROXY: false,
      NODE_ENV: 'test',
      rateLimits: defaultRateLimits,
      WEBHOOK_ALLOW_PRIVATE: true,
      ...env,
    },
    webRoot: null,
    deliverWebhooks: false,
    logger: stream ? { ...(loggerOptions('info') as object), stream } : false,
    ...options,
  });
  await app.ready();
  return app;
}

/** The real app on a database of its own. */
export async function createTestApp(
  options: {
    webRoot?: string | null;
    smtpUrl?: string;
    rateLimits?: Partial<RateLimitConfig>;
    signInProviders?: SignInProviderConfig[];
    /** Send webhook deliveries (retried after a second), to private addresses unless false. */
    webhooks?: { allowPrivate?: boolean };
  } = {},
) {
  const database: TestDatabase = await createTestDatabase();
  const app = await buildTestApp({
    env: {
      rateLimits: { ...defaultRateLimits, ...options.rateLimits },
      signInProviders: options.signInProviders,
      WEBHOOK_ALLOW_PRIVATE: options.webhooks?.allowPrivate ?? true,
    },
    deliverWebhooks: options.webhooks !== undefined,
    db: database.db,
    webRoot: options.webRoot ?? null,
    mailTransport: options.smtpUrl
      ? () => smtpTransport(options.smtpUrl as string, 'Promptshelf <no-reply@promptshelf.test>')
      : undefined,
    queuePollSeconds: 0.5,
    queueRetries: {
      mail: { retryLimit: 7, retryDelay: 1, retryBackoff: false },
      'webhook-delivery': { retryLimit: 5, retryDelay: 1, retryBackoff: false },
    },
  });
  return {
    app,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
