import {
  createWebhookSchema,
  redeliverSchema,
  updateWebhookSchema,
  webhookDeliveriesSchema,
  webhookIdSchema,
} from '@promptshelf/validators';
import * as webhooks from '../domain/webhooks/webhooks';
import { createTRPCRouter, protectedSessionProcedure } from '../trpc';

/**
 * Webhooks, a person's own (`workspace` null) or a workspace's (its admins and owners):
 * managed with a session only, never with a token (docs/decisions/196).
 */
export const webhooksRouter = createTRPCRouter({
  list: protectedSessionProcedure
    .input(createWebhookSchema.pick({ workspace: true }))
    .query(({ ctx, input }) => webhooks.listWebhooks(ctx.db, ctx.viewer, input.workspace)),
  create: protectedSessionProcedure
    .input(createWebhookSchema)
    .mutation(({ ctx, input }) => webhooks.createWebhook(ctx, input)),
  update: protectedSessionProcedure
    .input(updateWebhookSchema)
    .mutation(({ ctx, input }) => webhooks.updateWebhook(ctx, input)),
  delete: protectedSessionProcedure
    .input(webhookIdSchema)
    .mutation(({ ctx, input }) => webhooks.deleteWebhook(ctx, input)),
  test: protectedSessionProcedure
    .input(webhookIdSchema)
    .mutation(({ ctx, input }) => webhooks.testWebhook(ctx, input)),
  deliveries: protectedSessionProcedure
    .input(webhookDeliveriesSchema)
    .query(({ ctx, input }) => webhooks.listDeliveries(ctx.db, ctx.viewer, input)),
  redeliver: protectedSessionProcedure
    .input(redeliverSchema)
    .mutation(({ ctx, input }) => webhooks.redeliver(ctx, input)),
});
