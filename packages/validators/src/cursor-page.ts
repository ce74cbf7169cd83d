import { z } from 'zod';

// Query strings arrive as text: numbers are coerced, and an empty value means "not given".
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * The `cursor` (the last id of the page before) and `limit` of a list read newest first by id,
 * one range of an index from the cursor: a workspace's activity, a prompt's label moves.
 */
export function cursorPageFields({
  pageSize,
  limitMax,
  messages,
}: {
  pageSize: number;
  limitMax: number;
  messages: { cursor: string; limit: string };
}) {
  return {
    cursor: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: messages.cursor })
        .int(messages.cursor)
        .positive(messages.cursor)
        .max(Number.MAX_SAFE_INTEGER, messages.cursor)
        .optional(),
    ),
    limit: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: messages.limit })
        .int(messages.limit)
        .min(1, messages.limit)
        .max(limitMax, messages.limit)
        .default(pageSize),
    ),
  };
}
