import { defineConfig } from 'vitest/config';
import { databaseSuite } from '../../packages/db/vitest.database-suite';

export default defineConfig({ test: databaseSuite });
