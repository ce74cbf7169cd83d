import { favorites, likes, snippets } from '@promptshelf/db';
import { and, eq, sql } from 'drizzle-orm';
import { lockVisible, type Ctx } from './snippets';

const REACTIONS = {
  like: { table: likes, counter: 'likesCount' },
  favorite: { table: favorites, counter: 'favoritesCount' },
} as const;

/**
 * Adds or removes the viewer's like or favourite. The row and the prompt's counter change in one
 * transaction, under the prompt's row lock, so the counter always equals the number of rows,
 * whatever arrives at once. Returns whether the reaction is now on, and the new count.
 */
async function toggleReaction(ctx: Ctx, id: number, kind: keyof typeof REACTIONS) {
  const { table, counter } = REACTIONS[kind];
  return ctx.db.transaction(async (tx) => {
    await lockVisible(tx, ctx.viewer, id);
    const mine = and(eq(table.userId, ctx.viewer.id), eq(table.snippetId, id));
    const removed = await tx.delete(table).where(mine).returning({ id: table.id });
    const on = removed.length === 0;
    if (on) await tx.insert(table).values({ userId: ctx.viewer.id, snippetId: id });
    const [row] = await tx
      .update(snippets)
      .set({
        [counter]: sql`${snippets[counter]} + ${on ? 1 : -1}`,
        // A reaction is not an edit of the prompt.
        updatedAt: sql`${snippets.updatedAt}`,
      })
      .where(eq(snippets.id, id))
      .returning({ count: snippets[counter] });
    return { on, count: row!.count };
  });
}

export async function toggleLike(ctx: Ctx, id: number) {
  const { on, count } = await toggleReaction(ctx, id, 'like');
  return { liked: on, likesCount: count };
}

export async function toggleFavorite(ctx: Ctx, id: number) {
  const { on } = await toggleReaction(ctx, id, 'favorite');
  return { favorited: on };
}
