import { z } from 'zod';
import {
  labelMessages,
  LABEL_MOVES_LIMIT_MAX,
  LABEL_MOVES_PAGE_SIZE,
  movableLabel,
} from './label-rules';
import { promptId } from './prompts';
import { versionNumber } from './versions';

// The requests of a prompt's release labels (docs/decisions/193).

// Query strings arrive as text: numbers are coerced, and an empty value means "not given".
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** GET /api/snippets/{id}/labels */
export const labelListSchema = z.object({ id: promptId });

/** PUT /api/snippets/{id}/labels/{label} { version } */
export const moveLabelSchema = z.object({
  id: promptId,
  label: movableLabel,
  version: versionNumber,
});

/** DELETE /api/snippets/{id}/labels/{label} */
export const removeLabelSchema = z.object({ id: promptId, label: movableLabel });

/** GET /api/snippets/{id}/labels/moves: newest first, `cursor` is the last id of a page. */
export const labelMovesSchema = z.object({
  id: promptId,
  cursor: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: labelMessages.cursor })
      .int(labelMessages.cursor)
      .positive(labelMessages.cursor)
      .max(Number.MAX_SAFE_INTEGER, labelMessages.cursor)
      .optional(),
  ),
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: labelMessages.limit })
      .int(labelMessages.limit)
      .min(1, labelMessages.limit)
      .max(LABEL_MOVES_LIMIT_MAX, labelMessages.limit)
      .default(LABEL_MOVES_PAGE_SIZE),
  ),
});

export type LabelMovesQuery = z.output<typeof labelMovesSchema>;
