import { describe, expect, it } from 'vitest';
import { SharedReads } from './shared-reads';

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

describe('SharedReads', () => {
  it('runs one load for requests that arrive while it runs, and keeps its answer', async () => {
    const cache = new SharedReads(60_000);
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
    const cache = new SharedReads(60_000);
    expect(await cache.get('a', async () => 'A')).toBe('A');
    expect(await cache.get('b', async () => 'B')).toBe('B');
  });

  it('loads again after an invalidation, and does not keep a load that began before it', async () => {
    const cache = new SharedReads(60_000);
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
    const cache = new SharedReads(60_000);
    await expect(cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('x', async () => 'back')).toBe('back');
  });

  it('serves the old answer while one new load runs once its time is up', async () => {
    const cache = new SharedReads(0);
    expect(await cache.get('x', async () => 1)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const page = controlledLoad<number>();
    expect(await cache.get('x', page.load)).toBe(1);
    expect(await cache.get('x', page.load)).toBe(1);
    expect(page.started).toBe(1);
    page.finish(2);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await cache.get('x', page.load)).toBe(2);
  });

  it('does not keep a refresh that began before an invalidation', async () => {
    const cache = new SharedReads(0);
    await cache.get('x', async () => 'old');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const refresh = controlledLoad<string>();
    expect(await cache.get('x', refresh.load)).toBe('old');
    cache.invalidate();
    refresh.finish('read before the write');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await cache.get('x', async () => 'after the write')).toBe('after the write');
  });

  it('drops the oldest answer beyond its size', async () => {
    const cache = new SharedReads(60_000, 2);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('c', async () => 'c2')).toBe('c1');
  });
});
