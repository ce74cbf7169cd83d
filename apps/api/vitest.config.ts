import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['../../packages/db/src/test-global-setup.ts'],
    setupFiles: ['../../packages/db/src/test-watchdog.ts'],
  },
});
