import { createHash } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import {
  aiTools,
  purposes,
  snippets,
  snippetVersions,
  userAiTools,
  users,
  type Database,
} from '@promptshelf/db';
import {
  IMPORT_MAX_BYTES,
  importMessages,
  nameFromTitle,
  type importSchema,
  type ImportResult,
  type ImportRowError,
} from '@promptshelf/validators';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Context, Viewer } from '../../context';
import { DomainError } from '../domain-error';
import { limitRate, MINUTE } from '../accounts/rate-limit';
import type { Ctx } from '../library/prompts';
import { visibilityColumns } from '../library/visibility';
import { freeNames } from '../library/prompt-names';
import { checkIncludes } from '../registry/includes';
import { checkImportBudget, parseImportFile } from './parse-file';
import { optionLists, prepareRow, type PreparedPrompt } from './prepare-row';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters, whatever the columns. */
const INSERT_BATCH = 500;

const md5 = (value: string) => createHash('md5').update(value, 'utf8').digest('hex');
const key = (title: string, contentHash: string) => `${title}\u0000${contentHash}`;

/** The (title, content) pairs of these titles already in the member's library. */
async function existingPrompts(tx: Database, authorId: string, titles: string[]) {
  const found = new Set<string>();
  for (let start = 0; start < titles.length; start += INSERT_BATCH) {
    const rows = await tx
      .select({ title: snippets.title, hash: sql<string>`md5(${snippets.content})` })
      .from(snippets)
      .where(
        and(
          eq(snippets.authorId, authorId),
          isNull(snippets.workspaceId),
          inArray(snippets.title, titles.slice(start, start + INSERT_BATCH)),
        ),
      );
    for (const row of rows) found.add(key(row.title, row.hash));
  }
  return found;
}

async function insertPrompts(tx: Database, viewer: Viewer, prompts: PreparedPrompt[]) {
  const authorId = viewer.id;
  for (let start = 0; start < prompts.length; start += INSERT_BATCH) {
    const batch = prompts.slice(start, start + INSERT_BATCH);
    const names = await freeNames(
      tx,
      { userId: authorId },
      batch.map((prompt) => nameFromTitle(prompt.title)),
    );
    // PostgreSQL returns the rows of one multi-row INSERT in the order of its VALUES.
    const ids = await tx
      .insert(snippets)
      .values(
        batch.map((prompt, index) => ({
          title: prompt.title,
          name: names[index]!,
          content: prompt.content,
          aiTool: prompt.aiTool,
          customAiTool: prompt.customAiTool,
          purpose: prompt.purpose,
          variables: prompt.variables,
          tags: prompt.tags,
          ...visibilityColumns(prompt.isPublic ? 'public' : 'private'),
          authorId,
          version: prompt.versions.length,
          createdAt: prompt.createdAt,
          updatedAt: prompt.updatedAt,
        })),
      )
      .returning({ id: snippets.id });
    const versions = batch.flatMap((prompt, index) =>
      prompt.versions.map((version) => ({
        ...version,
        snippetId: ids[index]!.id,
        authorId,
        // A public prompt shows its current version; which earlier ones were public is not
        // known from a file, so they stay the owner's until published (decision 101).
        isPublic: prompt.isPublic && version.version === prompt.versions.length,
      })),
    );
    for (let from = 0; from < versions.length; from += INSERT_BATCH) {
      await tx.insert(snippetVersions).values(versions.slice(from, from + INSERT_BATCH));
    }
    // Includes must resolve for the importer, as on a create; the file's own prompts count.
    for (const [index, prompt] of batch.entries()) {
      const id = ids[index]!.id;
      await checkIncludes(tx, viewer, { id, workspaceId: null, authorId, content: prompt.content });
    }
  }
  // Custom tool names are offered back in the form, as after a create.
  const customTools = [
    ...new Set(prompts.flatMap((prompt) => (prompt.customAiTool ? [prompt.customAiTool] : []))),
  ];
  if (customTools.length > 0) {
    await tx
      .insert(userAiTools)
      .values(customTools.map((name) => ({ userId: authorId, name })))
      .onConflictDoUpdate({
        target: [userAiTools.userId, userAiTools.name],
        set: { updatedAt: sql`now()` },
      });
  }
}

type ImportCtx = Ctx & Pick<Context, 'apiToken' | 'rateLimits'>;

/**
 * Reading a file costs the server up to a budget (decision 131), so imports are counted before
 * the file is looked at: per API token, then per account, dry runs too.
 */
async function limitImports(ctx: ImportCtx) {
  const { importPerUser, importPerToken } = ctx.rateLimits;
  if (ctx.apiToken) {
    await limitRate(
      ctx.db,
      `import:token:${ctx.apiToken.id}`,
      importPerToken,
      MINUTE,
      importMessages.tooManyTokenImports(importPerToken),
    );
  }
  await limitRate(
    ctx.db,
    `import:account:${ctx.viewer.id}`,
    importPerUser,
    MINUTE,
    importMessages.tooManyImports(importPerUser),
  );
}

/**
 * POST /api/import (decision 130): every row through the form's validation; a prompt whose
 * title and content are already in the library is skipped; all or nothing in one transaction.
 * A dry run answers the same report and writes nothing. A file with row errors writes nothing
 * either and says so in `message`.
 */
export async function importLibrary(
  ctx: ImportCtx,
  input: z.output<typeof importSchema>,
  now = new Date(),
): Promise<ImportResult & { message?: string }> {
  await limitImports(ctx);
  if (Buffer.byteLength(input.data, 'utf8') > IMPORT_MAX_BYTES) {
    throw new DomainError('PAYLOAD_TOO_LARGE', importMessages.tooLarge);
  }
  checkImportBudget(input.format, input.data);
  // A file within the budget still takes a while to parse: requests waiting for the event loop
  // (other imports, /healthz) get their turn between the count and the parse.
  await setImmediate();
  const file = parseImportFile(input.format, input.data);
  const [tools, purposeRows] = await Promise.all([
    ctx.db.select({ name: aiTools.name }).from(aiTools),
    ctx.db.select({ name: purposes.name }).from(purposes),
  ]);
  const options = optionLists(
    tools.map((tool) => tool.name),
    purposeRows.map((purpose) => purpose.name),
  );

  const errors: ImportRowError[] = [...file.errors];
  const prepared: PreparedPrompt[] = [];
  for (const raw of file.rows) {
    const result = prepareRow(raw, options, now);
    if ('error' in result) errors.push({ row: raw.row, message: result.error });
    else prepared.push(result.prompt);
  }
  errors.sort((a, b) => a.row - b.row);

  return ctx.db.transaction(async (tx) => {
    // One import at a time per member, so two at once cannot both create the same prompts.
    // NO KEY UPDATE: the member's other writes (which only take KEY SHARE) are not held up.
    await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, ctx.viewer.id))
      .for('no key update');
    const existing = await existingPrompts(tx, ctx.viewer.id, [
      ...new Set(prepared.map((prompt) => prompt.title)),
    ]);
    // Two equal prompts within one file are both kept: the library may hold such a pair.
    const fresh = prepared.filter(
      (prompt) => !existing.has(key(prompt.title, md5(prompt.content))),
    );
    const skipped = prepared.length - fresh.length;
    if (errors.length > 0) {
      return {
        created: 0,
        skipped,
        errors,
        dryRun: input.dryRun,
        ...(input.dryRun ? {} : { message: importMessages.refused(errors.length) }),
      };
    }
    if (!input.dryRun) await insertPrompts(tx, ctx.viewer, fresh);
    return { created: fresh.length, skipped, errors, dryRun: input.dryRun };
  });
}
