import type { Database } from '@promptshelf/db';
import {
  extractPlaceholders,
  findIncludes,
  renderPrompt,
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

/** The prompt filled in as the generator fills it (renderPrompt, shared with the client). */
export async function registryRender(ctx: Ctx, input: z.output<typeof registryRenderSchema>) {
  const prompt = await registryGet(ctx, input);
  return renderPrompt(prompt.content, prompt.variables, input.values);
}

/**
 * For the prompt page: the text and placeholders with includes resolved for this viewer (the
 * generator fills them), and the prompts it includes directly, to link them.
 */
export async function expandedPrompt(ctx: Ctx, id: number) {
  const found = await readById(ctx.db, ctx.viewer, id, {});
  const resolved = await resolveIncludes(ctx.db, ctx.viewer, found, [found.id]);
  const includes = await Promise.all(
    findIncludes(found.content).map(async (span) => {
      const included = await readByRef(ctx.db, ctx.viewer, span.ref, {});
      return { ref: span.ref, id: included.id, title: included.title };
    }),
  );
  return { ...resolved, includes };
}
