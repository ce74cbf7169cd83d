import { execute } from '@promptshelf/db';
import { sql } from 'drizzle-orm';
import { notFound, type Ctx } from './prompts';

/**
 * Adds or removes the viewer's like or favourite. The row and the prompt's counter change in one
 * transaction, under the prompt's row lock, so the counter always equals the number of rows,
 * whatever arrives at once: the SQL function `toggle_reaction` (migration 0015) does it in one
 * round trip. Returns whether the reaction is now on, and the new count.
 */
async function toggleReaction(ctx: Ctx, id: number, kind: 'like' | 'favorite') {
  const [row] = await execute(
    ctx.db,
    sql`select is_on, count from toggle_reaction(${kind}, ${ctx.viewer.id}, ${id})`,
  );
  if (!row) throw notFound();
  return { on: Boolean(row.is_on), count: Number(row.count) };
}

export async function toggleLike(ctx: Ctx, id: number) {
  const { on, count } = await toggleReaction(ctx, id, 'like');
  return { liked: on, likesCount: count };
}

export async function toggleFavorite(ctx: Ctx, id: number) {
  const { on } = await toggleReaction(ctx, id, 'favorite');
  return { favorited: on };
}
