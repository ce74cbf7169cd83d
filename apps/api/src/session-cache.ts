import type { Cache } from '@promptshelf/db';
import type { Viewer } from '@promptshelf/trpc';

/** A stored session with its person, as the session store reads it. */
export type SessionRead = {
  sess: Record<string, unknown>;
  viewer: Viewer | null;
  /** When the session itself ends (its `expire`), in ms since the epoch. */
  expires: number;
  /** When the session was last seen, in ms since the epoch; moved forward as requests come. */
  lastSeen: number;
};

/**
 * The sessions this process has read, each with its person, so that a signed-in person's
 * requests do not each read the sessions table (docs/decisions/081-throughput.md). Any process
 * that ends or changes a session, or changes a person, makes every process forget (NOTIFY, see
 * openSharedReads); this process's own writes forget at once. The cache's lifetime only bounds
 * what a lost notification could leave behind; a session is never kept past its own end.
 * A superadmin's session is never kept: their flag is checked against the database on every
 * request, so an operator's revoking it holds from the very next one.
 */
export class SessionCache {
  constructor(private readonly entries: Cache<string, SessionRead>) {}

  /** The session `sid` from memory, or through `load` (a session not found is not kept). */
  async read(sid: string, load: () => Promise<SessionRead | null>): Promise<SessionRead | null> {
    const kept = this.entries.get(sid);
    if (kept !== undefined) return kept;
    const generation = this.entries.generation;
    const read = await load();
    if (read !== null && !read.viewer?.superadmin && generation === this.entries.generation) {
      this.entries.set(sid, read, read.expires - Date.now());
    }
    return read;
  }

  forget(sid: string): void {
    this.entries.forget(sid);
  }
}
