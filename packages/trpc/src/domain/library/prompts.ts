import {
  aiTools,
  favorites,
  purposes,
  snippets,
  userAiTools,
  type Database,
} from '@promptshelf/db';
import {
  promptInputSchema,
  promptMessages,
  type myPromptsSchema,
  type promptUpdateSchema,
} from '@promptshelf/validators';
import { and, arrayContains, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Viewer } from '../../context';
import { containsPattern } from '../contains-pattern';
import { DomainError, toInputIssues } from '../domain-error';
import { selectPrompts, promptOrder, toClientPrompt, visibleTo } from './prompt-shape';
import { changesVersion, nextVersion, publishVersions, storeCurrentVersion } from './version-store';

export type Ctx = { db: Database; viewer: Viewer };
type PromptInput = z.output<typeof promptInputSchema>;

export const notFound = () => new DomainError('NOT_FOUND', promptMessages.notFound);

/** One prompt as this viewer may see it; private prompts of others are "not found". */
export async function getPrompt(db: Database, viewer: Viewer | null, id: number) {
  const [row] = await selectPrompts(db, viewer).where(
    and(eq(snippets.id, id), visibleTo(snippets, viewer)),
  );
  if (!row) throw notFound();
  return toClientPrompt(row, viewer);
}

/**
 * Locks a prompt the viewer may see for the rest of the transaction. NO KEY UPDATE serialises
 * toggles on one prompt (so counters stay exact) and holds off its deletion, without blocking
 * the inserts of likes and favourites that reference it.
 */
export async function lockVisible(tx: Database, viewer: Viewer, id: number) {
  const [row] = await tx
    .select({ id: snippets.id, authorId: snippets.authorId })
    .from(snippets)
    .where(and(eq(snippets.id, id), visibleTo(snippets, viewer)))
    .for('no key update');
  if (!row) throw notFound();
  return row;
}

export async function lockOwn(tx: Database, viewer: Viewer, id: number) {
  const row = await lockVisible(tx, viewer, id);
  if (row.authorId !== viewer.id) {
    throw new DomainError('FORBIDDEN', promptMessages.notYours);
  }
  return row;
}

/** The AI tool and purpose must come from the server's lists. */
export async function checkOptions(db: Database, input: Pick<PromptInput, 'aiTool' | 'purpose'>) {
  const [tool] = await db
    .select({ id: aiTools.id })
    .from(aiTools)
    .where(eq(aiTools.name, input.aiTool));
  if (!tool) throw new DomainError('BAD_INPUT', promptMessages.unknownAiTool);
  const [purpose] = await db
    .select({ id: purposes.id })
    .from(purposes)
    .where(eq(purposes.name, input.purpose));
  if (!purpose) throw new DomainError('BAD_INPUT', promptMessages.unknownPurpose);
}

/** Remembers a custom tool name so the form can offer it to this user again. */
export async function rememberCustomTool(db: Database, userId: string, name: string | null) {
  if (!name) return;
  await db
    .insert(userAiTools)
    .values({ userId, name })
    .onConflictDoUpdate({
      target: [userAiTools.userId, userAiTools.name],
      set: { updatedAt: sql`now()` },
    });
}

export async function createPrompt(ctx: Ctx, input: PromptInput) {
  await checkOptions(ctx.db, input);
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(snippets)
      .values({ ...input, authorId: ctx.viewer.id })
      .returning({ id: snippets.id });
    await storeCurrentVersion(tx, row!.id, ctx.viewer.id, null);
    await rememberCustomTool(tx, ctx.viewer.id, input.customAiTool);
    return row!.id;
  });
  return getPrompt(ctx.db, ctx.viewer, id);
}

/** Applies the given fields over the stored prompt; the result must be a valid prompt. */
export async function updatePrompt(ctx: Ctx, input: z.output<typeof promptUpdateSchema>) {
  const { id, note, publishHistory, ...patch } = input;
  await ctx.db.transaction(async (tx) => {
    await lockOwn(tx, ctx.viewer, id);
    const [current] = await tx.select().from(snippets).where(eq(snippets.id, id));
    const merged = promptInputSchema.safeParse({
      title: patch.title ?? current!.title,
      content: patch.content ?? current!.content,
      aiTool: patch.aiTool ?? current!.aiTool,
      customAiTool: patch.customAiTool !== undefined ? patch.customAiTool : current!.customAiTool,
      purpose: patch.purpose ?? current!.purpose,
      isPublic: patch.isPublic ?? current!.isPublic,
      // Kept settings are pruned against the new content, as sent ones are.
      variables: patch.variables ?? current!.variables,
      // Tags are not versioned: a change of tags alone makes no version (decision 150).
      tags: patch.tags ?? current!.tags,
    });
    if (!merged.success) {
      const issues = toInputIssues(merged.error.issues);
      throw new DomainError('BAD_INPUT', 'Invalid prompt', { issues });
    }
    if (publishHistory && !merged.data.isPublic) {
      throw new DomainError('BAD_INPUT', promptMessages.publishHistoryPrivate);
    }
    await checkOptions(tx, merged.data);
    const versioned = changesVersion(current!, merged.data);
    await tx
      .update(snippets)
      .set({ ...merged.data, ...(versioned && nextVersion) })
      .where(eq(snippets.id, id));
    if (versioned) await storeCurrentVersion(tx, id, ctx.viewer.id, note);
    // Going public publishes what the prompt now says; its past only when the owner asks.
    if (publishHistory) await publishVersions(tx, id);
    else if (merged.data.isPublic && !current!.isPublic) {
      await publishVersions(tx, id, current!.version + (versioned ? 1 : 0));
    }
    await rememberCustomTool(tx, ctx.viewer.id, merged.data.customAiTool);
  });
  return getPrompt(ctx.db, ctx.viewer, id);
}

export async function deletePrompt(ctx: Ctx, id: number) {
  await ctx.db.transaction(async (tx) => {
    await lockOwn(tx, ctx.viewer, id);
    await tx.delete(snippets).where(eq(snippets.id, id));
  });
  return { message: 'Prompt deleted successfully' };
}

/** The viewer's own prompts with the dashboard's filters (GET /api/snippets/my). */
export async function myPrompts(ctx: Ctx, filters: z.output<typeof myPromptsSchema>) {
  const conditions: (SQL | undefined)[] = [eq(snippets.authorId, ctx.viewer.id)];
  if (filters.visibility !== 'all')
    conditions.push(eq(snippets.isPublic, filters.visibility === 'public'));
  if (filters.aiTool) conditions.push(eq(snippets.aiTool, filters.aiTool));
  if (filters.purpose) conditions.push(eq(snippets.purpose, filters.purpose));
  // Index-served: the author's range of snippets_author_created_idx, filtered (decision 150).
  if (filters.tag.length > 0) conditions.push(arrayContains(snippets.tags, filters.tag));
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    conditions.push(
      or(
        ilike(snippets.title, pattern),
        ilike(snippets.content, pattern),
        // The search box says it searches tags too.
        sql`array_to_string(${snippets.tags}, ' ') ilike ${pattern}`,
      ),
    );
  }
  const rows = await selectPrompts(ctx.db, ctx.viewer)
    .where(and(...conditions))
    .orderBy(...promptOrder(filters.sortBy));
  return rows.map((row) => toClientPrompt(row, ctx.viewer));
}

/** Prompts the viewer saved, newest saved first; one made private by its author drops out. */
export async function favoritePrompts(ctx: Ctx) {
  const rows = await selectPrompts(ctx.db, ctx.viewer)
    .innerJoin(
      favorites,
      and(eq(favorites.snippetId, snippets.id), eq(favorites.userId, ctx.viewer.id)),
    )
    .where(visibleTo(snippets, ctx.viewer))
    .orderBy(desc(favorites.createdAt));
  return rows.map((row) => toClientPrompt(row, ctx.viewer));
}

/** Dashboard numbers: prompts written, likes they received, prompts saved. */
export async function userStats(ctx: Ctx) {
  const [mine] = await ctx.db
    .select({
      promptCount: sql<number>`count(*)::int`,
      totalLikes: sql<number>`coalesce(sum(${snippets.likesCount}), 0)::int`,
    })
    .from(snippets)
    .where(eq(snippets.authorId, ctx.viewer.id));
  // The same rule as the favourites list: a saved prompt made private by its author drops out.
  const [saved] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(favorites)
    .innerJoin(snippets, eq(snippets.id, favorites.snippetId))
    .where(and(eq(favorites.userId, ctx.viewer.id), visibleTo(snippets, ctx.viewer)));
  const favoriteCount = saved?.count ?? 0;
  return {
    snippetCount: mine?.promptCount ?? 0,
    totalLikes: mine?.totalLikes ?? 0,
    favoriteCount,
  };
}
