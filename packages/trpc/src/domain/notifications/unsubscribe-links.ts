import { createHmac, hkdfSync } from 'node:crypto';
import type { UnsubscribeTopic } from '@promptshelf/validators';

// Mail's unsubscribe links (docs/decisions/240): signed, bound to the person, their address and
// what they turn off, usable without signing in.

/** The key that signs unsubscribe links, derived from the server's SESSION_SECRET. */
export function unsubscribeKey(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, '', 'promptshelf unsubscribe links', 32));
}

/** The link's token: an HMAC of the person, their address now and the kind. */
export function unsubscribeToken(
  key: Buffer,
  userId: string,
  email: string,
  kind: UnsubscribeTopic,
) {
  return createHmac('sha256', key)
    .update(`${userId}\n${email.toLowerCase()}\n${kind}`)
    .digest('base64url');
}

/** The unsubscribe link of one kind for one person and address. */
export function unsubscribeUrl(
  base: string,
  key: Buffer,
  recipient: { id: string; email: string },
  kind: UnsubscribeTopic,
) {
  const query = new URLSearchParams({
    user: recipient.id,
    kind,
    token: unsubscribeToken(key, recipient.id, recipient.email, kind),
  });
  return `${base}?${query}`;
}
