import { Cache } from '@promptshelf/db';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noSharedReads, SharedReads, type SharedRead } from './shared-reads';

/** Shared reads over a cache of their own (the app's is also emptied by change notices). */
function sharedReads(maxAgeMs: number, max = 5000) {
  const entries = new Cache<string, SharedRead<unknown>>({ max });
  const reads = new SharedReads(entries, maxAgeMs);
  return {
    get: <T>(key: string, load: () => Promise<T>) => reads.read(key, load).value,
    read: <T>(key: string, load: () => Promise<T>, renew?: boolean) => reads.read(key, load, renew),
    invalidate: () => entries.clear(),
  };
}

/** A load the test finishes when it wants, counting how often it was started. */
function controlledLoad<T>() {
  let started = 0;
  const pending: ((value: T) => void)[] = [];
  const load = () => {
    started++;
    return new Promise<T>((resolve) => pending.push(resolve));
  };
  return {
    load,
    get started() {
      return started;
    },
    finish: (value: T) => pending.shift()!(value),
  };
}

describe('shared reads', () => {
  it('runs one load for requests that arrive while it runs, and keeps its answer', async () => {
    const cache = sharedReads(60_000);
    const page = controlledLoad<string>();
    const first = cache.get('browse', page.load);
    const second = cache.get('browse', page.load);
    page.finish('page 1');
    expect(await first).toBe('page 1');
    expect(await second).toBe('page 1');
    expect(await cache.get('browse', page.load)).toBe('page 1');
    expect(page.started).toBe(1);
  });

  it('keeps different questions apart', async () => {
    const cache = sharedReads(60_000);
    expect(await cache.get('a', async () => 'A')).toBe('A');
    expect(await cache.get('b', async () => 'B')).toBe('B');
  });

  it('loads again after an invalidation, and does not keep a load that began before it', async () => {
    const cache = sharedReads(60_000);
    const page = controlledLoad<string>();
    const before = cache.get('browse', page.load);
    cache.invalidate();
    const after = cache.get('browse', page.load);
    page.finish('old');
    page.finish('new');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(await cache.get('browse', page.load)).toBe('new');
    expect(page.started).toBe(2);
  });

  it('does not keep a failure', async () => {
    const cache = sharedReads(60_000);
    await expect(cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('x', async () => 'back')).toBe('back');
  });

  describe('by the clock', () => {
    // Only Date is faked: the loads' promises still settle as usual.
    beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: 0 }));
    afterEach(() => vi.useRealTimers());
    const settle = () => new Promise((resolve) => setImmediate(resolve));

    it('serves an answer while it is young, and starts one reload at three quarters of its age', async () => {
      const cache = sharedReads(1000);
      expect(await cache.get('x', async () => 1)).toBe(1);
      const page = controlledLoad<number>();
      vi.setSystemTime(749);
      expect(await cache.get('x', page.load)).toBe(1);
      expect(page.started).toBe(0);
      vi.setSystemTime(750);
      expect(cache.read('x', page.load).readAt).toBe(0);
      expect(await cache.get('x', page.load)).toBe(1);
      expect(page.started).toBe(1);
      page.finish(2);
      await settle();
      expect(cache.read('x', page.load)).toMatchObject({ readAt: 750 });
      expect(await cache.get('x', page.load)).toBe(2);
      expect(page.started).toBe(1);
    });

    it('gives the reload, not the old answer, to a request that renews a copy of it', async () => {
      const cache = sharedReads(1000);
      await cache.get('x', async () => 'read at 0');
      vi.setSystemTime(749);
      expect(await cache.read('x', async () => 'unused', true).value).toBe('read at 0');
      vi.setSystemTime(900);
      const reload = controlledLoad<string>();
      const renewed = cache.read('x', reload.load, true);
      expect(renewed.readAt).toBe(900);
      // Meanwhile everyone else still gets the old answer, and no second reload starts.
      expect(await cache.get('x', reload.load)).toBe('read at 0');
      reload.finish('read at 900');
      expect(await renewed.value).toBe('read at 900');
      expect(reload.started).toBe(1);
    });

    it('never serves an answer read a full age before the request', async () => {
      const cache = sharedReads(1000);
      expect(await cache.get('x', async () => 'read at 0')).toBe('read at 0');
      const slow = controlledLoad<string>();
      vi.setSystemTime(800);
      expect(await cache.get('x', slow.load)).toBe('read at 0');
      // At 1000 the answer read at 0 is too old; the reload begun at 800 is not: it is waited for.
      vi.setSystemTime(1000);
      const waiting = cache.read('x', slow.load);
      expect(waiting.readAt).toBe(800);
      slow.finish('read at 800');
      expect(await waiting.value).toBe('read at 800');
      // A reload begun a full age before the request is not waited for either: a new load is.
      vi.setSystemTime(1550);
      const late = controlledLoad<string>();
      expect(await cache.get('x', late.load)).toBe('read at 800');
      vi.setSystemTime(2550);
      const fresh = cache.read('x', async () => 'read at 2550');
      expect(fresh.readAt).toBe(2550);
      expect(await fresh.value).toBe('read at 2550');
      expect(late.started).toBe(1);
    });

    it('does not keep a reload that began before an invalidation', async () => {
      const cache = sharedReads(1000);
      await cache.get('x', async () => 'old');
      vi.setSystemTime(750);
      const refresh = controlledLoad<string>();
      expect(await cache.get('x', refresh.load)).toBe('old');
      cache.invalidate();
      refresh.finish('read before the write');
      await settle();
      expect(await cache.get('x', async () => 'after the write')).toBe('after the write');
    });

    it('keeps serving a young answer when its reload fails, and tries again', async () => {
      const cache = sharedReads(1000);
      await cache.get('x', async () => 'kept');
      vi.setSystemTime(750);
      expect(await cache.get('x', () => Promise.reject(new Error('down')))).toBe('kept');
      await settle();
      expect(await cache.get('x', async () => 'back')).toBe('kept');
      await settle();
      expect(await cache.get('x', async () => 'unused')).toBe('back');
    });
  });

  it('drops the least recently used answer beyond its size', async () => {
    const cache = sharedReads(60_000, 2);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    expect(await cache.get('a', async () => 'a2')).toBe('a1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });

  it('hands out answers that cannot be changed, whether kept or not', async () => {
    const cache = sharedReads(60_000);
    const page = await cache.get('browse', async () => ({ snippets: [{ title: 'Kept' }] }));
    expect(() => {
      page.snippets[0]!.title = 'Changed for one request';
    }).toThrow(TypeError);
    expect(() => page.snippets.push({ title: 'Added' })).toThrow(TypeError);
    const read = await noSharedReads.get('browse', async () => ({ title: 'Read' }));
    expect(() => Object.assign(read, { title: 'Changed' })).toThrow(TypeError);
    expect(await cache.get('browse', async () => ({ snippets: [] }))).toEqual({
      snippets: [{ title: 'Kept' }],
    });
  });
});
