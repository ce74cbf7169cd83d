import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Responses smaller than this go out as they are: compressing them saves next to nothing. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

const compressors: Record<Encoding, (input: Buffer) => Promise<Buffer>> = {
  // Quality 4, as @fastify/compress uses: most of the gain for a fraction of the time of 11.
  br: promisify((input: Buffer, callback: (error: Error | null, result: Buffer) => void) =>
    brotliCompress(input, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }, callback),
  ),
  gzip: promisify(gzip),
};

const negotiator = new Negotiator({ supportedValues: [...ENCODINGS] });

/** The encoding this request's client prefers among ours, or null for none. */
export function negotiateEncoding(request: FastifyRequest): Encoding | null {
  const acceptEncoding = request.headers['accept-encoding'];
  return acceptEncoding ? (negotiator.negotiate(acceptEncoding) as Encoding | null) : null;
}

export const compress = (encoding: Encoding, body: Buffer) => compressors[encoding](body);

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

  // @fastify/compress hooks into routes, and the not-found handler, which sends the pages'
  // HTML (web plugin), is none: its responses are compressed here.
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      !request.is404 ||
      typeof payload !== 'string' ||
      Buffer.byteLength(payload) < COMPRESS_THRESHOLD_BYTES ||
      reply.hasHeader('content-encoding')
    ) {
      return payload;
    }
    const encoding = negotiateEncoding(request);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
    reply.removeHeader('content-length');
    return compress(encoding, Buffer.from(payload));
  });

  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: [...ENCODINGS],
  });
});
