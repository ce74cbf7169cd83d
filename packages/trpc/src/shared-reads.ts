/**
 * Answers shared between visitors for a short while (anonymous lists, a public prompt): one
 * load per key at a time, whoever asks meanwhile waits for the same promise, and the answer is
 * fresh for `ttlMs`. Any write clears everything: this process's mutations at once, other
 * processes' through PostgreSQL NOTIFY (docs/decisions/080-shared-reads.md). Nothing personal
 * may be stored here.
 */
type Entry = { expires: number; value: Promise<unknown>; refreshing: boolean };

export class SharedReads {
  readonly #entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = 1000,
    private readonly maxEntries = 5000,
  ) {}

  /**
   * The answer for `key`. Past its time an answer is still served while one new load runs
   * (stale-while-revalidate): expiry only bounds staleness if a notification were lost, and
   * making every request wait for the reload each second made a busy server wait most of the
   * time. An invalidation, in contrast, is waited for: nothing from before it is served.
   */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit) {
      if (hit.expires <= now && !hit.refreshing) this.#refresh(key, hit, load);
      return hit.value as Promise<T>;
    }
    const entry: Entry = { expires: now + this.ttlMs, value: load(), refreshing: false };
    // Oldest first: Map keeps insertion order, so the first key is the oldest entry.
    if (this.#entries.size >= this.maxEntries) {
      this.#entries.delete(this.#entries.keys().next().value!);
    }
    this.#entries.set(key, entry);
    // A failure is not shared beyond the requests already waiting for it.
    entry.value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    return entry.value as Promise<T>;
  }

  #refresh(key: string, stale: Entry, load: () => Promise<unknown>) {
    stale.refreshing = true;
    const value = load();
    value.then(
      () => {
        // Not kept after an invalidation: the map no longer holds the stale entry then.
        if (this.#entries.get(key) !== stale) return;
        this.#entries.set(key, { expires: Date.now() + this.ttlMs, value, refreshing: false });
      },
      // The old answer stays; the next request tries again.
      () => {
        stale.refreshing = false;
      },
    );
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
