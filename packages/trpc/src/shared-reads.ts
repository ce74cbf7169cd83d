import { shared, type Cache } from '@promptshelf/db';

/** An answer and how old what it holds may be: its load began at `readAt`. */
export type SharedRead<T> = { value: Promise<T>; readAt: number };

/**
 * Answers shared between visitors for a short while (anonymous lists, a public prompt): one
 * load per key at a time, whoever asks meanwhile waits for the same promise, and no answer is
 * served once it is `maxAgeMs` old. The answers are kept in `entries`, which any write empties:
 * this process's mutations at once, other processes' through PostgreSQL NOTIFY
 * (docs/decisions/080-shared-reads.md, docs/caching.md). Nothing personal may be stored here.
 */
export class SharedReads {
  /** The reload under way of an answer past `renewAfterMs`, by the answer it replaces. */
  readonly #reloads = new WeakMap<SharedRead<unknown>, SharedRead<unknown>>();
  /**
   * From this age an answer is reloaded while still served: a quarter of the age is left for
   * the reload, and a busy key is read a little more often than once per `maxAgeMs`.
   */
  readonly renewAfterMs: number;

  constructor(
    private readonly entries: Cache<string, SharedRead<unknown>>,
    private readonly maxAgeMs = 1000,
  ) {
    this.renewAfterMs = (maxAgeMs * 3) / 4;
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
    const hit = this.entries.get(key);
    if (hit) {
      const age = now - hit.readAt;
      if (age < this.maxAgeMs) {
        if (age < this.renewAfterMs) return hit as SharedRead<T>;
        let next = this.#reloads.get(hit);
        if (!next) this.#reloads.set(hit, (next = this.#reload(key, hit, load, now)));
        return (renew ? next : hit) as SharedRead<T>;
      }
      const next = this.#reloads.get(hit);
      if (next && now - next.readAt < this.maxAgeMs) return next as SharedRead<T>;
    }
    const entry = { readAt: now, value: load().then(shared) };
    this.entries.set(key, entry);
    // A failure is not shared beyond the requests already waiting for it.
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.forget(key);
    });
    return entry as SharedRead<T>;
  }

  #reload(
    key: string,
    stale: SharedRead<unknown>,
    load: () => Promise<unknown>,
    now: number,
  ): SharedRead<unknown> {
    const next = { readAt: now, value: load().then(shared) };
    next.value.then(
      () => {
        // Not kept after an invalidation: the cache no longer holds the stale entry then.
        if (this.entries.get(key) === stale) this.entries.set(key, next);
      },
      // The old answer stays while young enough; the next request tries again.
      () => {
        if (this.#reloads.get(stale) === next) this.#reloads.delete(stale);
      },
    );
    return next;
  }
}

/** The shared reads as one request sees them (the app's caches, or noSharedReads). */
export type SharedReadCache = {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** This process wrote: forget every shared answer before replying. */
  invalidate(): void;
};

/**
 * Reads straight from the database, for tests and scripts that build a context without the
 * app's caches. The answers are frozen all the same, as a cache would hand them out.
 */
export const noSharedReads: SharedReadCache = {
  get: (_key, load) => load().then(shared),
  invalidate: () => {},
};
