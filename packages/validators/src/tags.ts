import { z } from 'zod';
import { text } from './text';
import {
  normalizeTag,
  normalizeTags,
  TAG_FILTER_MAX,
  TAG_MAX_LENGTH,
  TAG_SUGGESTIONS_DEFAULT,
  TAG_SUGGESTIONS_MAX,
  TAGS_MAX,
  tagMessages,
  tagProblem,
} from './tag-rules';

const tagList = (max: number, tooMany: string) =>
  z
    .array(text({ error: tagMessages.invalid }), { error: tagMessages.invalid })
    .transform((raw, ctx) => {
      const tags = normalizeTags(raw);
      const problem = tags.map(tagProblem).find((message) => message !== null);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
      else if (tags.length > max) ctx.addIssue({ code: 'custom', message: tooMany });
      return tags;
    });

/** A prompt's tags as sent by the form, the API or an import: normalised and checked. */
export const tagsSchema = tagList(TAGS_MAX, tagMessages.tooMany);

/** `?tag=a&tag=b` or one `?tag=a` (a query string gives a string for one value). */
export const tagFilterSchema = z
  .union([text({ error: tagMessages.invalid }), z.array(text({ error: tagMessages.invalid }))], {
    error: tagMessages.invalid,
  })
  .nullish()
  .transform((value) => (value ? (Array.isArray(value) ? value : [value]) : []))
  // Sorted: the same filter in any order is one cache entry and one cursor fingerprint.
  .pipe(tagList(TAG_FILTER_MAX, tagMessages.filterTooMany).transform((tags) => tags.sort()));

// Query strings arrive as text: an empty value means "not given".
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** GET /api/tags and tags.suggest: public tags by use, for autocomplete (prefix match). */
export const tagSuggestSchema = z
  .object({
    search: text({ error: tagMessages.search })
      .max(TAG_MAX_LENGTH * 2, tagMessages.search)
      .nullish()
      .transform((value) => normalizeTag(value ?? '')),
    limit: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: tagMessages.limit })
        .int(tagMessages.limit)
        .min(1, tagMessages.limit)
        .max(TAG_SUGGESTIONS_MAX, tagMessages.limit)
        .default(TAG_SUGGESTIONS_DEFAULT),
    ),
  })
  .prefault({});

export type TagSuggestInput = z.input<typeof tagSuggestSchema>;
