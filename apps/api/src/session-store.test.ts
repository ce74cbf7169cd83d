import { sessions, users } from '@promptshelf/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test/app';
import { signedInUser } from './test/users';

// The session store reads the signed-in person with the session, in one query: the person is
// read afresh on every request and never written into the stored session.

let t: Awaited<ReturnType<typeof createTestApp>>;
afterAll(() => t.close());
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { loginPerIp: 10_000 } });
});

describe('the session store', () => {
  it('reads the person anew on each request and never stores them in the session', async () => {
    const member = await signedInUser(t.app, t.db, 'Ada');
    expect((await member.agent.get('/api/auth/user')).json()).toMatchObject({ firstName: 'Ada' });

    await t.db.update(users).set({ firstName: 'Grace' }).where(eq(users.id, member.id));
    expect((await member.agent.get('/api/auth/user')).json()).toMatchObject({
      firstName: 'Grace',
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
    expect((await member.agent.get('/api/auth/user')).statusCode).toBe(401);
  });
});
