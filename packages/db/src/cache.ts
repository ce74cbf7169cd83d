import { LRUCache } from 'lru-cache';
import type { Database } from './client';
import { listenForChanges, type Change } from './notify';

// Every in-process cache of the app is made here (docs/caching.md says what may be cached).

/**
 * Whether what a cache hands out is deep-frozen. A cached answer is the same object for every
 * request that gets it, so a change made for one request would reach all of them: in
 * development and in tests the change throws instead. Not in production, where freezing every
 * answer would cost time on the busiest paths.
 */
const FREEZES_SHARED = process.env.NODE_ENV !== 'production' || process.env.VITEST !== undefined;

/**
 * `answer`, deep-frozen outside production (its own properties, all the way down): what is
 * handed to more than one request goes through here. Buffers cannot be frozen and are left as
 * they are; a Map's or a Date's contents are not properties and stay changeable. A promise is
 * left unfrozen too: Node marks a promise as it settles (for its async hooks), and a frozen one
 * stops the process. What it resolves to is frozen by whoever keeps it (`.then(shared)`).
 */
export function shared<T>(answer: T): T {
  if (FREEZES_SHARED) deepFreeze(answer);
  return answer;
}

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null) return;
  if (Object.isFrozen(value) || ArrayBuffer.isView(value) || value instanceof Promise) return;
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
}

export type CacheOptions = {
  /** How many entries at most: past it the least recently used one is dropped. */
  max: number;
  /** How long an entry is kept at most, in ms; unlimited when unset. */
  ttl?: number;
};

type Key = NonNullable<unknown>;

/**
 * A bounded cache in this process, on lru-cache: at most `max` entries, each for at most `ttl`.
 * What it keeps is `shared` (frozen outside production). Its `generation` changes with every
 * forget and clear, so that a value read before one is not kept after it.
 */
export class Cache<K extends Key, V extends Key> {
  readonly #entries: LRUCache<K, V>;
  #generation = 0;

  constructor(
    { max, ttl }: CacheOptions,
    /** Whether a value may be kept now (DatabaseCaches: while this process hears changes). */
    private readonly keeping: () => boolean = () => true,
  ) {
    this.#entries = new LRUCache<K, V>({ max, ttl });
  }

  get(key: K): V | undefined {
    return this.#entries.get(key);
  }

  /** The value kept for `key`; else `make()`'s, kept unless `keeps` says otherwise. */
  getOrMake(key: K, make: () => V, keeps?: (value: V) => boolean): V {
    let value = this.#entries.get(key);
    if (value === undefined) {
      value = make();
      if (keeps?.(value) !== false) this.set(key, value);
    }
    return value;
  }

  /** Keeps `value` for the cache's ttl, or `ttl` ms if that is shorter (not at all if ≤ 0). */
  set(key: K, value: V, ttl?: number): void {
    if (!this.keeping() || (ttl !== undefined && ttl <= 0)) return;
    const longest = this.#entries.ttl || Infinity;
    this.#entries.set(
      key,
      shared(value),
      ttl === undefined ? undefined : { ttl: Math.min(ttl, longest) },
    );
  }

  /** Forgets `key`; a value for it read before now is not kept (see `generation`). */
  forget(key: K): void {
    this.#entries.delete(key);
    this.#generation++;
  }

  /** Forgets everything; a value read before now is not kept (see `generation`). */
  clear(): void {
    this.#entries.clear();
    this.#generation++;
  }

  /** Compare before and after a read: a value read across a change is not kept. */
  get generation(): number {
    return this.#generation;
  }
}

/** What a cache of database reads holds, in the words of the change notices (notify.ts). */
export type Held = Exclude<Change, 'everything'>;

/**
 * This process's caches of what the database holds, and the one way they forget: `changed`.
 * It is called for every change notice from PostgreSQL, which each process's commits send
 * (notify.ts); with 'everything' whenever listening (re)starts, since notices sent meanwhile
 * are lost; and by this process for its own writes before it replies, so that the writer's
 * next read sees them before the notice arrives. Until this process listens, its caches keep
 * nothing: another process's write could not reach them.
 */
export class DatabaseCaches {
  readonly #caches: { holds: readonly Held[]; clear: () => void }[] = [];
  #listening = false;

  /** A cache of reads of what `holds` names, emptied whenever any of it changes. */
  cache<K extends Key, V extends Key>(holds: readonly Held[], options: CacheOptions): Cache<K, V> {
    const cache = new Cache<K, V>(options, () => this.#listening);
    this.#caches.push({ holds, clear: () => cache.clear() });
    return cache;
  }

  /** `change` was committed: every cache holding it forgets all it holds. */
  changed(change: Change): void {
    for (const { holds, clear } of this.#caches) {
      if (change === 'everything' || holds.includes(change)) clear();
    }
  }

  /** Listens for the change notices (throws if the database cannot be reached); returns `stop`. */
  async listen(db: Database): Promise<() => Promise<void>> {
    const stop = await listenForChanges(db, (change) => this.changed(change));
    this.#listening = true;
    // A read that began before now may predate a change no notice told of.
    this.changed('everything');
    return stop;
  }
}
