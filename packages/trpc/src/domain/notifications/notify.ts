import {
  enqueue,
  notifications,
  notificationSettings,
  QUEUES,
  type Database,
  type NotificationData,
  type NotificationKind,
} from '@promptshelf/db';
import { eq } from 'drizzle-orm';

/** The kinds mailed at once to a person who never changed their settings (decision 240). */
export const DEFAULT_MAIL_KINDS: readonly NotificationKind[] = [
  'suggestion',
  'suggestion_outcome',
  'report_outcome',
  'moderation',
];

export type NotifyInput = {
  recipientId: string;
  /** Who caused it; null for the site itself (a moderation decision without a named person). */
  actorId: string | null;
  kind: NotificationKind;
  promptId?: number;
  commentId?: number;
  suggestionId?: number;
  /** A few facts the line needs that no row keeps; never a body that could go stale or leak. */
  data?: NotificationData;
};

/** The job that mails one notification; the worker renders it when it runs. */
export type NotificationMailJob = { notificationId: number };

/**
 * Notifies one person of something another did (docs/decisions/239): one row, and the job that
 * mails it when the recipient chose mail at once for its kind. Nobody is notified of their own
 * doing. Call it inside the transaction of the change that causes it (`db` may be one), so a
 * rolled-back change notifies nobody.
 */
export async function notify(db: Database, input: NotifyInput): Promise<void> {
  if (input.recipientId === input.actorId) return;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notifications)
      .values({
        recipientId: input.recipientId,
        actorId: input.actorId,
        kind: input.kind,
        promptId: input.promptId ?? null,
        commentId: input.commentId ?? null,
        suggestionId: input.suggestionId ?? null,
        data: input.data ?? {},
      })
      .returning({ id: notifications.id });
    if (!(await mailKindsOf(tx, input.recipientId)).includes(input.kind)) return;
    const job: NotificationMailJob = { notificationId: row!.id };
    await enqueue(tx, QUEUES.notificationMail, job);
  });
}

/** The kinds a person is mailed about at once: their choice, or the defaults. */
async function mailKindsOf(db: Database, userId: string): Promise<readonly NotificationKind[]> {
  const [settings] = await db
    .select({ mailKinds: notificationSettings.mailKinds })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return settings?.mailKinds ?? DEFAULT_MAIL_KINDS;
}
