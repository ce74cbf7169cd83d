import { z } from 'zod';
import {
  LABEL_MAX,
  LABEL_MOVES_LIMIT_MAX,
  LATEST_LABEL,
  PROTECTED_LABELS_MAX,
} from './label-names';
import { text } from './text';

// What a release label may be, shared by the label routes and a workspace's settings
// (docs/decisions/193 and 194).

const LABEL_PATTERN = /^[a-z0-9-]+$/;

export const labelMessages = {
  invalid: `A label has 1 to ${LABEL_MAX} lower-case letters, digits and hyphens`,
  latest: "'latest' always means the newest version; it cannot be set or removed.",
  notFound: 'Label not found.',
  noSuchVersion: (version: number) => `This prompt has no version ${version}.`,
  protected: 'Only admins and owners of this workspace can move this label.',
  tooManyProtected: `A workspace can protect at most ${PROTECTED_LABELS_MAX} labels`,
  removed: 'Label removed',
  limit: `limit must be a whole number from 1 to ${LABEL_MOVES_LIMIT_MAX}`,
  cursor: 'cursor must be a whole number from 1',
} as const;

/** A label's name as typed: any case, surrounding spaces ignored. `latest` passes here. */
export const labelName = text({ error: labelMessages.invalid })
  .trim()
  .toLowerCase()
  .min(1, labelMessages.invalid)
  .max(LABEL_MAX, labelMessages.invalid)
  .regex(LABEL_PATTERN, labelMessages.invalid);

/** A label that can be set, moved or removed: any but `latest`. */
export const movableLabel = labelName.refine(
  (label) => label !== LATEST_LABEL,
  labelMessages.latest,
);

/** A workspace's protected labels, as its settings send them: each once. */
export const protectedLabelsSchema = z
  .array(movableLabel, { error: labelMessages.invalid })
  .max(PROTECTED_LABELS_MAX, labelMessages.tooManyProtected)
  .transform((labels) => [...new Set(labels)]);
