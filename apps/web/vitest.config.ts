import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests of plain modules; the app's Vite plugins are not needed for them. A loaded shared
// machine can take seconds over the bounded worst case of the word diff: no tight timeout.
// `#src/...` resolves as in vite.config.ts.
export default defineConfig({
  resolve: {
    alias: [{ find: /^#src\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }],
  },
  test: { include: ['src/**/*.test.ts'], testTimeout: 30_000 },
});
