/**
 * Answers shared between visitors for a short while (anonymous lists, a public prompt): one
 * load per key at a time, whoever asks meanwhile waits for the same promise, and no answer is
 * served once it is `maxAgeMs` old. Any write clears everything: this process's mutations at
 * once, other processes' through PostgreSQL NOTIFY (docs/decisions/080-shared-reads.md).
 * Nothing personal may be stored here.
 */
type Entry = {
  /** When its load began: the answer holds nothing older. */
  readAt: number;
  value: Promise<unknown>;
  /** The reload under way, once the answer is `renewAfterMs` old. */
  next?: Entry;
};

/** An answer and how old what it holds may be. */
export type SharedRead<T> = { value: Promise<T>; readAt: number };

export class SharedReads {
  readonly #entries = new Map<string, Entry>();
  /**
   * From this age an answer is reloaded while still served: a quarter of the age is left for
   * the reload, and a busy key is read a little more often than once per `maxAgeMs`.
   */
  readonly renewAfterMs: number;

  constructor(
    private readonly maxAgeMs = 1000,
    private readonly maxEntries = 5000,
  ) {
    this.renewAfterMs = (maxAgeMs * 3) / 4;
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.read(key, load).value;
  }

  /**
   * The answer for `key`, with the time it was read. Past `renewAfterMs` an answer is still
   * served while one reload runs (stale-while-revalidate: making every request wait for the
   * reload each second made a busy server wait most of the time), so a busy key is reloaded
   * before it is too old to serve; an answer `maxAgeMs` old is never served, as counters (which
   * no notification announces) would then be older than promised. `renew` asks for that reload
   * rather than the old answer (a kept copy of the old answer is being replaced). An
   * invalidation is waited for: nothing from before it is served.
   */
  read<T>(key: string, load: () => Promise<T>, renew = false): SharedRead<T> {
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit) {
      const age = now - hit.readAt;
      if (age < this.maxAgeMs) {
        if (age < this.renewAfterMs) return hit as SharedRead<T>;
        hit.next ??= this.#refresh(key, hit, load, now);
        return (renew ? hit.next : hit) as SharedRead<T>;
      }
      if (hit.next && now - hit.next.readAt < this.maxAgeMs) return hit.next as SharedRead<T>;
    }
    const entry: Entry = { readAt: now, value: load() };
    if (hit === undefined && this.#entries.size >= this.maxEntries) {
      // Oldest first: Map keeps insertion order, so the first key is the oldest entry.
      this.#entries.delete(this.#entries.keys().next().value!);
    }
    this.#entries.set(key, entry);
    // A failure is not shared beyond the requests already waiting for it.
    entry.value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    return entry as SharedRead<T>;
  }

  #refresh(key: string, stale: Entry, load: () => Promise<unknown>, now: number): Entry {
    const next: Entry = { readAt: now, value: load() };
    next.value.then(
      () => {
        // Not kept after an invalidation: the map no longer holds the stale entry then.
        if (this.#entries.get(key) === stale) this.#entries.set(key, next);
      },
      // The old answer stays while young enough; the next request tries again.
      () => {
        if (stale.next === next) stale.next = undefined;
      },
    );
    return next;
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
