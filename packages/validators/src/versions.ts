import { z } from 'zod';
import { promptId } from './prompts';

export const VERSIONS_PAGE_SIZE = 20;
export const VERSIONS_LIMIT_MAX = 100;

export const versionMessages = {
  notFound: 'Version not found.',
  invalidVersion: 'Invalid version number',
  limit: `limit must be a whole number from 1 to ${VERSIONS_LIMIT_MAX}`,
  offset: 'offset must be a whole number from 0',
  /** The note of the version a restore makes. */
  restoredNote: (version: number) => `Restored from version ${version}`,
} as const;

// Query strings arrive as text: numbers are coerced, and an empty value means "not given".
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A version number from a path; numbers are 32-bit integers in the database. */
export const versionNumber = z.coerce
  .number({ error: versionMessages.invalidVersion })
  .int(versionMessages.invalidVersion)
  .positive(versionMessages.invalidVersion)
  .max(2_147_483_647, versionMessages.invalidVersion);

/** A page of a prompt's history, newest first (GET /api/snippets/{id}/versions). */
export const versionListSchema = z.object({
  id: promptId,
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: versionMessages.limit })
      .int(versionMessages.limit)
      .min(1, versionMessages.limit)
      .max(VERSIONS_LIMIT_MAX, versionMessages.limit)
      .default(VERSIONS_PAGE_SIZE),
  ),
  offset: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: versionMessages.offset })
      .int(versionMessages.offset)
      .min(0, versionMessages.offset)
      .max(2_147_483_647, versionMessages.offset)
      .default(0),
  ),
});

/** One version of one prompt. */
export const versionRefSchema = z.object({ id: promptId, version: versionNumber });

export type VersionListQuery = z.output<typeof versionListSchema>;
