import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// A webhook's secret signs its deliveries, so the server needs it back: it cannot be hashed
// like a token. It is kept encrypted (AES-256-GCM) under a key derived from SESSION_SECRET, so
// a copy of the database alone does not give it away (docs/decisions/196).

/** The key that encrypts webhook secrets, derived from the server's SESSION_SECRET. */
export function webhookSecretKey(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, '', 'promptshelf webhook secrets', 32));
}

/** A new secret for a webhook whose maker gave none: 32 random bytes. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

export function encryptSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
}

export function decryptSecret(key: Buffer, stored: string): string {
  const [iv, tag, data] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
}
