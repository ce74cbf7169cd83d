import { defineConfig } from 'vitest/config';

// Unit tests of plain modules; the app's Vite plugins are not needed for them.
export default defineConfig({ test: { include: ['src/**/*.test.ts'] } });
