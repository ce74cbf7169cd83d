import { defineConfig } from 'vitest/config';
import { databaseSuite } from './vitest.database-suite';

export default defineConfig({ test: databaseSuite });
