import {
  followingFeedSchema,
  followSchema,
  markReadSchema,
  notificationSettingsSchema,
  notificationsPageSchema,
  unsubscribeSchema,
} from '@promptshelf/validators';
import * as follows from '../domain/notifications/follows';
import * as mail from '../domain/notifications/mail';
import * as notifications from '../domain/notifications/notifications';
import { createTRPCRouter, protectedProcedure, publicProcedure } from '../trpc';

/** A person's notifications and their mail settings (docs/decisions/239, 240). */
export const notificationsRouter = createTRPCRouter({
  list: protectedProcedure
    .input(notificationsPageSchema)
    .query(({ ctx, input }) => notifications.listNotifications(ctx.db, ctx.viewer, input)),
  unreadCount: protectedProcedure.query(({ ctx }) => notifications.unreadCount(ctx.db, ctx.viewer)),
  markRead: protectedProcedure
    .input(markReadSchema)
    .mutation(({ ctx, input }) => notifications.markRead(ctx.db, ctx.viewer, input.ids)),
  settings: protectedProcedure.query(({ ctx }) => mail.notificationSettingsOf(ctx.db, ctx.viewer)),
  updateSettings: protectedProcedure
    .input(notificationSettingsSchema)
    .mutation(({ ctx, input }) => mail.updateNotificationSettings(ctx.db, ctx.viewer, input)),
  /** An unsubscribe link from a mail: no session needed, the link's token is the proof. */
  unsubscribe: publicProcedure
    .input(unsubscribeSchema)
    .mutation(({ ctx, input }) => mail.unsubscribe(ctx.db, ctx.unsubscribeKey, input)),
});

/** Following people and the feed of their public prompts (docs/decisions/241). */
export const followsRouter = createTRPCRouter({
  follow: protectedProcedure
    .input(followSchema)
    .mutation(({ ctx, input }) => follows.follow(ctx.db, ctx.viewer, input.username)),
  unfollow: protectedProcedure
    .input(followSchema)
    .mutation(({ ctx, input }) => follows.unfollow(ctx.db, ctx.viewer, input.username)),
  feed: protectedProcedure
    .input(followingFeedSchema)
    .query(({ ctx, input }) => follows.followingFeed(ctx.db, ctx.viewer, input)),
});
