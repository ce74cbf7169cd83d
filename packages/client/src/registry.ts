import { renderPrompt } from '@promptshelf/validators/render-prompt';
import { PromptRegistryError } from './errors';
import type {
  FallbackPrompt,
  FetchedPrompt,
  PromptRegistry,
  PromptRegistryOptions,
  PromptResult,
  PromptSelector,
  RegistryPrompt,
} from './types';

interface Entry {
  readonly prompt: RegistryPrompt;
  readonly etag: string | null;
  /** When the server was last asked (answered or not): the ttl counts from here. */
  checkedAt: number;
  /** When the server last confirmed the copy. */
  fetchedAt: Date;
  /** The last refresh's failure, while the copy is stale. */
  error?: PromptRegistryError;
  refreshing?: Promise<void>;
}

type Fresh = { notModified: false; prompt: RegistryPrompt; etag: string | null };
type Answer = { notModified: true } | Fresh;

/** Statuses that say "not now" rather than "no": the last good copy stands in for them. */
const TRANSIENT = new Set([408, 429]);

/**
 * A client for the prompt registry with a cache: fresh copies answer at once, older ones answer
 * at once too while one request revalidates them in the background (If-None-Match), and the
 * last good copy keeps answering while the server is down. Decision 198.
 */
export function createPromptRegistry(options: PromptRegistryOptions): PromptRegistry {
  const base = new URL(options.url).href.replace(/\/+$/, '');
  const ttlMs = options.ttlMs ?? 60_000;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const fetchFn = options.fetch ?? globalThis.fetch;
  const entries = new Map<string, Entry>();
  const firstLoads = new Map<string, Promise<PromptResult>>();

  function report(error: PromptRegistryError) {
    try {
      options.onError?.(error);
    } catch {
      // A failing hook must not turn a cached answer into a failure.
    }
  }

  /** Without an ETag the server has nothing to answer 304 to. */
  async function ask(ref: string, selector: PromptSelector, etag: null): Promise<Fresh>;
  async function ask(ref: string, selector: PromptSelector, etag: string | null): Promise<Answer>;
  async function ask(ref: string, selector: PromptSelector, etag: string | null): Promise<Answer> {
    const query = new URLSearchParams();
    if (selector.label !== undefined) query.set('label', selector.label);
    if (selector.version !== undefined) query.set('version', String(selector.version));
    const path = ref.split('/').map(encodeURIComponent).join('/');
    const address = `${base}/api/registry/${path}${query.size > 0 ? `?${query}` : ''}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (etag) headers['if-none-match'] = etag;

    let response: Response;
    try {
      response = await fetchFn(address, { headers, signal: AbortSignal.timeout(timeoutMs) });
    } catch (cause) {
      const why = cause instanceof Error ? cause.message : String(cause);
      throw new PromptRegistryError(
        `Promptshelf at ${base} could not be reached: ${why}`,
        'unavailable',
        ref,
        undefined,
        { cause },
      );
    }
    if (response.status === 304 && etag) return { notModified: true };
    const body: unknown = await response.json().catch(() => undefined);
    if (response.ok && isRegistryPrompt(body)) {
      return { notModified: false, prompt: freeze(body), etag: response.headers.get('etag') };
    }
    const refused = response.status >= 400 && response.status < 500;
    const said =
      typeof body === 'object' &&
      body !== null &&
      'message' in body &&
      typeof body.message === 'string'
        ? body.message
        : undefined;
    throw new PromptRegistryError(
      refused && said ? said : `Promptshelf answered ${response.status} for ${ref}`,
      refused && !TRANSIENT.has(response.status) ? 'refused' : 'unavailable',
      ref,
      response.status,
    );
  }

  function fromEntry(entry: Entry, source: FetchedPrompt['source']): FetchedPrompt {
    return {
      ...entry.prompt,
      source,
      stale: entry.error !== undefined,
      fetchedAt: entry.fetchedAt,
      ...(entry.error && { error: entry.error }),
    };
  }

  function store(key: string, answer: Fresh): Entry {
    const now = Date.now();
    const entry: Entry = {
      prompt: answer.prompt,
      etag: answer.etag,
      checkedAt: now,
      fetchedAt: new Date(now),
    };
    entries.set(key, entry);
    return entry;
  }

  function fallbackFor(ref: string, error: PromptRegistryError): FallbackPrompt | undefined {
    const { fallback } = options;
    const content =
      typeof fallback === 'string'
        ? fallback
        : fallback && Object.hasOwn(fallback, ref)
          ? fallback[ref]
          : undefined;
    if (content === undefined) return undefined;
    return { source: 'fallback', stale: true, ref, content, variables: [], error };
  }

  async function load(key: string, ref: string, selector: PromptSelector): Promise<PromptResult> {
    try {
      return fromEntry(store(key, await ask(ref, selector, null)), 'server');
    } catch (error) {
      const failure = asRegistryError(error, ref);
      const fallback = failure.kind === 'unavailable' ? fallbackFor(ref, failure) : undefined;
      if (!fallback) throw failure;
      report(failure);
      return fallback;
    }
  }

  function revalidate(key: string, ref: string, selector: PromptSelector, entry: Entry) {
    if (entry.refreshing) return;
    entry.refreshing = (async () => {
      try {
        const answer = await ask(ref, selector, entry.etag);
        if (entries.get(key) !== entry) return;
        if (answer.notModified) {
          entry.checkedAt = Date.now();
          entry.fetchedAt = new Date(entry.checkedAt);
          delete entry.error;
        } else {
          store(key, answer);
        }
      } catch (error) {
        const failure = asRegistryError(error, ref);
        // Deleted, no longer readable, token revoked: the next get asks again and throws.
        if (failure.kind === 'refused') entries.delete(key);
        else {
          entry.error = failure;
          entry.checkedAt = Date.now();
        }
        report(failure);
      } finally {
        delete entry.refreshing;
      }
    })();
  }

  async function get(ref: string, selector: PromptSelector = {}): Promise<PromptResult> {
    const key = JSON.stringify([ref, selector.label ?? null, selector.version ?? null]);
    const entry = entries.get(key);
    if (entry) {
      if (Date.now() - entry.checkedAt >= ttlMs) revalidate(key, ref, selector, entry);
      return fromEntry(entry, 'cache');
    }
    let pending = firstLoads.get(key);
    if (!pending) {
      pending = load(key, ref, selector).finally(() => firstLoads.delete(key));
      firstLoads.set(key, pending);
    }
    return pending;
  }

  return {
    get,
    async render(ref, values, selector) {
      const prompt = await get(ref, selector);
      // The server's rules, bundled: it fills from the cache while the server is down.
      return { ...renderPrompt(prompt.content, prompt.variables, values), prompt };
    },
  };
}

function asRegistryError(error: unknown, ref: string): PromptRegistryError {
  if (error instanceof PromptRegistryError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new PromptRegistryError(message, 'unavailable', ref, undefined, { cause: error });
}

function isRegistryPrompt(body: unknown): body is RegistryPrompt {
  if (typeof body !== 'object' || body === null) return false;
  const prompt = body as Record<string, unknown>;
  return (
    typeof prompt.ref === 'string' &&
    typeof prompt.version === 'number' &&
    typeof prompt.content === 'string' &&
    Array.isArray(prompt.labels) &&
    Array.isArray(prompt.variables)
  );
}

/** Results share the cached arrays: frozen, so a caller cannot change the cache by accident. */
function freeze(prompt: RegistryPrompt): RegistryPrompt {
  for (const variable of prompt.variables) {
    if (variable.options) Object.freeze(variable.options);
    Object.freeze(variable);
  }
  Object.freeze(prompt.variables);
  Object.freeze(prompt.labels);
  return Object.freeze(prompt);
}
