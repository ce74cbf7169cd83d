import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

// Made by @node-rs/argon2 2.2 with the parameters below, for the password 'correct horse battery
// staple': a stored hash must keep verifying whatever library hashes the next ones (see 060).
const STORED_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$Yx0GWfKrpbgY9sspagbtGQ$t6WYn5FC/yEfpVHSfNoA8sSgWprEW5+YwnPCPopdr0w';

describe('passwords', () => {
  it('verifies an existing $argon2id$ hash, and refuses a wrong password against it', async () => {
    expect(await verifyPassword(STORED_HASH, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(STORED_HASH, 'correct horse battery stapler')).toBe(false);
  });

  it('hashes with argon2id and the OWASP parameters, and verifies its own hash', async () => {
    const hash = await hashPassword('secret12');
    const [, algorithm, version, parameters] = hash.split('$');
    expect([algorithm, version]).toEqual(['argon2id', 'v=19']);
    expect(parameters?.split(',').sort()).toEqual(['m=19456', 'p=1', 't=2']);
    expect(await verifyPassword(hash, 'secret12')).toBe(true);
    expect(await verifyPassword(hash, 'secret13')).toBe(false);
  });

  it('says no without a stored hash, and for a stored value that is not a hash', async () => {
    expect(await verifyPassword(undefined, 'anything')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });
});
