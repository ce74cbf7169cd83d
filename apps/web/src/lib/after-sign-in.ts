// Coming back after a sign-in that started from a page: the page travels in the
// address (`/auth?redirect=/snippets/7/x`), and what a visitor asked to do there (like, save,
// clone) waits on this device until they are signed in.

// Where a value leads is decided by the browser's URL parser, which drops tabs and newlines and
// reads '\' as '/' ('/\t/evil.example' is '//evil.example'): the same parser judges it here.
const THIS_SITE = 'http://promptshelf.invalid';

/**
 * A path on this site to return to, or undefined: another origin ('//evil.example',
 * 'https://…'), the API and the sign-in page itself are never a place to come back to.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2000 || !value.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(value, THIS_SITE);
  } catch {
    return undefined;
  }
  if (url.origin !== THIS_SITE) return undefined;
  const path = url.pathname + url.search + url.hash;
  if (/^\/(api|trpc|auth)(?:[/?#]|$)/.test(path)) return undefined;
  return path;
}

/** Where the reader is now, to come back to. */
export function currentPath(): string {
  return window.location.pathname + window.location.search;
}

export type PendingActionKind = 'like' | 'favorite' | 'clone';
export interface PendingAction {
  kind: PendingActionKind;
  promptId: number;
}

const KEY = 'promptshelf:after-sign-in';
/** An action older than this was abandoned: signing in later does not do it. */
export const PENDING_ACTION_MS = 30 * 60_000;

export function rememberPendingAction(action: PendingAction, now = Date.now()): void {
  try {
    // Stored under the field's first name, so an action saved before a release runs after it.
    const stored = { kind: action.kind, snippetId: action.promptId, at: now };
    localStorage.setItem(KEY, JSON.stringify(stored));
  } catch {
    // Storage refused (private mode, quota): the visitor signs in and does it again.
  }
}

/** The action waiting for this sign-in, once: it is forgotten as it is taken. */
export function takePendingAction(now = Date.now()): PendingAction | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { kind?: unknown; snippetId?: unknown; at?: unknown };
    const kinds: unknown[] = ['like', 'favorite', 'clone'];
    if (
      kinds.includes(value.kind) &&
      Number.isSafeInteger(value.snippetId) &&
      typeof value.at === 'number' &&
      now - value.at >= 0 &&
      now - value.at < PENDING_ACTION_MS
    ) {
      return { kind: value.kind as PendingActionKind, promptId: value.snippetId as number };
    }
  } catch {
    // Not ours, or damaged: ignored.
  }
  return null;
}
