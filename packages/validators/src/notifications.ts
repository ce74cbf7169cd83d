import { z } from 'zod';
import { cursorPageFields } from './cursor-page';
import {
  FOLLOWING_FEED_LIMIT_MAX,
  FOLLOWING_FEED_PAGE_SIZE,
  NOTIFICATION_KINDS,
  NOTIFICATION_MAIL_MODES,
  NOTIFICATIONS_LIMIT_MAX,
  NOTIFICATIONS_PAGE_SIZE,
  notificationMessages,
  UNSUBSCRIBE_TOPICS,
} from './notification-kinds';
import { usernameSchema } from './profiles';

// The inputs of notifications, their mail settings, follows and the Following feed.

export const notificationsPageSchema = z.object(
  cursorPageFields({
    pageSize: NOTIFICATIONS_PAGE_SIZE,
    limitMax: NOTIFICATIONS_LIMIT_MAX,
    messages: notificationMessages,
  }),
);

/** Marks the given notifications read, or all of them when `ids` is left out. */
export const markReadSchema = z
  .object({
    ids: z
      .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER), {
        error: notificationMessages.ids,
      })
      .max(NOTIFICATIONS_LIMIT_MAX, notificationMessages.ids)
      .optional(),
  })
  .default({});

const mailMode = z.enum(NOTIFICATION_MAIL_MODES, { error: notificationMessages.mail });

/** Every kind's mail mode; a kind left out keeps its current mode. */
export const notificationSettingsSchema = z.object({
  mail: z.partialRecord(z.enum(NOTIFICATION_KINDS), mailMode),
});
export type NotificationSettingsInput = z.infer<typeof notificationSettingsSchema>;

export const unsubscribeSchema = z.object({
  user: z.uuid(notificationMessages.unsubscribeLink),
  kind: z.enum(UNSUBSCRIBE_TOPICS, { error: notificationMessages.unsubscribeLink }),
  token: z.string().min(1, notificationMessages.unsubscribeLink).max(200),
});

export const followSchema = z.object({ username: usernameSchema });

export const followingFeedSchema = z.object({
  cursor: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.string().max(200, notificationMessages.feedCursor).optional(),
  ),
  limit: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: notificationMessages.feedLimit })
      .int(notificationMessages.feedLimit)
      .min(1, notificationMessages.feedLimit)
      .max(FOLLOWING_FEED_LIMIT_MAX, notificationMessages.feedLimit)
      .default(FOLLOWING_FEED_PAGE_SIZE),
  ),
});

export type FollowingFeedInput = z.output<typeof followingFeedSchema>;
