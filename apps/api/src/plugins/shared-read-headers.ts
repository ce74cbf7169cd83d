import { hash } from 'node:crypto';
import { Cache } from '@promptshelf/db';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

const SHARED_ROUTES = new Set(['/api/snippets', '/api/snippets/:id']);
const SHARED_PROCEDURES = new Set(['snippets.browse', 'snippets.byId']);

/** The ETags of recent bodies: a shared body is the same string object for a second. */
const etags = new Cache<string, string>({ max: 1000 });

const etagOf = (body: string): string =>
  etags.getOrMake(body, () => `W/"${hash('sha1', body, 'base64url')}"`);

/** A shared read's Cache-Control: the mark of an answer any visitor may be given. */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=1';

/**
 * tRPC's headers for the same reads (its `responseMeta`): tRPC answers with a stream, which an
 * onSend hook must not touch. A batch is shared only when each of its procedures is.
 */
export function trpcCacheHeaders(opts: {
  ctx?: { viewer: unknown };
  paths: readonly string[] | undefined;
  type: string;
  errors: unknown[];
  data: readonly unknown[];
  eagerGeneration: boolean;
}): { headers?: Record<string, string> } {
  const shared =
    opts.type === 'query' && opts.paths?.every((procedure) => SHARED_PROCEDURES.has(procedure));
  if (!shared) return {};
  if (opts.ctx?.viewer) return { headers: { 'cache-control': 'no-store' } };
  if (opts.errors.length > 0) return {};
  const listed =
    !opts.eagerGeneration &&
    opts.data.every((answer) => isListed((answer as { result?: { data?: unknown } }).result?.data));
  if (!listed) return { headers: { 'cache-control': 'no-store' } };
  return { headers: { 'cache-control': SHARED_CACHE_CONTROL, vary: 'Cookie' } };
}

/** Answers of a shared route that hold something not listed: no cache keeps them. */
const unshared = new WeakSet<FastifyReply>();

/** Marks this answer as one for its request alone when `answer` is not listed. */
export function shareOnlyListed(reply: FastifyReply, answer: unknown) {
  if (!isListed(answer)) unshared.add(reply);
}

/**
 * False for a prompt that is not listed: an unlisted one, read by its link, is answered to that
 * request alone and kept by no cache. A page of browse (no `visibility` of its own) is listed.
 */
function isListed(answer: unknown): boolean {
  return !(
    typeof answer === 'object' &&
    answer !== null &&
    'visibility' in answer &&
    answer.visibility !== 'public'
  );
}

/**
 * HTTP caching of shared reads (docs/decisions/080-shared-reads.md). A visitor's answer is the
 * same for every visitor: a CDN may keep it for a second (it shows changes within a second),
 * and a browser revalidates a REST answer with its ETag (304). This hook covers the REST
 * routes; tRPC's answers get theirs from trpcCacheHeaders. A signed-in person's answer carries their
 * likes and saves: never stored anywhere.
 */
export const sharedReadHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (request.method !== 'GET' || route === undefined || !SHARED_ROUTES.has(route)) {
      return payload;
    }
    if (request.session.userId || request.apiAuth || unshared.has(reply)) {
      reply.header('cache-control', 'no-store');
      return payload;
    }
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    reply.header('cache-control', SHARED_CACHE_CONTROL);
    // A request with a session cookie or a token may be answered for that person: keep them
    // apart (a request with a bad token never gets here: it is a 401).
    reply.header('vary', 'Cookie, Authorization');
    const etag = etagOf(payload);
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) {
      reply.code(304);
      return '';
    }
    return payload;
  });
});
