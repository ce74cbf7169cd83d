import { z } from 'zod';
import { PROMPT_CONTENT_MAX } from './limits';
import { promptRef } from './prompt-names';
import { text } from './text';
import { versionNumber } from './versions';

// Reading a prompt by its reference (GET /api/registry/{ref}, registry.get, MCP get_prompt) and
// filling it (POST /api/registry/{ref}/render, registry.render). Decision 190.

/** The label every prompt has: its newest version. */
export const LATEST_LABEL = 'latest';

export const registryMessages = {
  labelNotFound: 'Label not found.',
  label: 'A label has 1 to 30 lower-case letters, digits and hyphens',
  labelOrVersion: 'Ask for a label or a version, not both',
  values: 'values must be an object of placeholder names and texts',
} as const;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const registryLabel = text({ error: registryMessages.label })
  .trim()
  .regex(/^[a-z0-9-]{1,30}$/, registryMessages.label);

const which = {
  ref: promptRef,
  label: z.preprocess(emptyToUndefined, registryLabel.optional()),
  version: z.preprocess(emptyToUndefined, versionNumber.optional()),
};

const oneOf = (input: { label?: string | undefined; version?: number | undefined }) =>
  input.label === undefined || input.version === undefined;

export const registryGetSchema = z
  .object(which)
  .refine(oneOf, { message: registryMessages.labelOrVersion, path: ['version'] });

export const registryRenderSchema = z
  .object({
    ...which,
    values: z
      .record(text().max(100), text().max(PROMPT_CONTENT_MAX), { error: registryMessages.values })
      .nullish()
      .transform((values) => values ?? {}),
  })
  .refine(oneOf, { message: registryMessages.labelOrVersion, path: ['version'] });
