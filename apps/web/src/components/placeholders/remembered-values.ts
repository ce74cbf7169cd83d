/**
 * The last values used to generate from a prompt, kept in this browser's localStorage under the
 * prompt's id so the generator can offer them again. Only the most recent prompts are kept, and
 * signing out forgets them all (docs/decisions/141-generator-and-remembered-values.md).
 */
import { forgetKeysWithPrefix, keysWithPrefix, localStore } from '#src/lib/local-store';

const PREFIX = 'promptshelf.placeholder-values.';
/** Prompts remembered at most; the least recently used go first. */
export const REMEMBERED_PROMPTS_MAX = 50;

type Entry = { at: number; values: Record<string, string> };

function read(store: Storage, key: string): Entry | null {
  try {
    const entry = JSON.parse(store.getItem(key) ?? 'null') as Entry | null;
    if (!entry || typeof entry.values !== 'object' || entry.values === null) return null;
    const values: Record<string, string> = {};
    for (const [name, value] of Object.entries(entry.values)) {
      if (typeof value === 'string') values[name] = value;
    }
    return { at: Number(entry.at) || 0, values };
  } catch {
    return null;
  }
}

/** The values last used for this prompt on this device, if any. */
export function loadRememberedValues(promptId: number): Record<string, string> | null {
  const store = localStore();
  return store ? (read(store, PREFIX + promptId)?.values ?? null) : null;
}

/** Remembers the values for this prompt; a full or disabled storage just forgets. */
export function saveRememberedValues(promptId: number, values: Record<string, string>) {
  const store = localStore();
  if (!store) return;
  try {
    store.setItem(PREFIX + promptId, JSON.stringify({ at: Date.now(), values }));
    const keys = keysWithPrefix(store, PREFIX);
    if (keys.length > REMEMBERED_PROMPTS_MAX) {
      keys
        .map((key) => ({ key, at: read(store, key)?.at ?? 0 }))
        .sort((a, b) => a.at - b.at)
        .slice(0, keys.length - REMEMBERED_PROMPTS_MAX)
        .forEach(({ key }) => store.removeItem(key));
    }
  } catch {
    // Quota exceeded or storage refused: the values are simply not remembered.
  }
}

export function forgetRememberedValues(promptId: number) {
  try {
    localStore()?.removeItem(PREFIX + promptId);
  } catch {
    // Nothing to forget.
  }
}

/** Signing out forgets every prompt's values, so the next person on this device sees none. */
export function forgetAllRememberedValues() {
  forgetKeysWithPrefix(PREFIX);
}
