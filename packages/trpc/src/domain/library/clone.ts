import { promptModerationLocks, snippets } from '@promptshelf/db';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { readableBy, visibilityColumns } from './visibility';
import { getPrompt, lockVisible, rememberCustomTool, type Ctx } from './prompts';
import { storeCurrentVersion } from './version-store';
import { freeNames } from './prompt-names';
import { notify } from '../notifications/notify';

/**
 * Copies a prompt the viewer may see into their own library. The copy starts private, so that
 * cloning never fills Browse with duplicates, keeps the title, and remembers its original. A
 * copy of a prompt held by moderation is held too, with the same reason: otherwise its author
 * could publish the copy instead of asking for a review (decision 236).
 */
export async function clonePrompt(ctx: Ctx, id: number) {
  const copyId = await ctx.db.transaction(async (tx) => {
    await lockVisible(tx, ctx.viewer, id);
    const [source] = await tx.select().from(snippets).where(eq(snippets.id, id));
    const [name] = await freeNames(tx, { userId: ctx.viewer.id }, [source!.name]);
    const [copy] = await tx
      .insert(snippets)
      .values({
        title: source!.title,
        name,
        content: source!.content,
        aiTool: source!.aiTool,
        customAiTool: source!.customAiTool,
        purpose: source!.purpose,
        variables: source!.variables,
        tags: source!.tags,
        ...visibilityColumns('private'),
        authorId: ctx.viewer.id,
        clonedFromId: source!.id,
        clonedFromVersion: source!.version,
      })
      .returning({ id: snippets.id });
    await storeCurrentVersion(tx, copy!.id, ctx.viewer.id, null);
    const [hold] = await tx
      .select({ reason: promptModerationLocks.reason })
      .from(promptModerationLocks)
      .where(eq(promptModerationLocks.promptId, source!.id));
    if (hold) {
      await tx.insert(promptModerationLocks).values({ promptId: copy!.id, reason: hold.reason });
    }
    await rememberCustomTool(tx, ctx.viewer, source!.customAiTool);
    await notify(tx, {
      recipientId: source!.authorId,
      actorId: ctx.viewer.id,
      kind: 'clone',
      promptId: source!.id,
    });
    return copy!.id;
  });
  return getPrompt(ctx.db, ctx.viewer, copyId);
}

const original = alias(snippets, 'original');

/**
 * The viewer's newest copy of prompt `id`, or null: cloning twice is asked about first.
 * Served by snippets_cloned_from_idx (a prompt has few clones by one person). Null
 * too when the original is no longer visible to the viewer, so the answer never tells that a
 * now-private prompt still exists.
 */
export async function myCopyOf(ctx: Ctx, id: number) {
  const [copy] = await ctx.db
    .select({ id: snippets.id, title: snippets.title })
    .from(snippets)
    .innerJoin(
      original,
      and(eq(original.id, snippets.clonedFromId), readableBy(original, ctx.viewer)),
    )
    .where(and(eq(snippets.clonedFromId, id), eq(snippets.authorId, ctx.viewer.id)))
    .orderBy(desc(snippets.createdAt), desc(snippets.id))
    .limit(1);
  return copy ?? null;
}
