import type { OutgoingHttpHeaders } from 'node:http';
import type { Cache } from '@promptshelf/db';
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

/** A visitor's answer, kept whole. */
export type VisitorAnswer = {
  /** When the oldest read it was made from began (SharedReads.read). */
  readAt: number;
  headers: Headers;
  body: Buffer;
  /** The body compressed for clients that accept it, made on first demand. */
  encoded: Map<Encoding, Promise<Buffer>>;
};

/** A visitor's request that was not answered from memory, and may be kept. */
type Loading = {
  /** The cache's generation when it began: an answer read before a write is not kept after it. */
  generation: number;
  /** When the oldest read its answer is made from began. */
  readAt: number;
  /** It replaces a kept answer that is still served meanwhile: it waits for younger reads. */
  renews: boolean;
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
 * Whole HTTP answers to visitors' shared reads, kept in this process and forgotten with the
 * shared reads (docs/decisions/080-shared-reads.md). The routes decide what may be shared: an
 * answer is kept only when they marked it `public` for a second (shared-read-headers). A
 * repeated read is then answered before the session, the router or tRPC run at all, compressed
 * once per encoding rather than once per request (docs/decisions/081-throughput.md).
 *
 * An answer is as old as the oldest shared read it was made from, not as the moment it was
 * kept: counting from then would add this cache's second to the shared reads' own. It is
 * served until `maxAgeMs` after that read; from `renewAfterMs`, one request goes through and
 * waits for the shared reads' reload, while the others are still answered from memory.
 */
export class VisitorResponses {
  readonly #loadedIn = new WeakMap<FastifyRequest, Loading>();
  /** Kept answers for which a request was let through to make a younger one. */
  readonly #renewing = new WeakSet<VisitorAnswer>();

  constructor(
    /** Keyed by URL; emptied with the shared reads (openSharedReads). */
    private readonly entries: Cache<string, VisitorAnswer>,
    private readonly maxAgeMs: number,
    /** When the shared reads start reloading (SharedReads.renewAfterMs). */
    private readonly renewAfterMs: number,
  ) {}

  /** Whether this request replaces a kept answer (it then asks the shared reads to renew). */
  renews(request: FastifyRequest): boolean {
    return this.#loadedIn.get(request)?.renews === true;
  }

  /** A shared read this request's answer is made from, read at `readAt`. */
  noteRead(request: FastifyRequest, readAt: number): void {
    const loading = this.#loadedIn.get(request);
    if (loading !== undefined && readAt < loading.readAt) loading.readAt = readAt;
  }

  /** onRequest, before every other hook: answers a visitor's repeated read from memory. */
  readonly answer: onRequestHookHandler = (request, reply, done) => {
    if (request.method !== 'GET' || !isVisitors(request)) return done();
    const now = Date.now();
    const entry = this.entries.get(request.url);
    const age = entry === undefined ? Infinity : now - entry.readAt;
    if (
      entry === undefined ||
      age >= this.maxAgeMs ||
      (age >= this.renewAfterMs && !this.#renewing.has(entry))
    ) {
      const renews = entry !== undefined && age < this.maxAgeMs;
      if (renews) this.#renewing.add(entry);
      // What this request reads from the database itself is younger than its arrival.
      const generation = this.entries.generation;
      this.#loadedIn.set(request, { generation, readAt: now, renews });
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
    const loaded = this.#loadedIn.get(request);
    if (
      loaded?.generation === this.entries.generation &&
      Date.now() - loaded.readAt < this.maxAgeMs &&
      // Two requests may make the same page: the younger answer stays.
      !((this.entries.get(request.url)?.readAt ?? 0) > loaded.readAt) &&
      reply.statusCode === 200 &&
      reply.getHeader('cache-control') === SHARED_CACHE_CONTROL &&
      !reply.hasHeader('set-cookie') &&
      (typeof payload === 'string' || Buffer.isBuffer(payload))
    ) {
      const headers = reply.getHeaders();
      delete headers['content-length'];
      this.entries.set(request.url, {
        readAt: loaded.readAt,
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
