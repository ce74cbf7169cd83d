import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database is one process's files: a second process opening the same folder (the
 * CLI beside a running server, a second server) would write over the first one's pages, and the
 * first would go on serving what it cached. So the folder is held by a lock file naming the
 * process that opened it; a lock whose process is gone is stale and taken over.
 */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by another Promptshelf process (pid ${pid}). ` +
        'Stop the server first, or run with DATABASE_URL (PostgreSQL) to change a running site.',
    );
    this.name = 'DataDirInUseError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as somebody else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Holds `dataDir` for this process; answers the release. Throws DataDirInUseError if held. */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'promptshelf.lock');
  for (;;) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(file, 'utf8'));
    // This process opening its own folder again (a restart within tests) keeps the first hold.
    if (holder === process.pid) return () => {};
    if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
      throw new DataDirInUseError(dataDir, holder);
    }
    rmSync(file, { force: true });
  }
}
