import type { Database } from '@promptshelf/db';
import {
  extractPlaceholders,
  fillPlaceholderParts,
  fillPlaceholders,
  initialPlaceholderValues,
  type PlaceholderSetting,
  type registryGetSchema,
  type registryRenderSchema,
} from '@promptshelf/validators';
import type { z } from 'zod';
import type { Viewer } from '../../context';
import { resolveIncludes } from './includes';
import { readById, readByRef } from './read-version';

type Ctx = { db: Database; viewer: Viewer | null };

/**
 * A prompt by its reference for an app (GET /api/registry/{ref}): the version asked for, its
 * includes resolved for this reader, and every placeholder of the result with its settings.
 */
export async function registryGet(ctx: Ctx, input: z.output<typeof registryGetSchema>) {
  const found = await readByRef(ctx.db, ctx.viewer, input.ref, input);
  const resolved = await resolveIncludes(ctx.db, ctx.viewer, found, [found.id]);
  return {
    ref: found.ref,
    name: found.name,
    version: found.version,
    labels: found.labels,
    title: found.title,
    content: resolved.content,
    variables: extractPlaceholders(resolved.content).map(
      (name): PlaceholderSetting =>
        resolved.variables.find((setting) => setting.name === name) ?? { name, type: 'text' },
    ),
    updatedAt: found.updatedAt,
  };
}

/**
 * The prompt filled in as the generator fills it: a value given, else the placeholder's
 * default, else empty; `missing` names the placeholders left empty, in order.
 */
export async function registryRender(ctx: Ctx, input: z.output<typeof registryRenderSchema>) {
  const prompt = await registryGet(ctx, input);
  const names = prompt.variables.map((setting) => setting.name);
  const values = initialPlaceholderValues(names, prompt.variables, input.values);
  const missing = new Set<string>();
  for (const part of fillPlaceholderParts(prompt.content, values)) {
    if (part.kind === 'unfilled') missing.add(part.name);
  }
  return { text: fillPlaceholders(prompt.content, values), missing: [...missing] };
}

/**
 * A prompt's text and placeholders with its includes resolved for this viewer, for the
 * generator on the prompt page.
 */
export async function expandedPrompt(ctx: Ctx, id: number) {
  const found = await readById(ctx.db, ctx.viewer, id, {});
  return resolveIncludes(ctx.db, ctx.viewer, found, [found.id]);
}
