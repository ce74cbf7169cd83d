import { z } from 'zod';
import { text } from './text';
import { ADMIN_PAGE_SIZE } from './limits';
import { promptId } from './prompts';

export const ADMIN_PAGE_SIZE_MAX = 100;
export const ADMIN_SEARCH_MAX = 200;
export const MODERATION_REASON_MAX = 500;
/** Deep enough for 5,000,000 rows at the largest page size; beyond is a typo, not a page. */
export const ADMIN_OFFSET_MAX = 5_000_000;

export const adminMessages = {
  limit: `limit must be a whole number from 1 to ${ADMIN_PAGE_SIZE_MAX}`,
  offset: `offset must be a whole number from 0 to ${ADMIN_OFFSET_MAX}`,
  search: `search must be text of at most ${ADMIN_SEARCH_MAX} characters`,
  reason: `The reason must be text of at most ${MODERATION_REASON_MAX} characters`,
  promptNotFound: 'Prompt not found.',
} as const;

// Query strings arrive as text, so numbers are coerced; an empty value means "not given".
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const limit = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number({ error: adminMessages.limit })
    .int(adminMessages.limit)
    .min(1, adminMessages.limit)
    .max(ADMIN_PAGE_SIZE_MAX, adminMessages.limit)
    .default(ADMIN_PAGE_SIZE),
);

const offset = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number({ error: adminMessages.offset })
    .int(adminMessages.offset)
    .min(0, adminMessages.offset)
    .max(ADMIN_OFFSET_MAX, adminMessages.offset)
    .default(0),
);

/** Query of the admin user and prompt lists: search, limit (default 20), offset. */
export const adminListSchema = z.object({
  search: text({ error: adminMessages.search })
    .trim()
    .max(ADMIN_SEARCH_MAX, adminMessages.search)
    .optional()
    .transform((value) => value ?? ''),
  limit,
  offset,
});

/** A moderation action on one prompt; the reason is optional and goes into the audit row. */
export const moderatePromptSchema = z.object({
  id: promptId,
  reason: text({ error: adminMessages.reason })
    .trim()
    .max(MODERATION_REASON_MAX, adminMessages.reason)
    .optional()
    .transform((value) => value || undefined),
});

export const moderationLogSchema = z.object({ limit, offset });

export type AdminListInput = z.input<typeof adminListSchema>;
export type AdminListQuery = z.output<typeof adminListSchema>;
export type ModeratePromptInput = z.output<typeof moderatePromptSchema>;
