import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'promptshelf-env-'));

describe('parseEnv', () => {
  it('starts with no environment at all', () => {
    const env = parseEnv({ DATA_DIR: dataDir() });
    expect(env.PORT).toBe(3000);
    expect(env.APP_URL).toBe('http://localhost:3000');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it("takes an entry point's default for APP_URL, which the environment overrides", () => {
    const defaults = { APP_URL: 'http://localhost:5173' };
    expect(parseEnv({ DATA_DIR: dataDir() }, defaults).APP_URL).toBe('http://localhost:5173');
    expect(parseEnv({ DATA_DIR: dataDir(), APP_URL: '' }, defaults).APP_URL).toBe(
      'http://localhost:5173',
    );
    expect(
      parseEnv({ DATA_DIR: dataDir(), APP_URL: 'https://prompts.example.com/' }, defaults).APP_URL,
    ).toBe('https://prompts.example.com');
  });

  it('keeps the generated session secret across restarts', () => {
    const dir = dataDir();
    expect(parseEnv({ DATA_DIR: dir }).SESSION_SECRET).toBe(
      parseEnv({ DATA_DIR: dir }).SESSION_SECRET,
    );
  });

  it('names the variable that is wrong', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
  });

  it('requires a session secret in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(
      /SESSION_SECRET: required/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', DATA_DIR: dataDir() }).DATABASE_URL).toBeUndefined();
  });
});
