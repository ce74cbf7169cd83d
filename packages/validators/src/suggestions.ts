import { z } from 'zod';
import { cursorPageFields } from './cursor-page';
import { VERSION_NOTE_MAX } from './limits';
import { placeholderSettingsSchema } from './placeholder-settings';
import { promptId } from './prompts';
import { tagsSchema } from './tags';
import { text } from './text';

// Suggested edits: docs/decisions/233-suggested-edits.md.
// The note becomes the change note of the version accepting it makes, so it fits one.
export const SUGGESTION_NOTE_MAX = VERSION_NOTE_MAX;
export const SUGGESTION_REASON_MAX = 500;
/** Open suggestions one member may have on one prompt at a time. */
export const SUGGESTIONS_OPEN_PER_PROMPT = 3;
export const SUGGESTIONS_PAGE_SIZE = 20;
export const SUGGESTIONS_LIMIT_MAX = 100;

export const suggestionMessages = {
  notFound: 'Suggestion not found.',
  invalidId: 'Invalid suggestion id',
  noteRequired: 'Please say what your suggestion changes and why',
  noteMax: `The note must be at most ${SUGGESTION_NOTE_MAX} characters`,
  reasonMax: `The reason must be at most ${SUGGESTION_REASON_MAX} characters`,
  publicOnly: 'You can suggest edits to public prompts only.',
  ownPrompt: 'You can edit this prompt yourself.',
  noChange: 'Your suggestion is the same as the prompt.',
  tooManyOpen: `You already have ${SUGGESTIONS_OPEN_PER_PROMPT} open suggestions on this prompt. Wait for an answer or withdraw one.`,
  tooMany: 'Too many suggestions. Please try again later.',
  notOpen: 'This suggestion is no longer open.',
  notYours: 'You can only withdraw your own suggestions.',
  authorsOnly: 'Only whoever may edit this prompt can accept or decline its suggestions.',
  cursor: 'cursor must be a suggestion id',
  limit: `limit must be a whole number from 1 to ${SUGGESTIONS_LIMIT_MAX}`,
  sent: 'Suggestion sent',
  accepted: 'Suggestion accepted',
  declined: 'Suggestion declined',
  withdrawn: 'Suggestion withdrawn',
} as const;

export const suggestionId = z.coerce
  .number({ error: suggestionMessages.invalidId })
  .int(suggestionMessages.invalidId)
  .positive(suggestionMessages.invalidId)
  .max(2_147_483_647, suggestionMessages.invalidId);

export const suggestionByIdSchema = z.object({ id: suggestionId });

export const SUGGESTION_STATUSES = ['open', 'accepted', 'declined'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

/**
 * POST /api/snippets/{id}/suggestions: the whole text the prompt would have. The AI tool,
 * purpose, name and visibility stay the author's; the merged prompt is checked as an edit is.
 */
export const createSuggestionSchema = z.object({
  id: promptId,
  title: text(),
  content: text(),
  variables: placeholderSettingsSchema.nullish().transform((value) => value ?? []),
  tags: tagsSchema.nullish().transform((value) => value ?? []),
  note: text({ error: suggestionMessages.noteRequired })
    .trim()
    .min(1, suggestionMessages.noteRequired)
    .max(SUGGESTION_NOTE_MAX, suggestionMessages.noteMax),
});

/**
 * GET /api/snippets/{id}/suggestions: newest first. `open` (the default) or `all`, which adds
 * the decided ones.
 */
export const suggestionListSchema = z.object({
  id: promptId,
  status: z.enum(['open', 'all']).default('open').catch('open'),
  ...cursorPageFields({
    pageSize: SUGGESTIONS_PAGE_SIZE,
    limitMax: SUGGESTIONS_LIMIT_MAX,
    messages: suggestionMessages,
  }),
});

/** POST /api/suggestions/{id}/decline */
export const declineSuggestionSchema = suggestionByIdSchema.extend({
  reason: text()
    .trim()
    .max(SUGGESTION_REASON_MAX, suggestionMessages.reasonMax)
    .nullish()
    .transform((value) => value || null),
});

export type SuggestionListQuery = z.output<typeof suggestionListSchema>;
