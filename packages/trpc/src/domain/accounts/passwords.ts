import argon2 from 'argon2';

// argon2id with OWASP's parameters (m=19456 KiB, t=2, p=1), given explicitly: node-argon2's own
// defaults are heavier (m=65536, t=3, p=4). Hashes stored by earlier releases use the same ones.
const OWASP = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OWASP);
}

// Verified when the email is unknown, so an unknown email costs the same time as a wrong password.
const UNKNOWN_USER_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$kXYA9j+bLnCF69O3QXRQ0Q$XlwBFsOskp94JiyiVb4SsFiR4dRS6sjzlEKTltZxLuc';

/** Checks a password against a stored hash; with no hash, does the same work and says no. */
export async function verifyPassword(storedHash: string | null | undefined, password: string) {
  const ok = await argon2.verify(storedHash ?? UNKNOWN_USER_HASH, password).catch(() => false);
  return storedHash != null && ok;
}
