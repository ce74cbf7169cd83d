import { execute, notifications, notificationSettings } from '@promptshelf/db';
import { createTestDatabase, type TestDatabase } from '@promptshelf/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller } from '../../test/callers';
import { notify } from './notify';

let database: TestDatabase;
type Member = Awaited<ReturnType<typeof signedInCaller>>;
let author: Member;
let reader: Member;

beforeAll(async () => {
  database = await createTestDatabase();
  author = await signedInCaller(database.db, 'notify-author');
  reader = await signedInCaller(database.db, 'notify-reader');
});
afterAll(() => database.close());

const rowsFor = (userId: string) =>
  database.db.select().from(notifications).where(eq(notifications.recipientId, userId));

const mailJobsFor = (notificationId: number) =>
  execute(
    database.db,
    sql`select id from pgboss.job where name = 'notification-mail' and data->>'notificationId' = ${String(notificationId)}`,
  );

describe('notify', () => {
  it('writes one row and queues its mail when the kind is mailed by default', async () => {
    await notify(database.db, {
      recipientId: author.id,
      actorId: reader.id,
      kind: 'suggestion',
      suggestionId: 7,
      data: { title: 'ignored by nobody' },
    });
    const [row] = await rowsFor(author.id);
    expect(row).toMatchObject({
      actorId: reader.id,
      kind: 'suggestion',
      suggestionId: 7,
      readAt: null,
    });
    expect(await mailJobsFor(row!.id)).toHaveLength(1);
  });

  it('queues no mail for a kind the person does not have mailed', async () => {
    await notify(database.db, { recipientId: reader.id, actorId: author.id, kind: 'follower' });
    const [row] = await rowsFor(reader.id);
    expect(row?.kind).toBe('follower');
    expect(await mailJobsFor(row!.id)).toHaveLength(0);
  });

  it("follows the person's own choice of mailed kinds", async () => {
    await database.db
      .insert(notificationSettings)
      .values({ userId: reader.id, mailKinds: ['clone'], digestKinds: [] });
    await notify(database.db, { recipientId: reader.id, actorId: author.id, kind: 'clone' });
    const rows = await rowsFor(reader.id);
    const clone = rows.find((r) => r.kind === 'clone')!;
    expect(await mailJobsFor(clone.id)).toHaveLength(1);
  });

  it('never notifies a person of their own doing', async () => {
    const before = (await rowsFor(author.id)).length;
    await notify(database.db, { recipientId: author.id, actorId: author.id, kind: 'comment' });
    expect(await rowsFor(author.id)).toHaveLength(before);
  });

  it('writes nothing when the change around it rolls back', async () => {
    const before = (await rowsFor(author.id)).length;
    await expect(
      database.db.transaction(async (tx) => {
        await notify(tx, { recipientId: author.id, actorId: reader.id, kind: 'suggestion' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rowsFor(author.id)).toHaveLength(before);
  });
});
