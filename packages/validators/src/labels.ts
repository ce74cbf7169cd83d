import { z } from 'zod';
import { cursorPageFields } from './cursor-page';
import { LABEL_MOVES_LIMIT_MAX, LABEL_MOVES_PAGE_SIZE } from './label-names';
import { labelMessages, movableLabel } from './label-rules';
import { promptId } from './prompts';
import { versionNumber } from './versions';

// The requests of a prompt's release labels (docs/decisions/193).

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
  ...cursorPageFields({
    pageSize: LABEL_MOVES_PAGE_SIZE,
    limitMax: LABEL_MOVES_LIMIT_MAX,
    messages: labelMessages,
  }),
});

export type LabelMovesQuery = z.output<typeof labelMovesSchema>;
