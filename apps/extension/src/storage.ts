import type { PlaceholderSetting } from '@promptshelf/validators/placeholder-setting-values';

/** What the extension keeps in chrome.storage.local (decision 225). Nothing leaves the device. */
export interface Connection {
  /** The server's origin, e.g. https://promptshelf.example.com */
  server: string;
  token: string;
}

export interface CachedPrompt {
  id: number;
  title: string;
  content: string;
  variables: PlaceholderSetting[];
  /** Where it was found: "My prompts", "Favourites" or a workspace's name. */
  places: string[];
}

export interface Library {
  server: string;
  prompts: CachedPrompt[];
  fetchedAt: number | null;
  /** Set when the last refresh failed; the prompts are then the last good list. */
  refreshError: string | null;
}

const CONNECTION = 'connection';
const LIBRARY = 'library';
const VALUES_PREFIX = 'values.';
/** Prompts whose last values are kept at most, as in the app (decision 141). */
const REMEMBERED_PROMPTS_MAX = 50;

export async function loadConnection(): Promise<Connection | null> {
  const stored = await chrome.storage.local.get(CONNECTION);
  return (stored[CONNECTION] as Connection | undefined) ?? null;
}

export async function saveConnection(connection: Connection) {
  await chrome.storage.local.clear();
  await chrome.storage.local.set({ [CONNECTION]: connection });
}

/** Disconnecting forgets everything: the token, the list and the remembered values. */
export async function forgetEverything() {
  await chrome.storage.local.clear();
}

export async function loadLibrary(): Promise<Library | null> {
  const stored = await chrome.storage.local.get(LIBRARY);
  return (stored[LIBRARY] as Library | undefined) ?? null;
}

export async function saveLibrary(library: Library) {
  await chrome.storage.local.set({ [LIBRARY]: library });
}

export function onLibraryChange(listener: (library: Library | null) => void) {
  const handle = (changes: Record<string, chrome.storage.StorageChange>, area: string) => {
    if (area === 'local' && LIBRARY in changes) {
      listener((changes[LIBRARY]!.newValue as Library | undefined) ?? null);
    }
  };
  chrome.storage.onChanged.addListener(handle);
  return () => chrome.storage.onChanged.removeListener(handle);
}

type RememberedEntry = { at: number; values: Record<string, string> };

export async function loadRememberedValues(promptId: number) {
  const key = VALUES_PREFIX + promptId;
  const stored = await chrome.storage.local.get(key);
  return (stored[key] as RememberedEntry | undefined)?.values ?? null;
}

export async function saveRememberedValues(promptId: number, values: Record<string, string>) {
  const all = await chrome.storage.local.get(null);
  const entries = Object.entries(all).filter(([key]) => key.startsWith(VALUES_PREFIX));
  const others = entries.filter(([key]) => key !== VALUES_PREFIX + promptId);
  const dropped = others
    .sort(([, a], [, b]) => (a as RememberedEntry).at - (b as RememberedEntry).at)
    .slice(0, Math.max(0, others.length + 1 - REMEMBERED_PROMPTS_MAX))
    .map(([key]) => key);
  if (dropped.length > 0) await chrome.storage.local.remove(dropped);
  await chrome.storage.local.set({ [VALUES_PREFIX + promptId]: { at: Date.now(), values } });
}

export async function forgetRememberedValues(promptId: number) {
  await chrome.storage.local.remove(VALUES_PREFIX + promptId);
}
