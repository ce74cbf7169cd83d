import { beforeEach, describe, expect, it } from 'vitest';

import {
  PENDING_ACTION_MS,
  rememberPendingAction,
  safeReturnPath,
  takePendingAction,
} from './after-sign-in';

describe('safeReturnPath', () => {
  it('keeps a path on this site, with its search', () => {
    expect(safeReturnPath('/snippets/7/cold-email')).toBe('/snippets/7/cold-email');
    expect(safeReturnPath('/browse?search=email&sortBy=liked')).toBe(
      '/browse?search=email&sortBy=liked',
    );
  });

  it('drops other sites, the API and the sign-in page', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      '/api/auth/logout',
      '/trpc/auth.me',
      '/auth?redirect=/auth',
      '',
      42,
      undefined,
    ]) {
      expect(safeReturnPath(value), String(value)).toBeUndefined();
    }
  });
});

describe('a pending action', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    globalThis.localStorage = {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
      removeItem: (key) => void store.delete(key),
      clear: () => store.clear(),
      key: () => null,
      length: 0,
    };
  });

  it('is taken once, after sign-in', () => {
    rememberPendingAction({ kind: 'like', promptId: 7 }, 1_000);
    expect(takePendingAction(2_000)).toEqual({ kind: 'like', promptId: 7 });
    expect(takePendingAction(2_000)).toBeNull();
  });

  it('is forgotten when the sign-in comes too late', () => {
    rememberPendingAction({ kind: 'clone', promptId: 7 }, 0);
    expect(takePendingAction(PENDING_ACTION_MS)).toBeNull();
  });

  it('is taken from the form an earlier release stored', () => {
    store.set('promptshelf:after-sign-in', '{"kind":"like","snippetId":7,"at":1000}');
    expect(takePendingAction(2_000)).toEqual({ kind: 'like', promptId: 7 });
  });

  it('ignores what it did not write', () => {
    store.set('promptshelf:after-sign-in', '{"kind":"delete","snippetId":7,"at":0}');
    expect(takePendingAction(1)).toBeNull();
    store.set('promptshelf:after-sign-in', 'not json');
    expect(takePendingAction(1)).toBeNull();
  });
});
