import { hash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const SHARED_ROUTES = new Set(['/api/snippets', '/api/snippets/:id']);
const SHARED_PROCEDURES = new Set(['snippets.browse', 'snippets.byId']);

/** The ETags of recent bodies: a shared body is the same string object for a second. */
const etags = new Map<string, string>();
const ETAGS_KEPT = 1000;

function etagOf(body: string): string {
  let etag = etags.get(body);
  if (etag === undefined) {
    etag = `W/"${hash('sha1', body, 'base64url')}"`;
    if (etags.size >= ETAGS_KEPT) etags.delete(etags.keys().next().value!);
    etags.set(body, etag);
  }
  return etag;
}

/** Browse and a prompt: the reads a visitor shares with every other visitor. */
function isSharedRead(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route === '/trpc/:path') {
    // A batch ('a,b') is shared only when each of its procedures is.
    const { path } = request.params as { path: string };
    return path.split(',').every((procedure) => SHARED_PROCEDURES.has(procedure));
  }
  return route !== undefined && SHARED_ROUTES.has(route);
}

/**
 * HTTP caching of shared reads (docs/decisions/080-shared-reads.md). A visitor's answer is the
 * same for every visitor: a CDN may keep it for a second (it shows changes within a second),
 * and a browser revalidates a REST answer with its ETag (304). A signed-in person's answer carries their
 * likes and saves: never stored anywhere.
 */
export const sharedReadHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || !isSharedRead(request)) return payload;
    if (request.session.userId) {
      reply.header('cache-control', 'no-store');
      return payload;
    }
    if (reply.statusCode !== 200) return payload;
    reply.header('cache-control', 'public, max-age=0, s-maxage=1');
    // A request with a session cookie may be answered for that person: keep them apart.
    reply.header('vary', 'Cookie');
    // tRPC answers with a stream: only the REST adapter's JSON text gets an ETag.
    if (typeof payload !== 'string') return payload;
    const etag = etagOf(payload);
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) {
      reply.code(304);
      return '';
    }
    return payload;
  });
});
