import { defineConfig } from 'vitest/config';
// Node loads a config's imports from packages as they are, and cannot run the package's
// TypeScript by name: the shared settings come by path.
// eslint-disable-next-line no-restricted-imports
import { databaseSuite } from '../../packages/db/vitest.database-suite';

export default defineConfig({ test: databaseSuite });
