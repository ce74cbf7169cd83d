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
    expect(env.QUEUE_POLL_SECONDS).toBe(2);
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
    // pg-boss polls at most twice a second.
    expect(() => parseEnv({ QUEUE_POLL_SECONDS: '0.1' })).toThrow(/QUEUE_POLL_SECONDS/);
  });

  it('requires a session secret in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(
      /SESSION_SECRET: required/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', DATA_DIR: dataDir() }).DATABASE_URL).toBeUndefined();
  });

  it('configures no sign-in provider unless asked', () => {
    expect(parseEnv({ DATA_DIR: dataDir() }).signInProviders).toEqual([]);
  });

  it('reads GitHub, Google and numbered OpenID Connect providers', () => {
    const env = parseEnv({
      DATA_DIR: dataDir(),
      GITHUB_CLIENT_ID: 'gh-id',
      GITHUB_CLIENT_SECRET: 'gh-secret',
      GOOGLE_CLIENT_ID: 'g-id',
      GOOGLE_CLIENT_SECRET: 'g-secret',
      OIDC_ISSUER: 'https://login.example.com/realms/staff',
      OIDC_CLIENT_ID: 'o-id',
      OIDC_CLIENT_SECRET: 'o-secret',
      OIDC_NAME: 'Example SSO',
      OIDC_2_ISSUER: 'http://127.0.0.1:9000',
      OIDC_2_CLIENT_ID: 'o2-id',
      OIDC_2_CLIENT_SECRET: 'o2-secret',
    });
    expect(env.signInProviders).toEqual([
      {
        id: 'github',
        name: 'GitHub',
        kind: 'github',
        clientId: 'gh-id',
        clientSecret: 'gh-secret',
      },
      {
        id: 'google',
        name: 'Google',
        kind: 'oidc',
        issuer: 'https://accounts.google.com',
        clientId: 'g-id',
        clientSecret: 'g-secret',
      },
      {
        id: 'oidc',
        name: 'Example SSO',
        kind: 'oidc',
        issuer: 'https://login.example.com/realms/staff',
        clientId: 'o-id',
        clientSecret: 'o-secret',
      },
      {
        id: 'oidc-2',
        name: '127.0.0.1',
        kind: 'oidc',
        issuer: 'http://127.0.0.1:9000',
        clientId: 'o2-id',
        clientSecret: 'o2-secret',
      },
    ]);
  });

  it("names a provider's missing or wrong variable", () => {
    expect(() => parseEnv({ DATA_DIR: dataDir(), GITHUB_CLIENT_ID: 'gh-id' })).toThrow(
      /GITHUB_CLIENT_SECRET: required/,
    );
    expect(() =>
      parseEnv({ DATA_DIR: dataDir(), OIDC_3_ISSUER: 'https://id.example.com' }),
    ).toThrow(/OIDC_3_CLIENT_ID: required/);
    expect(() =>
      parseEnv({
        DATA_DIR: dataDir(),
        OIDC_ISSUER: 'http://id.example.com',
        OIDC_CLIENT_ID: 'id',
        OIDC_CLIENT_SECRET: 'secret',
      }),
    ).toThrow(/OIDC_ISSUER: must be an https URL/);
  });
});
