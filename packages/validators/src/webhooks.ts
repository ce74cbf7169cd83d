import { z } from 'zod';
import { cursorPageFields } from './cursor-page';
import { text } from './text';
import { workspaceSlug } from './workspaces';

// Webhooks (docs/decisions/196-webhook-secrets-and-deliveries.md).

/** What a webhook may subscribe to. */
export const WEBHOOK_EVENTS = [
  'prompt.created',
  'prompt.updated',
  'prompt.deleted',
  'label.moved',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** The event of a delivery the Test button sends. */
export const WEBHOOK_TEST_EVENT = 'ping';

export const WEBHOOK_URL_MAX = 2048;
export const WEBHOOK_SECRET_MIN = 16;
export const WEBHOOK_SECRET_MAX = 256;
/** Webhooks one person, or one workspace, may hold at once. */
export const WEBHOOKS_PER_OWNER_MAX = 20;
export const WEBHOOK_DELIVERIES_PAGE_SIZE = 20;
export const WEBHOOK_DELIVERIES_LIMIT_MAX = 100;

export const webhookMessages = {
  url: 'URL must be an http:// or https:// address',
  urlMax: `URL must be at most ${WEBHOOK_URL_MAX} characters`,
  events: `Events must be one or more of ${WEBHOOK_EVENTS.join(', ')}`,
  secret: `Secret must be ${WEBHOOK_SECRET_MIN} to ${WEBHOOK_SECRET_MAX} characters`,
  tooMany: `You can have at most ${WEBHOOKS_PER_OWNER_MAX} webhooks; delete one you no longer use`,
  notFound: 'Webhook not found.',
  deliveryNotFound: 'Delivery not found.',
  invalidId: 'Invalid webhook id',
  pending: 'This delivery is still being sent; redeliver it once it has finished',
  deleted: 'Webhook deleted',
  limit: `limit must be a whole number from 1 to ${WEBHOOK_DELIVERIES_LIMIT_MAX}`,
  cursor: 'cursor must be a whole number from 1',
} as const;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const positiveId = (message: string) =>
  z.coerce
    .number({ error: message })
    .int(message)
    .positive(message)
    .max(Number.MAX_SAFE_INTEGER, message);

const webhookUrl = text({ error: webhookMessages.url })
  .trim()
  .max(WEBHOOK_URL_MAX, webhookMessages.urlMax)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, webhookMessages.url);

const webhookEvents = z
  .array(z.enum(WEBHOOK_EVENTS, { error: webhookMessages.events }), {
    error: webhookMessages.events,
  })
  .min(1, webhookMessages.events)
  .max(WEBHOOK_EVENTS.length, webhookMessages.events)
  .transform((events) => [...new Set(events)].sort());

const webhookSecret = text({ error: webhookMessages.secret })
  .min(WEBHOOK_SECRET_MIN, webhookMessages.secret)
  .max(WEBHOOK_SECRET_MAX, webhookMessages.secret);

/** Which webhooks: the signed-in person's own (no workspace) or a workspace's. */
const owner = { workspace: workspaceSlug.nullish().transform((slug) => slug ?? null) };

/** A new webhook; without a secret the server makes one. */
export const createWebhookSchema = z.object({
  ...owner,
  url: webhookUrl,
  events: webhookEvents,
  secret: z.preprocess(emptyToUndefined, webhookSecret.optional()),
});

export const webhookIdSchema = z.object({
  ...owner,
  id: positiveId(webhookMessages.invalidId),
});

/** A change of URL, events or secret; what is left out stays. */
export const updateWebhookSchema = webhookIdSchema.extend({
  url: webhookUrl.optional(),
  events: webhookEvents.optional(),
  secret: webhookSecret.optional(),
});

/** A webhook's delivery log: newest first, `cursor` is the last id of a page. */
export const webhookDeliveriesSchema = webhookIdSchema.extend(
  cursorPageFields({
    pageSize: WEBHOOK_DELIVERIES_PAGE_SIZE,
    limitMax: WEBHOOK_DELIVERIES_LIMIT_MAX,
    messages: webhookMessages,
  }),
);

export const redeliverSchema = webhookIdSchema.extend({
  deliveryId: positiveId(webhookMessages.deliveryNotFound),
});

export type CreateWebhookInput = z.input<typeof createWebhookSchema>;
