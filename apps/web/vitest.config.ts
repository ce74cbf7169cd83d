import { defineConfig } from 'vitest/config';

import { srcAlias } from './vite.config';

// Unit tests of plain modules; the app's Vite plugins are not needed for them. A loaded shared
// machine can take seconds over the bounded worst case of the word diff: no tight timeout.
export default defineConfig({
  resolve: { alias: [srcAlias] },
  test: { include: ['src/**/*.test.ts'], testTimeout: 30_000 },
});
