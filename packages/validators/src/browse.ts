import { z } from 'zod';
import { effectiveBrowseSort } from './browse-sort';
import { text } from './text';
import { tagFilterSchema } from './tags';
import { OTHER_AI_TOOL } from './options';
import { BROWSE_PAGE_SIZE, BROWSE_SORTS, OPTION_NAME_MAX, SEARCH_MAX } from './limits';

export const BROWSE_LIMIT_MAX = 50;
/** Offset paging is for REST compatibility; deeper pages use the cursor (bounded cost). */
export const BROWSE_OFFSET_MAX = 10_000;
export const BROWSE_CURSOR_MAX = 500;

export const browseMessages = {
  search: `Search must be at most ${SEARCH_MAX} characters`,
  aiTool: `The AI tool must be at most ${OPTION_NAME_MAX} characters`,
  purpose: `The purpose must be at most ${OPTION_NAME_MAX} characters`,
  customAiTool: `The tool name must be at most ${OPTION_NAME_MAX} characters`,
  sortBy: `sortBy must be one of ${BROWSE_SORTS.join(', ')}`,
  limit: `limit must be a whole number from 1 to ${BROWSE_LIMIT_MAX}`,
  offset: `offset must be a whole number from 0 to ${BROWSE_OFFSET_MAX.toLocaleString('en')}; use the cursor (nextCursor) for deeper pages`,
  searchOffset:
    'This search matches too many prompts to skip that far with offset; use the cursor (nextCursor) for deeper pages',
  cursor: 'The cursor is invalid or expired; start again from the first page',
} as const;

// Query strings arrive as text: numbers are coerced, and an empty value means "not given".
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** An option filter of browse: trimmed, and empty or 'all' means none. */
const optionFilter = (message: string) =>
  text({ error: message })
    .trim()
    .max(OPTION_NAME_MAX, message)
    .nullish()
    .transform((value) => (value && value !== 'all' ? value : undefined));

/**
 * Browse input (tRPC snippets.browse and GET /api/snippets). sortBy defaults to 'relevance'
 * with a search term and to 'recent' without; 'relevance' without a term means 'recent'.
 */
export const browseSchema = z
  .object({
    search: text({ error: browseMessages.search })
      .trim()
      .max(SEARCH_MAX, browseMessages.search)
      .nullish()
      .transform((value) => value || undefined),
    aiTool: optionFilter(browseMessages.aiTool),
    purpose: optionFilter(browseMessages.purpose),
    // A named 'Other' tool ('Midjourney'), matched without regard to case; implies 'Other'.
    customAiTool: optionFilter(browseMessages.customAiTool),
    // Prompts with every one of these tags (`?tag=a&tag=b`), normalised.
    tag: tagFilterSchema,
    sortBy: z.preprocess(
      emptyToUndefined,
      z.enum(BROWSE_SORTS, { error: browseMessages.sortBy }).optional(),
    ),
    limit: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: browseMessages.limit })
        .int(browseMessages.limit)
        .min(1, browseMessages.limit)
        .max(BROWSE_LIMIT_MAX, browseMessages.limit)
        .default(BROWSE_PAGE_SIZE),
    ),
    offset: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: browseMessages.offset })
        .int(browseMessages.offset)
        .min(0, browseMessages.offset)
        .max(BROWSE_OFFSET_MAX, browseMessages.offset)
        .default(0),
    ),
    cursor: text({ error: browseMessages.cursor })
      .max(BROWSE_CURSOR_MAX, browseMessages.cursor)
      .nullish()
      .transform((value) => value || null),
  })
  .transform(({ sortBy, ...rest }) => ({
    ...rest,
    aiTool: rest.customAiTool ? OTHER_AI_TOOL : rest.aiTool,
    sortBy: effectiveBrowseSort(sortBy, rest.search),
  }))
  // No parameters at all means the first page of the newest prompts.
  .prefault({});

export type BrowseInput = z.input<typeof browseSchema>;
export type BrowseQuery = z.output<typeof browseSchema>;

export const SEARCH_PROMPTS_LIMIT_DEFAULT = 10;

export const searchPromptsMessages = {
  query: `Search must be 1 to ${SEARCH_MAX} characters`,
} as const;

/**
 * A search over public prompts and the viewer's own (MCP's search_prompts, tRPC
 * snippets.search): browse's ranking, one page.
 */
export const searchPromptsSchema = z.object({
  query: text({ error: searchPromptsMessages.query })
    .trim()
    .min(1, searchPromptsMessages.query)
    .max(SEARCH_MAX, searchPromptsMessages.query),
  aiTool: optionFilter(browseMessages.aiTool),
  tag: tagFilterSchema,
  limit: z
    .number({ error: browseMessages.limit })
    .int(browseMessages.limit)
    .min(1, browseMessages.limit)
    .max(BROWSE_LIMIT_MAX, browseMessages.limit)
    .default(SEARCH_PROMPTS_LIMIT_DEFAULT),
});

export type SearchPromptsInput = z.input<typeof searchPromptsSchema>;
