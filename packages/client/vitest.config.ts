import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Each file starts its own Promptshelf server; one at a time keeps a busy machine usable.
    fileParallelism: false,
    // Far above a busy machine's slowest start (decision 068); a limit here times nothing.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
