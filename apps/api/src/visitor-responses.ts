import type { OutgoingHttpHeaders } from 'node:http';
import type {
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
} from 'fastify';
import {
  compress,
  COMPRESS_THRESHOLD_BYTES,
  negotiateEncoding,
  type Encoding,
} from './plugins/compression';
import { SESSION_COOKIE } from './plugins/session';
import { SHARED_CACHE_CONTROL } from './plugins/shared-read-headers';

type Headers = ReturnType<FastifyReply['getHeaders']>;

type Entry = {
  expires: number;
  headers: Headers;
  body: Buffer;
  /** The body compressed for clients that accept it, made on first demand. */
  encoded: Map<Encoding, Promise<Buffer>>;
};

const SESSION_COOKIE_PREFIX = `${SESSION_COOKIE}=`;

/**
 * A visitor's request: no session cookie and no API token, so the answer cannot be personal.
 * Other cookies (the cookie-consent choice) do not matter.
 */
function isVisitors(request: FastifyRequest): boolean {
  const { cookie, authorization } = request.headers;
  return authorization === undefined && !cookie?.includes(SESSION_COOKIE_PREFIX);
}

/**
 * Whole HTTP answers to visitors' shared reads, kept in this process for as long as the shared
 * reads themselves and forgotten with them (docs/decisions/080-shared-reads.md). The routes
 * decide what may be shared: an answer is kept only when they marked it `public` for a second
 * (shared-read-headers). A repeated read is then answered before the session, the router or
 * tRPC run at all, compressed once per encoding rather than once per request
 * (docs/decisions/081-throughput.md).
 */
export class VisitorResponses {
  readonly #entries = new Map<string, Entry>();
  /** Bumped by every clear: an answer read before a write is not kept after it. */
  #generation = 0;
  readonly #loadedIn = new WeakMap<FastifyRequest, number>();
  /** Off until this process hears other processes' writes (openSharedReads). */
  enabled = false;

  constructor(
    private readonly ttlMs = 1000,
    private readonly maxEntries = 5000,
  ) {}

  clear(): void {
    this.#entries.clear();
    this.#generation++;
  }

  /** onRequest, before every other hook: answers a visitor's repeated read from memory. */
  readonly answer: onRequestHookHandler = (request, reply, done) => {
    if (!this.enabled || request.method !== 'GET' || !isVisitors(request)) return done();
    const entry = this.#entries.get(request.url);
    if (entry === undefined || entry.expires <= Date.now()) {
      this.#loadedIn.set(request, this.#generation);
      return done();
    }
    reply.hijack();
    const etag = entry.headers.etag;
    if (etag !== undefined && request.headers['if-none-match'] === etag) {
      reply.raw.writeHead(304, entry.headers as OutgoingHttpHeaders).end();
      return done();
    }
    const encoding =
      entry.body.length >= COMPRESS_THRESHOLD_BYTES ? negotiateEncoding(request) : null;
    if (encoding === null) {
      send(reply, entry.headers, entry.body);
      return done();
    }
    let encoded = entry.encoded.get(encoding);
    if (encoded === undefined) {
      encoded = compress(encoding, entry.body);
      entry.encoded.set(encoding, encoded);
    }
    encoded.then(
      (body) => {
        const stored = entry.headers.vary;
        const vary = stored ? `${String(stored)}, Accept-Encoding` : 'Accept-Encoding';
        send(reply, { ...entry.headers, vary, 'content-encoding': encoding }, body);
        done();
      },
      (error: unknown) => {
        entry.encoded.delete(encoding);
        reply.raw.destroy(error as Error);
        done();
      },
    );
  };

  /** onSend, after the shared-read headers are set: keeps an answer the route made public. */
  readonly keep: onSendHookHandler = (request, reply, payload, done) => {
    const generation = this.#loadedIn.get(request);
    if (
      generation === this.#generation &&
      reply.statusCode === 200 &&
      reply.getHeader('cache-control') === SHARED_CACHE_CONTROL &&
      !reply.hasHeader('set-cookie') &&
      (typeof payload === 'string' || Buffer.isBuffer(payload))
    ) {
      const headers = reply.getHeaders();
      delete headers['content-length'];
      if (this.#entries.size >= this.maxEntries) {
        this.#entries.delete(this.#entries.keys().next().value!);
      }
      this.#entries.set(request.url, {
        expires: Date.now() + this.ttlMs,
        headers,
        body: typeof payload === 'string' ? Buffer.from(payload) : payload,
        encoded: new Map(),
      });
    }
    done(null, payload);
  };
}

function send(reply: FastifyReply, headers: Headers, body: Buffer) {
  reply.raw
    .writeHead(200, { ...headers, 'content-length': body.length } as OutgoingHttpHeaders)
    .end(body);
}
