import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'promptshelf-env-'));

describe('DATABASE_READ_URL', () => {
  it('takes a replica beside the primary', () => {
    const env = parseEnv({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://app@primary:5432/promptshelf',
      DATABASE_READ_URL: 'postgres://app@replica:5432/promptshelf',
    });
    expect(env.DATABASE_READ_URL).toBe('postgres://app@replica:5432/promptshelf');
  });

  it('refuses a replica without a primary, and a URL that is not PostgreSQL', () => {
    expect(() =>
      parseEnv({ DATA_DIR: dataDir(), DATABASE_READ_URL: 'postgres://app@replica/promptshelf' }),
    ).toThrow(/DATABASE_READ_URL: needs DATABASE_URL/);
    expect(() =>
      parseEnv({
        DATA_DIR: dataDir(),
        DATABASE_URL: 'postgres://app@primary/promptshelf',
        DATABASE_READ_URL: 'mysql://app@replica/promptshelf',
      }),
    ).toThrow(/DATABASE_READ_URL/);
  });
});
