import type { Viewer } from '@promptshelf/trpc';

/** A stored session with its person, as the session store reads it. */
export type SessionRead = {
  sess: Record<string, unknown>;
  viewer: Viewer | null;
  /** When the session itself ends (its `expire`), in ms since the epoch. */
  expires: number;
};

type Entry = { read: SessionRead; until: number };

/**
 * The sessions this process has read, each with its person, so that a signed-in person's
 * requests do not each read the sessions table (docs/decisions/081-throughput.md). Any process
 * that ends or changes a session, or changes a person, makes every process forget (NOTIFY, see
 * openSharedReads); this process's own writes forget at once. The lifetime only bounds what a
 * lost notification could leave behind. Off until this process listens for those notifications.
 * A superadmin's session is never kept: their flag is checked against the database on every
 * request, so an operator's revoking it holds from the very next one.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  /** Bumped by every forget: a read that began before it is not kept. */
  #generation = 0;
  enabled = false;

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 10_000,
  ) {}

  /** The session `sid` from memory, or through `load` (a session not found is not kept). */
  async read(sid: string, load: () => Promise<SessionRead | null>): Promise<SessionRead | null> {
    const now = Date.now();
    const entry = this.#entries.get(sid);
    if (entry !== undefined && entry.until > now && entry.read.expires > now) return entry.read;
    const generation = this.#generation;
    const read = await load();
    if (
      read !== null &&
      !read.viewer?.superadmin &&
      this.enabled &&
      generation === this.#generation
    ) {
      if (this.#entries.size >= this.maxEntries) {
        this.#entries.delete(this.#entries.keys().next().value!);
      }
      this.#entries.set(sid, { read, until: now + this.ttlMs });
    }
    return read;
  }

  forget(sid: string): void {
    this.#entries.delete(sid);
    this.#generation++;
  }

  clear(): void {
    this.#entries.clear();
    this.#generation++;
  }
}
