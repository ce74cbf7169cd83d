/** This browser's localStorage, or null on the server or where storage is disabled. */
export function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled
  }
}

/** Every key in the store that starts with `prefix`. */
export function keysWithPrefix(store: Storage, prefix: string): string[] {
  const keys: string[] = [];
  for (let index = 0; index < store.length; index++) {
    const key = store.key(index);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  return keys;
}

/** Removes every key that starts with `prefix`; a refused storage just keeps them. */
export function forgetKeysWithPrefix(prefix: string) {
  const store = localStore();
  if (!store) return;
  try {
    keysWithPrefix(store, prefix).forEach((key) => store.removeItem(key));
  } catch {
    // Nothing to forget.
  }
}
