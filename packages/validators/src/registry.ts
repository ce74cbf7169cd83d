import { z } from 'zod';
import { labelName } from './label-rules';
import { PROMPT_CONTENT_MAX } from './limits';
import { promptRef } from './prompt-names';
import { text } from './text';
import { versionNumber } from './versions';

// Reading a prompt by its reference (GET /api/registry/{ref}, registry.get, MCP get_prompt) and
// filling it (POST /api/registry/{ref}/render, registry.render). Decision 190.

export const registryMessages = {
  labelOrVersion: 'Ask for a label or a version, not both',
  values: 'values must be an object of placeholder names and texts',
} as const;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const which = {
  ref: promptRef,
  label: z.preprocess(emptyToUndefined, labelName.optional()),
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
