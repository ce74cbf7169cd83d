import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

describe('the embedded database folder', () => {
  let dataDir: string;
  const lockFile = () => path.join(dataDir, 'promptshelf.lock');
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'promptshelf-lock-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is held by the process that opened it, and let go on release', () => {
    const release = lockDataDir(dataDir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('refuses another process while the holder runs, naming it', () => {
    // The parent of this test process runs for as long as the test does.
    writeFileSync(lockFile(), String(process.ppid));
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dataDir)).toThrow(
      `in use by another Promptshelf process (pid ${process.ppid})`,
    );
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.ppid));
  });

  it('takes over a lock whose process is gone', () => {
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    writeFileSync(lockFile(), String(gone));
    const release = lockDataDir(dataDir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
  });
});
