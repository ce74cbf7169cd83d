import { snippets } from '@promptshelf/db';
import type { searchPromptsSchema } from '@promptshelf/validators';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Context } from '../../context';
import { selectPrompts, toClientPrompt, type ClientPrompt } from '../library/prompt-shape';
import { unlistedMatches } from './engine';
import { browseShared } from './shared-browse';

type SearchCtx = Pick<Context, 'db' | 'readDb' | 'viewer' | 'sharedReads'>;

/**
 * Public prompts and the viewer's own private ones that match a term. The public ones come
 * from browse itself (sortBy 'relevance': the same ranking, the same shared cache); the
 * viewer's private matches are ranked with browse's relevance expression and merged in by it,
 * keeping browse's order among the public ones (docs/decisions/121-mcp-server.md).
 */
export async function searchVisible(
  ctx: SearchCtx,
  input: z.output<typeof searchPromptsSchema>,
): Promise<ClientPrompt[]> {
  const { query, aiTool, limit, tag } = input;
  const browse = await browseShared(ctx, {
    search: query,
    aiTool,
    customAiTool: undefined,
    purpose: undefined,
    tag,
    sortBy: 'relevance',
    limit,
    offset: 0,
    cursor: null,
  });
  const viewer = ctx.viewer;
  if (!viewer) return browse.snippets;

  const publicIds = browse.snippets.map((prompt) => prompt.id);
  const { own, rankOf } = await unlistedMatches(
    ctx.db,
    viewer,
    { search: query, aiTool, tags: tag, limit },
    publicIds,
  );
  if (own.length === 0) return browse.snippets;
  const privateRows = await selectPrompts(ctx.db, viewer).where(
    and(
      inArray(
        snippets.id,
        own.map((row) => row.id),
      ),
      eq(snippets.authorId, viewer.id),
    ),
  );
  const privateById = new Map(privateRows.map((row) => [row.id, toClientPrompt(row, viewer)]));

  const merged: ClientPrompt[] = [];
  let p = 0;
  let o = 0;
  while (merged.length < limit && (p < browse.snippets.length || o < own.length)) {
    const pub = browse.snippets[p];
    const mine = own[o];
    const takeOwn =
      mine !== undefined &&
      (pub === undefined || mine.rank > (rankOf.get(pub.id) ?? Number.NEGATIVE_INFINITY));
    if (takeOwn) {
      const shaped = privateById.get(mine.id);
      if (shaped) merged.push(shaped);
      o++;
    } else if (pub) {
      merged.push(pub);
      p++;
    }
  }
  return merged;
}
