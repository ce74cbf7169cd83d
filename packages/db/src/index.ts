export * from './schema';
export { createDatabase, createPglite, STATEMENT_TIMEOUT_MS } from './client';
export { DataDirInUseError } from './data-dir-lock';
export type { Database, DatabaseConnection, DatabaseOptions, Schema } from './client';
export { migrate, migrationsFolder } from './migrate';
export { seedOptions } from './seed';
export { isDatabaseUnavailable } from './unavailable';
export { listenForChanges, SHARED_READS_CHANNEL, type Change } from './notify';
export { Cache, DatabaseCaches, shared, type CacheOptions, type Held } from './cache';
export { estimatedRows, execute, jsonValue, rowsOf, setLocal, type RawRow } from './raw-sql';
export {
  enqueue,
  workEach,
  openQueue,
  QUEUES,
  type EnqueueOptions,
  type JobQueue,
  type QueueName,
  type QueueRetries,
} from './queue';
