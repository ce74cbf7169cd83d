import { createHook } from 'node:async_hooks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Cache, DatabaseCaches, shared } from './cache';
import { users } from './schema';
import { createTestDatabase, type TestDatabase } from './testing';

// Every in-process cache is a Cache (docs/caching.md): bounded, least recently used out first,
// what it hands out frozen outside production, and the caches of database reads emptied by
// the change notices.

describe('a cache', () => {
  it('keeps at most its size, forgetting the least recently used first', () => {
    const cache = new Cache<string, number>({ max: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c')]).toEqual([1, 3]);
  });

  it('keeps nothing past its lifetime, nor past an entry’s own shorter one', async () => {
    const cache = new Cache<string, string>({ max: 10, ttl: 60_000 });
    cache.set('kept', 'for a minute');
    cache.set('brief', 'for a millisecond', 1);
    cache.set('over', 'already over', 0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cache.get('kept')).toBe('for a minute');
    expect(cache.get('brief')).toBeUndefined();
    expect(cache.get('over')).toBeUndefined();
  });

  it('makes a value only when it holds none, and keeps it unless told not to', () => {
    const cache = new Cache<string, { valid: boolean }>({ max: 10 });
    let made = 0;
    const make = (valid: boolean) => () => ({ valid, made: ++made });
    expect(cache.getOrMake('good', make(true), (v) => v.valid)).toEqual({ valid: true, made: 1 });
    expect(cache.getOrMake('good', make(true), (v) => v.valid)).toEqual({ valid: true, made: 1 });
    cache.getOrMake('forged', make(false), (v) => v.valid);
    expect(cache.getOrMake('forged', make(false), (v) => v.valid)).toEqual({
      valid: false,
      made: 3,
    });
  });

  it('hands out what it keeps frozen: changing it throws, for every request to see', () => {
    const cache = new Cache<string, { snippets: { title: string }[] }>({ max: 10 });
    cache.set('page', { snippets: [{ title: 'Shared' }] });
    const page = cache.get('page')!;
    expect(() => {
      page.snippets[0]!.title = 'Changed for one request';
    }).toThrow(TypeError);
    expect(() => page.snippets.push({ title: 'Added' })).toThrow(TypeError);
    expect(cache.get('page')).toEqual({ snippets: [{ title: 'Shared' }] });
    // A body of bytes cannot be frozen; it is kept as it is.
    const body = Buffer.from('body');
    expect(shared({ body }).body).toBe(body);
  });

  it('leaves a kept promise unfrozen: the runtime marks promises as they settle', async () => {
    // Created while no async hook runs, as a shared read can be on a server's first request;
    // Node marks such a promise when a hook is on by the time it settles.
    let resolve!: (value: string) => void;
    const loading = new Promise<string>((done) => (resolve = done));
    const read = shared({ value: loading.then((title) => ({ title })) });
    expect(Object.isFrozen(read)).toBe(true);
    expect(Object.isFrozen(read.value)).toBe(false);
    const hook = createHook({ init() {} }).enable();
    try {
      resolve('Shared');
      expect(await read.value).toEqual({ title: 'Shared' });
    } finally {
      hook.disable();
    }
  });

  it('changes its generation with every forget and clear', () => {
    const cache = new Cache<string, number>({ max: 10 });
    const before = cache.generation;
    cache.forget('a');
    expect(cache.generation).not.toBe(before);
    const after = cache.generation;
    cache.clear();
    expect(cache.generation).not.toBe(after);
  });
});

describe('the caches of database reads', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('keep nothing until they listen, then forget what a change notice names', async () => {
    const [person] = await database.db
      .insert(users)
      .values({ email: 'person@example.com', password: 'hash' })
      .returning();
    const caches = new DatabaseCaches();
    const lists = caches.cache<string, string>(['prompts', 'people'], { max: 10 });
    const sessions = caches.cache<string, string>(['sessions', 'people'], { max: 10 });
    lists.set('browse', 'page');
    expect(lists.get('browse')).toBeUndefined();

    const stop = await caches.listen(database.db);
    try {
      const fill = () => {
        lists.set('browse', 'page');
        sessions.set('sid', 'session');
      };
      fill();
      caches.changed('prompts');
      expect([lists.get('browse'), sessions.get('sid')]).toEqual([undefined, 'session']);
      fill();
      caches.changed('sessions');
      expect([lists.get('browse'), sessions.get('sid')]).toEqual(['page', undefined]);
      fill();
      caches.changed('everything');
      expect([lists.get('browse'), sessions.get('sid')]).toEqual([undefined, undefined]);

      // A change committed by anyone reaches them through PostgreSQL: a person's, here.
      fill();
      await database.db.update(users).set({ firstName: 'Ada' }).where(eq(users.id, person!.id));
      await expect
        .poll(() => [lists.get('browse'), sessions.get('sid')], { timeout: 30_000 })
        .toEqual([undefined, undefined]);
    } finally {
      await stop();
    }
  });
});
