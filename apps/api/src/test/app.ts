import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@promptshelf/db/testing';
import { defaultRateLimits, type RateLimitConfig } from '@promptshelf/trpc';
import { buildApp } from '../app';
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

/** The real app on a database of its own. */
export async function createTestApp(
  options: {
    webRoot?: string | null;
    smtpUrl?: string;
    rateLimits?: Partial<RateLimitConfig>;
  } = {},
) {
  const database: TestDatabase = await createTestDatabase();
  const app = await buildApp({
    env: {
      APP_URL: TEST_APP_URL,
      SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
      LOG_LEVEL: 'silent',
      TRUST_PROXY: false,
      NODE_ENV: 'test',
      rateLimits: { ...defaultRateLimits, ...options.rateLimits },
    },
    db: database.db,
    webRoot: options.webRoot ?? null,
    logger: false,
    mailTransport: options.smtpUrl
      ? () => smtpTransport(options.smtpUrl as string, 'Promptshelf <no-reply@promptshelf.test>')
      : undefined,
    mailPollMs: 50,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
