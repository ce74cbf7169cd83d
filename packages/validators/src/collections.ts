import { z } from 'zod';
import { promptId } from './prompts';
import {
  COLLECTION_DESCRIPTION_MAX,
  COLLECTION_LIMIT_MAX,
  COLLECTION_NAME_MAX,
  COLLECTION_PAGE_SIZE,
  COLLECTIONS_PER_MEMBER_MAX,
} from './limits';
import { text } from './text';
import { workspaceSlug } from './workspaces';

export const collectionMessages = {
  nameRequired: 'Please enter a name for the collection',
  nameMax: `Name must be at most ${COLLECTION_NAME_MAX} characters`,
  descriptionMax: `Description must be at most ${COLLECTION_DESCRIPTION_MAX} characters`,
  notFound: 'Collection not found.',
  notYours: 'You can only change your own collections.',
  invalidId: 'Invalid collection id',
  tooMany: `You can have at most ${COLLECTIONS_PER_MEMBER_MAX} collections`,
  limit: `limit must be a whole number from 1 to ${COLLECTION_LIMIT_MAX}`,
  offset: 'offset must be a whole number from 0',
  deleted: 'Collection deleted successfully',
} as const;

// Query strings arrive as text: numbers are coerced, and an empty value means "not given".
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A collection id from a path; ids are 32-bit integers in the database. */
export const collectionId = z.coerce
  .number({ error: collectionMessages.invalidId })
  .int(collectionMessages.invalidId)
  .positive(collectionMessages.invalidId)
  .max(2_147_483_647, collectionMessages.invalidId);

const name = text({ error: collectionMessages.nameRequired })
  .trim()
  .min(1, collectionMessages.nameRequired)
  .max(COLLECTION_NAME_MAX, collectionMessages.nameMax);

const description = text()
  .trim()
  .max(COLLECTION_DESCRIPTION_MAX, collectionMessages.descriptionMax);

/** POST /api/collections: private unless said otherwise; a person's unless `workspace` names one. */
export const collectionInputSchema = z.object({
  name,
  description: description.nullish().transform((value) => value ?? ''),
  isPublic: z.boolean().default(false),
  workspace: workspaceSlug.nullish().transform((slug) => slug || null),
});

/** PATCH /api/collections/{id}: any subset of the fields. */
export const collectionUpdateSchema = z.object({
  id: collectionId,
  name: name.optional(),
  // null clears it, as '' does; absent leaves it as it is.
  description: description.nullish().transform((value) => (value === null ? '' : value)),
  isPublic: z.boolean().optional(),
});

export const collectionByIdSchema = z.object({ id: collectionId });

/** GET /api/collections/{id}: a page of its prompts, newest added first. */
export const collectionPageSchema = z.object({
  id: collectionId,
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: collectionMessages.limit })
      .int(collectionMessages.limit)
      .min(1, collectionMessages.limit)
      .max(COLLECTION_LIMIT_MAX, collectionMessages.limit)
      .default(COLLECTION_PAGE_SIZE),
  ),
  offset: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: collectionMessages.offset })
      .int(collectionMessages.offset)
      .min(0, collectionMessages.offset)
      .max(2_147_483_647, collectionMessages.offset)
      .default(0),
  ),
});

/** One prompt in one collection (PUT/DELETE /api/collections/{id}/snippets/{snippetId}). */
export const collectionPromptSchema = z.object({ id: collectionId, snippetId: promptId });

/** Which of my collections hold this prompt (the 'Add to collection' menu). */
export const collectionsHoldingSchema = z.object({ snippetId: promptId });

export type CollectionInput = z.output<typeof collectionInputSchema>;
export type CollectionUpdate = z.output<typeof collectionUpdateSchema>;
export type CollectionPageQuery = z.output<typeof collectionPageSchema>;
