import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createToastStore } from './toast-store';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps at most one toast: a new toast replaces the visible one', () => {
    const store = createToastStore();
    store.toast({ title: 'Copied!' });
    store.toast({ title: 'Failed to delete prompt', variant: 'destructive' });

    const toasts = store.getSnapshot();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({
      title: 'Failed to delete prompt',
      variant: 'destructive',
      open: true,
    });
  });

  it('closes a dismissed toast first and removes it after the exit animation', () => {
    const store = createToastStore(1, 1000);
    const handle = store.toast({ title: 'Password changed!' });
    handle.dismiss();
    expect(store.getSnapshot()).toMatchObject([{ id: handle.id, open: false }]);

    vi.advanceTimersByTime(1000);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('does not let a pending removal delete a toast shown after it', () => {
    const store = createToastStore(1, 1000);
    store.toast({ title: 'first' }).dismiss();
    store.toast({ title: 'second' });
    vi.advanceTimersByTime(1000);
    expect(store.getSnapshot()).toMatchObject([{ title: 'second', open: true }]);
  });

  it('updates a toast in place and notifies subscribers of every change', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const handle = store.toast({ title: 'Saving...' });
    handle.update({ title: 'Profile updated!' });
    expect(store.getSnapshot()).toMatchObject([{ title: 'Profile updated!' }]);
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    store.toast({ title: 'ignored by the old listener' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
