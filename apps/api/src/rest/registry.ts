import { hash } from 'node:crypto';
import { jsonText } from '@promptshelf/trpc';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { body, query, route } from './adapter';

// Prompts by reference for apps (docs/api.md, "Registry"; decision 190). A reference holds
// slashes ('@ada/support/reply'), so it is the rest of the path.

const RENDER = '/render';

/** The reference in the path: everything after /api/registry/ (and before /render). */
const refOf = (request: FastifyRequest) => (request.params as { '*': string })['*'];

/**
 * A registry answer: a strong ETag of its bytes, and `no-cache` so any client may keep it but
 * asks again each time (a 304 when nothing changed). `private`: no shared cache keeps it, as
 * who may read it and where its labels point can change at any moment (decision 190).
 */
function replyWithETag(reply: FastifyReply, answer: object) {
  const text = jsonText(answer);
  const etag = `"${hash('sha256', text, 'base64url')}"`;
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  const asked = reply.request.headers['if-none-match'];
  const known = (asked ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (known.includes(etag) || asked?.trim() === '*') return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(text);
}

export const registryRoutes = [
  route({
    method: 'GET',
    url: '/api/registry/*',
    call: (caller, request) =>
      caller.registry.get({ ...(query(request) as object), ref: refOf(request) } as never),
    reply: replyWithETag,
  }),
  route({
    method: 'POST',
    url: '/api/registry/*',
    // Only '{ref}/render' is a POST; any other path has no reference to fill.
    call: (caller, request) => {
      const path = refOf(request);
      const ref = path.endsWith(RENDER) ? path.slice(0, -RENDER.length) : '';
      return caller.registry.render({ ...(body(request) as object), ref } as never);
    },
  }),
];
