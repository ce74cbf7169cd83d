import { execute, mailOutbox, notifications, notificationSettings } from '@promptshelf/db';
import { createTestDatabase, type TestDatabase } from '@promptshelf/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller } from '../../test/callers';
import { sendDigests } from './mail';
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

describe('the daily digest', () => {
  const settings = { appUrl: 'https://prompts.example', unsubscribeKey: Buffer.alloc(32, 7) };
  const digestsTo = (email: string) =>
    database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

  it('mails each unread notification of the chosen kinds once, with its unsubscribe headers', async () => {
    const digester = await signedInCaller(database.db, 'notify-digester');
    await database.db
      .insert(notificationSettings)
      .values({ userId: digester.id, mailKinds: [], digestKinds: ['follower', 'comment'] });
    await notify(database.db, { recipientId: digester.id, actorId: author.id, kind: 'follower' });
    await notify(database.db, { recipientId: digester.id, actorId: reader.id, kind: 'follower' });
    await notify(database.db, { recipientId: digester.id, actorId: reader.id, kind: 'clone' });
    await notify(database.db, { recipientId: digester.id, actorId: author.id, kind: 'comment' });
    // A notification already read stays out of the digest.
    const read = (await rowsFor(digester.id)).find((row) => row.kind === 'comment')!;
    await database.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(eq(notifications.id, read.id));

    await sendDigests(database.db, settings);
    const [digest, ...more] = await digestsTo(digester.email);
    expect(more).toHaveLength(0);
    expect(digest!.subject).toBe('Your Promptshelf digest: 2 new notifications');
    expect(digest!.text).toContain('https://prompts.example/notifications');
    expect(digest!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(digest!.headers['List-Unsubscribe']).toContain('https://prompts.example/');

    // The next day's run sends nothing until something new arrives.
    await sendDigests(database.db, settings);
    expect(await digestsTo(digester.email)).toHaveLength(1);
    await notify(database.db, { recipientId: digester.id, actorId: author.id, kind: 'comment' });
    await sendDigests(database.db, settings);
    const digests = await digestsTo(digester.email);
    expect(digests.map((mail) => mail.subject)).toEqual([
      'Your Promptshelf digest: 2 new notifications',
      'Your Promptshelf digest: 1 new notification',
    ]);
  });
});
