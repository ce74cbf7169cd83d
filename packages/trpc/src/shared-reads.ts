/**
 * Answers shared between visitors for a short while (anonymous lists, a public prompt): one
 * load per key at a time, whoever asks meanwhile waits for the same promise, and the answer is
 * kept for `ttlMs`. Any write clears everything: this process's mutations at once, other
 * processes' through PostgreSQL NOTIFY (docs/decisions/080-shared-reads.md). Nothing personal
 * may be stored here.
 */
export class SharedReads {
  readonly #entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs = 1000,
    private readonly maxEntries = 5000,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    const value = load();
    const entry = { expires: now + this.ttlMs, value };
    if (hit) this.#entries.delete(key);
    // Oldest first: Map keeps insertion order, so the first key is the oldest entry.
    if (this.#entries.size >= this.maxEntries) {
      this.#entries.delete(this.#entries.keys().next().value!);
    }
    this.#entries.set(key, entry);
    // A failure is not shared beyond the requests already waiting for it.
    value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    return value;
  }

  /**
   * Forgets every answer. A load still running keeps its callers but is not kept: it may have
   * read the database before the write that caused this.
   */
  invalidate(): void {
    this.#entries.clear();
  }
}

/** Reads through the cache; for tests and scripts that build a context without one. */
export const noSharedReads = {
  get: <T>(_key: string, load: () => Promise<T>) => load(),
  invalidate: () => {},
} satisfies Pick<SharedReads, 'get' | 'invalidate'>;

export type SharedReadCache = Pick<SharedReads, 'get' | 'invalidate'>;
