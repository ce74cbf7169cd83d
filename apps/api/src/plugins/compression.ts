import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Responses smaller than this go out as they are: compressing them saves next to nothing. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses dynamic responses (JSON from /api and /trpc, the HTML of a page) above the
 * threshold with brotli or gzip, whichever the client prefers. Static assets are compressed at
 * build time and served as they are (web plugin); a response that already has a
 * Content-Encoding is never compressed again. Must be registered before the routes.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  // tRPC hands Fastify a fetch Response, whose body is a stream of unknown length, and the
  // threshold only applies to payloads whose size is known: read the (never streamed) body.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!(payload instanceof Response)) return payload;
    reply.code(payload.status);
    for (const [name, value] of payload.headers) reply.header(name, value);
    return Buffer.from(await payload.arrayBuffer());
  });
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
});
