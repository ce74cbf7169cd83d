import { useCallback, useSyncExternalStore } from 'react';

const COOKIE_CONSENT_KEY = 'promptshelf.cookie-consent';

const listeners = new Set<() => void>();
/** Remembers acceptance for this page view when storage refuses the write. */
let acceptedInMemory = false;

function read(): boolean {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY) === 'accepted';
  } catch {
    // Storage can be unavailable (privacy modes); then the banner simply shows again.
    return false;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Accepting in one tab hides the banner in the others.
  const onStorage = (event: StorageEvent) => {
    if (event.key === COOKIE_CONSENT_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Consent is stored on the device, under one local key. */
export function useCookieConsent(): { accepted: boolean; accept: () => void } {
  const accepted = useSyncExternalStore(
    subscribe,
    () => acceptedInMemory || read(),
    () => true,
  );
  const accept = useCallback(() => {
    try {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted');
    } catch {
      // Not persisted, but still hidden for this page view below.
    }
    acceptedInMemory = true;
    for (const listener of listeners) listener();
  }, []);
  return { accepted, accept };
}
