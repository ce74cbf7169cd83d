import { z } from 'zod';
import { collectionId } from './collections';
import { promptId } from './prompts';
import { normalizeTag, tagProblem } from './tag-rules';
import { text } from './text';

/** How many prompts one bulk request may change (decision 207). */
export const BULK_IDS_MAX = 100;

export const BULK_ACTIONS = [
  'makePublic',
  'makePrivate',
  'addTag',
  'removeTag',
  'addToCollection',
  'delete',
] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export const bulkMessages = {
  ids: `ids must be a list of 1 to ${BULK_IDS_MAX} prompt ids`,
  action: `action must be one of ${BULK_ACTIONS.join(', ')}`,
  tag: 'Please enter a tag',
} as const;

const ids = z
  .array(promptId, { error: bulkMessages.ids })
  .min(1, bulkMessages.ids)
  .max(BULK_IDS_MAX, bulkMessages.ids)
  // Each prompt once, in id order: every request locks its prompts in the same order.
  .transform((list) => [...new Set(list)].sort((a, b) => a - b));

/** One tag, normalised and checked as a prompt's tags are. */
const tag = text({ error: bulkMessages.tag }).transform((value, ctx) => {
  const normalized = normalizeTag(value);
  const problem = normalized ? tagProblem(normalized) : bulkMessages.tag;
  if (problem) {
    ctx.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  }
  return normalized;
});

/** POST /api/snippets/bulk and snippets.bulk: one action on several prompts, all or nothing. */
export const bulkSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ ids, action: z.enum(['makePublic', 'makePrivate', 'delete']) }),
    z.object({ ids, action: z.enum(['addTag', 'removeTag']), tag }),
    z.object({ ids, action: z.literal('addToCollection'), collectionId }),
  ],
  { error: bulkMessages.action },
);

export type BulkInput = z.input<typeof bulkSchema>;
