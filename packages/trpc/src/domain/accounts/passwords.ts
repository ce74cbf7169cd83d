import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults, which are OWASP's: m=19456 KiB, t=2, p=1.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verified when the email is unknown, so an unknown email costs the same time as a wrong password.
const UNKNOWN_USER_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$kXYA9j+bLnCF69O3QXRQ0Q$XlwBFsOskp94JiyiVb4SsFiR4dRS6sjzlEKTltZxLuc';

/** Checks a password against a stored hash; with no hash, does the same work and says no. */
export async function verifyPassword(storedHash: string | undefined, password: string) {
  const ok = await verify(storedHash ?? UNKNOWN_USER_HASH, password).catch(() => false);
  return storedHash !== undefined && ok;
}
