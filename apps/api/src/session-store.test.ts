import { Cache, DatabaseCaches, sessions, users } from '@promptshelf/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionCache, type SessionRead } from './session-cache';
import { DatabaseSessionStore } from './session-store';
import { createTestApp } from './test/app';
import { eventually } from './test/eventually';
import { signedInUser } from './test/users';

// The session store reads the signed-in person with the session, in one query, and keeps both
// until a change to either is announced (docs/decisions/081-throughput.md); the person is never
// written into the stored session.

let t: Awaited<ReturnType<typeof createTestApp>>;
afterAll(() => t.close());
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { loginPerIp: 10_000 } });
});

describe('the session store', () => {
  it('reads the person anew once anyone changes them, and never stores them in the session', async () => {
    const member = await signedInUser(t.app, t.db, 'Ada');
    expect((await member.agent.get('/api/auth/user')).json()).toMatchObject({ firstName: 'Ada' });

    // An operator's change, outside the app: PostgreSQL tells every process.
    await t.db.update(users).set({ firstName: 'Grace' }).where(eq(users.id, member.id));
    await eventually('the new name', async () => {
      const user = (await member.agent.get('/api/auth/user')).json() as { firstName: string };
      return user.firstName === 'Grace';
    });

    const stored = await t.db
      .select({ sess: sessions.sess })
      .from(sessions)
      .where(eq(sessions.userId, member.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.sess).toMatchObject({ userId: member.id });
    expect(stored[0]!.sess).not.toHaveProperty('viewer');
  });

  it('signs nobody in on a session whose account is gone', async () => {
    const member = await signedInUser(t.app, t.db, 'Gone');
    await t.db.update(sessions).set({ userId: null }).where(eq(sessions.userId, member.id));
    await t.db.delete(users).where(eq(users.id, member.id));
    await eventually('the account gone', async () => {
      return (await member.agent.get('/api/auth/user')).statusCode === 401;
    });
  });

  it('shows a person their own profile change on their next request', async () => {
    const member = await signedInUser(t.app, t.db, 'Lin');
    expect((await member.agent.get('/api/auth/user')).statusCode).toBe(200);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie: member.agent.cookie! },
      payload: { username: `lin-${member.id.slice(0, 8)}`, firstName: 'Lina' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await member.agent.get('/api/auth/user')).json()).toMatchObject({
      firstName: 'Lina',
      username: `lin-${member.id.slice(0, 8)}`,
    });
  });

  it('ends a session at once on sign-out, wherever it was kept', async () => {
    const member = await signedInUser(t.app, t.db, 'Out');
    const cookie = member.agent.cookie!;
    expect((await member.agent.get('/api/auth/user')).statusCode).toBe(200);
    expect((await member.agent.post('/api/auth/logout')).statusCode).toBeLessThan(300);
    const again = await t.app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(again.statusCode).toBe(401);
  });
});

describe('the sessions kept in memory', () => {
  // A cache that hears no notification: only its own store's writes make it forget.
  const quietCache = () => new Cache<string, SessionRead>({ max: 100, ttl: 60_000 });
  const quietStore = () => {
    const entries = quietCache();
    return { entries, store: new DatabaseSessionStore(t.db, new SessionCache(entries)) };
  };
  const read = (store: DatabaseSessionStore, sid: string) =>
    new Promise<Record<string, unknown> | null>((resolve, reject) =>
      store.get(sid, (err, session) =>
        err ? reject(err as Error) : resolve(session as Record<string, unknown> | null),
      ),
    );
  const sidOf = async (userId: string) =>
    (await t.db.select({ sid: sessions.sid }).from(sessions).where(eq(sessions.userId, userId)))[0]!
      .sid;

  it('answers a session again from memory until told it changed', async () => {
    const member = await signedInUser(t.app, t.db, 'Kept');
    const sid = await sidOf(member.id);
    const { entries, store } = quietStore();
    expect(await read(store, sid)).toMatchObject({
      userId: member.id,
      viewer: { firstName: 'Kept' },
    });

    await t.db.update(users).set({ firstName: 'Changed' }).where(eq(users.id, member.id));
    expect(await read(store, sid)).toMatchObject({ viewer: { firstName: 'Kept' } });

    entries.clear();
    expect(await read(store, sid)).toMatchObject({ viewer: { firstName: 'Changed' } });
  });

  it('never keeps a superadmin’s session: revoking the flag holds at once', async () => {
    const member = await signedInUser(t.app, t.db, 'Boss');
    await t.db.update(users).set({ superadmin: true }).where(eq(users.id, member.id));
    const sid = await sidOf(member.id);
    const { store } = quietStore();
    expect(await read(store, sid)).toMatchObject({ viewer: { superadmin: true } });
    await t.db.update(users).set({ superadmin: false }).where(eq(users.id, member.id));
    expect(await read(store, sid)).toMatchObject({ viewer: { superadmin: false } });
  });

  it('forgets a session it ends itself, and never keeps one not found', async () => {
    const member = await signedInUser(t.app, t.db, 'Ends');
    const sid = await sidOf(member.id);
    const { store } = quietStore();
    expect(await read(store, sid)).not.toBeNull();
    await new Promise<void>((resolve, reject) =>
      store.destroy(sid, (err) => (err ? reject(err as Error) : resolve())),
    );
    expect(await read(store, sid)).toBeNull();
    expect(await read(store, 'no-such-session')).toBeNull();
  });

  it('does not keep a session read before it was forgotten', async () => {
    const cache = new SessionCache(quietCache());
    let release!: () => void;
    const slow = cache.read(
      's1',
      () =>
        new Promise((resolve) => {
          release = () =>
            resolve({
              sess: { old: true },
              viewer: null,
              expires: Date.now() + 60_000,
              lastSeen: Date.now(),
            });
        }),
    );
    cache.forget('s1');
    release();
    expect(await slow).toMatchObject({ sess: { old: true } });
    const fresh = await cache.read('s1', async () => ({
      sess: { old: false },
      viewer: null,
      expires: Date.now() + 60_000,
      lastSeen: Date.now(),
    }));
    expect(fresh).toMatchObject({ sess: { old: false } });
  });

  it('keeps nothing while it hears no notifications, nor past a session’s end', async () => {
    const off = new SessionCache(new DatabaseCaches().cache(['sessions'], { max: 100 }));
    let loads = 0;
    const load = async () => {
      loads++;
      return { sess: {}, viewer: null, expires: Date.now() + 60_000, lastSeen: Date.now() };
    };
    await off.read('s', load);
    await off.read('s', load);
    expect(loads).toBe(2);

    const on = new SessionCache(quietCache());
    let ends = 0;
    const ending = async () => {
      ends++;
      return { sess: {}, viewer: null, expires: Date.now() - 1, lastSeen: Date.now() };
    };
    await on.read('s', ending);
    await on.read('s', ending);
    expect(ends).toBe(2);
  });
});
