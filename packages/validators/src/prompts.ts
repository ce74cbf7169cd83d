import { z } from 'zod';
import { text } from './text';
import {
  OPTION_NAME_MAX,
  SEARCH_MAX,
  PROMPT_CONTENT_MAX,
  PROMPT_TITLE_MAX,
  VERSION_NOTE_MAX,
} from './limits';
import { OTHER_AI_TOOL } from './options';
import { placeholderSettingsSchema, prunePlaceholderSettings } from './placeholder-settings';
import { tagFilterSchema, tagsSchema } from './tags';
import { PROMPT_VISIBILITIES } from './prompt-visibility';
import { SORT_OPTIONS, VISIBILITY_FILTERS } from './library-filters';
import { workspaceSlug } from './workspaces';
import { promptName } from './prompt-names';

export const promptMessages = {
  required: 'Please fill in all required fields',
  customToolRequired: 'Please enter a name for your custom AI tool',
  titleMax: `Title must be at most ${PROMPT_TITLE_MAX} characters`,
  contentMax: `Content must be at most ${PROMPT_CONTENT_MAX.toLocaleString('en')} characters`,
  nameMax: `Names must be at most ${OPTION_NAME_MAX} characters`,
  notFound: 'Prompt not found.',
  notYours: 'You can only change your own prompts.',
  unknownAiTool: 'Please choose an AI tool from the list',
  unknownPurpose: 'Please choose a purpose from the list',
  invalidId: 'Invalid prompt id',
  noteMax: `Change note must be at most ${VERSION_NOTE_MAX} characters`,
  publishHistoryPrivate: 'Only a public prompt can publish its earlier versions.',
  visibility: 'Visibility must be private, workspace, unlisted or public',
  personalWorkspaceVisibility: 'Only a prompt of a workspace can be visible to a workspace.',
  workspacePrivate: 'A prompt of a workspace is visible to its workspace, unlisted or public.',
  editorsOnly: 'Only editors, admins and owners of this workspace can do this.',
  moved: 'Prompt moved',
} as const;

const visibility = z.enum(PROMPT_VISIBILITIES, { error: promptMessages.visibility });

const requiredText = (max: number, maxMessage: string) =>
  text({ error: promptMessages.required })
    .trim()
    .min(1, promptMessages.required)
    .max(max, maxMessage);

const promptFields = {
  title: requiredText(PROMPT_TITLE_MAX, promptMessages.titleMax),
  // Content keeps its own whitespace (it may matter to the prompt); it only may not be blank.
  content: text({ error: promptMessages.required })
    .max(PROMPT_CONTENT_MAX, promptMessages.contentMax)
    .refine((value) => value.trim().length > 0, promptMessages.required),
  aiTool: requiredText(OPTION_NAME_MAX, promptMessages.nameMax),
  customAiTool: text()
    .trim()
    .max(OPTION_NAME_MAX, promptMessages.nameMax)
    .nullish()
    .transform((value) => value || null),
  purpose: requiredText(OPTION_NAME_MAX, promptMessages.nameMax),
  // Older clients send only isPublic: true is public, false is private (or the workspace).
  isPublic: z.boolean().optional(),
  // Left out: public, or for a workspace's prompt its workspace (unless isPublic says public).
  visibility: visibility.optional(),
  // Per-placeholder settings; null or missing means none.
  variables: placeholderSettingsSchema.nullish().transform((value) => value ?? []),
  // Tags, normalised ('Cold Email' → 'cold-email'), each once; missing means none.
  tags: tagsSchema.nullish().transform((value) => value ?? []),
};

/** A whole prompt as the form sends it; the custom tool name only counts under 'Other'. */
export const promptInputSchema = z
  .object(promptFields)
  .refine((data) => data.aiTool !== OTHER_AI_TOOL || data.customAiTool !== null, {
    message: promptMessages.customToolRequired,
    path: ['customAiTool'],
  })
  .transform((data) => ({
    ...data,
    customAiTool: data.aiTool === OTHER_AI_TOOL ? data.customAiTool : null,
    // Settings only for names that are placeholders of this content, in their order.
    variables: prunePlaceholderSettings(data.variables, data.content),
  }));

/** A prompt id from a path or a query string; ids are 32-bit integers in the database. */
export const promptId = z.coerce
  .number({ error: promptMessages.invalidId })
  .int(promptMessages.invalidId)
  .positive(promptMessages.invalidId)
  .max(2_147_483_647, promptMessages.invalidId);

export const promptByIdSchema = z.object({ id: promptId });

/**
 * A new prompt: personal, or in the workspace `workspace` names (editors and above). Without a
 * name it is named from its title.
 */
export const createPromptSchema = z
  .object({
    workspace: workspaceSlug.nullish().transform((slug) => slug || null),
    name: promptName.nullish().transform((name) => name || null),
  })
  .and(promptInputSchema);

/** POST /api/snippets/{id}/move: into a workspace, or back to the mover's own library. */
export const movePromptSchema = promptByIdSchema.extend({
  workspace: workspaceSlug.nullable(),
});

/** An update may send any subset of the fields; the merged prompt must still be valid. */
export const promptUpdateSchema = promptByIdSchema.extend({
  title: text().optional(),
  // Left out: the name stays, whatever the title becomes.
  name: promptName.optional(),
  content: text().optional(),
  aiTool: text().optional(),
  customAiTool: text().nullish(),
  purpose: text().optional(),
  isPublic: z.boolean().optional(),
  visibility: visibility.optional(),
  // With a public prompt: its versions from the time it was private become public too. Left
  // out or false, others see the history from the first version it was public with.
  publishHistory: z.boolean().optional(),
  // Validated here for a clear message; pruned against the merged content on save.
  variables: placeholderSettingsSchema.nullish(),
  // Left out: the tags stay as they are; [] clears them.
  tags: tagsSchema.nullish(),
  // Stored with the version this edit makes; an edit that makes no version drops it.
  note: text()
    .trim()
    .max(VERSION_NOTE_MAX, promptMessages.noteMax)
    .nullish()
    .transform((value) => value || null),
});

/** An optional filter from a query string: empty or 'all' means no filter. */
const optionalFilter = text()
  .trim()
  .max(OPTION_NAME_MAX)
  .optional()
  .transform((value) => (value && value !== 'all' ? value : undefined));

export const searchTermSchema = text()
  .trim()
  .max(SEARCH_MAX, `Search must be at most ${SEARCH_MAX} characters`)
  .optional()
  .transform((value) => value || undefined);

/** The filters of a library (mine, or a workspace's): the dashboard's search and selects. */
const libraryFilters = {
  search: searchTermSchema,
  aiTool: optionalFilter,
  purpose: optionalFilter,
  sortBy: z.enum(SORT_OPTIONS).default('recent').catch('recent'),
  visibility: z.enum(VISIBILITY_FILTERS).default('all').catch('all'),
  // Prompts with every one of these tags.
  tag: tagFilterSchema,
};

export const myPromptsSchema = z
  .object(libraryFilters)
  // No filters at all means the defaults.
  .prefault({});

export const LIBRARY_PAGE_SIZE = 20;
export const LIBRARY_LIMIT_MAX = 100;
/** A workspace holds up to about this many prompts; an offset past it finds none. */
export const LIBRARY_OFFSET_MAX = 100_000;
export const libraryMessages = {
  limit: `limit must be a whole number from 1 to ${LIBRARY_LIMIT_MAX}`,
  offset: `offset must be a whole number from 0 to ${LIBRARY_OFFSET_MAX.toLocaleString('en')}`,
} as const;

// Query strings arrive as text: numbers are coerced, and an empty value means "not given".
const pageNumber = (message: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: message })
      .int(message)
      .min(min, message)
      .max(max, message)
      .default(fallback),
  );

/** GET /api/workspaces/{slug}/snippets: a page of the workspace's library and how many match. */
export const workspacePromptsSchema = z.object({
  workspace: workspaceSlug,
  ...libraryFilters,
  limit: pageNumber(libraryMessages.limit, 1, LIBRARY_LIMIT_MAX, LIBRARY_PAGE_SIZE),
  offset: pageNumber(libraryMessages.offset, 0, LIBRARY_OFFSET_MAX, 0),
});

export type PromptInput = z.input<typeof promptInputSchema>;
export type MyPromptsFilters = z.input<typeof myPromptsSchema>;
