import type { IncomingMessage } from 'node:http';

/**
 * The most of a refused body read only to be dropped: over three times the largest body any
 * path takes (the import's), so an honest mistake is still answered; past it the connection is
 * closed with the body unread.
 */
export const DISCARD_BODY_MAX = 32 * 1024 * 1024;

/**
 * Reads and drops what is left of a request's body, up to `max` bytes. Fastify refuses a body
 * over its limit before reading it and closes the connection; a client still writing its body
 * then meets a reset instead of the answer. Once it has written everything, it reads the 413.
 */
export async function discardBody(raw: IncomingMessage, max = DISCARD_BODY_MAX): Promise<void> {
  if (Number(raw.headers['content-length']) > max) return;
  let seen = 0;
  try {
    for await (const chunk of raw.iterator({ destroyOnReturn: false })) {
      seen += (chunk as Buffer).length;
      if (seen > max) return;
    }
  } catch {
    // The client went away: nobody is left to read the answer.
  }
}
