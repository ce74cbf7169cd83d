import { snippets, type Database } from '@promptshelf/db';
import type { BrowseQuery } from '@promptshelf/validators';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Context, Viewer } from '../../context';
import { findPage, listed, shapePage, unlistedOwnedBy, type BrowseResult } from './engine';
import { getPrompt } from '../library/prompts';
import { favoritedBy, likedBy, selectPrompts, toClientPrompt } from '../library/prompt-shape';
import { pageOfOverlays } from '../../json-text';

const privateOriginal = alias(snippets, 'private_original');

type ReadCtx = Pick<Context, 'db' | 'readDb' | 'viewer' | 'sharedReads'>;

/** A page as every visitor sees it: chosen and shaped for no one in particular. */
async function browsePrompts(db: Database, input: BrowseQuery): Promise<BrowseResult> {
  return shapePage(db, null, await findPage(db, input));
}

/**
 * Browse through the shared cache (docs/decisions/080-shared-reads.md): a visitor gets the
 * page as every visitor sees it, read from the replica if there is one (082). A signed-in
 * person gets the same shared page read from the primary, so they see what they just wrote,
 * with their own flags (likes, saves, ownership, current counters) merged in from one
 * primary-key query. A superadmin, who sees every author's email, gets the shared choice of
 * prompts shaped for them in full.
 */
export async function browseShared(ctx: ReadCtx, input: BrowseQuery) {
  // The parsed input: defaults filled in and 'relevance' without a term already 'recent'.
  const key = JSON.stringify(input);
  const viewer = ctx.viewer;
  if (!viewer) {
    return ctx.sharedReads.get(`browse ${key}`, () => browsePrompts(ctx.readDb, input));
  }
  if (viewer.superadmin) {
    const page = await ctx.sharedReads.get(`page ${key}`, () => findPage(ctx.db, input));
    return shapePage(ctx.db, viewer, page);
  }
  const shared =
    ctx.readDb === ctx.db
      ? await ctx.sharedReads.get(`browse ${key}`, () => browsePrompts(ctx.db, input))
      : await ctx.sharedReads.get(`primary ${key}`, () => browsePrompts(ctx.db, input));
  return personalize(ctx.db, viewer, shared);
}

/** A page prompt's current counters and the viewer's flags on it (prepareViewerFlags). */
type FlagRow = [
  id: number,
  likesCount: number,
  favoritesCount: number,
  isLiked: boolean,
  isFavorited: boolean,
  isOwner: boolean,
  namesPrivateOriginal: boolean,
];

/**
 * The viewer's flags for a page's prompts, by primary key: prepared once per database, as every
 * signed-in browse runs it (docs/decisions/081-throughput.md). The rows come back as one JSON
 * array of tuples: the driver parses it at once, where mapping 20 rows of 7 columns one by
 * one was 6 % of a signed-in browse's CPU.
 */
function prepareViewerFlags(db: Database) {
  const viewer = sql.placeholder('viewer');
  return (
    db
      .select({
        rows: sql<FlagRow[] | null>`json_agg(json_build_array(
          ${snippets.id}, ${snippets.likesCount}, ${snippets.favoritesCount},
          ${likedBy(viewer)}, ${favoritedBy(viewer)}, ${snippets.authorId} = ${viewer},
          ${privateOriginal.id} is not null))`,
      })
      .from(snippets)
      // A clone of the viewer's own private prompt names its original to them only. (With a
      // join drizzle also qualifies every column, which the flags' subqueries rely on.)
      .leftJoin(
        privateOriginal,
        and(
          eq(privateOriginal.id, snippets.clonedFromId),
          unlistedOwnedBy(viewer, privateOriginal),
        ),
      )
      .where(and(sql`${snippets.id} = any(${sql.placeholder('ids')}::int[])`, listed()))
      .prepare('browse_viewer_flags')
  );
}
const preparedFlags = new WeakMap<Database, ReturnType<typeof prepareViewerFlags>>();
function viewerFlags(db: Database) {
  let prepared = preparedFlags.get(db);
  if (!prepared) preparedFlags.set(db, (prepared = prepareViewerFlags(db)));
  return prepared;
}

/**
 * The shared page as this viewer sees it. The shared answer is never changed: it is the same
 * object for everyone of its second. A prompt made private since the page was read is left out.
 */
async function personalize(
  db: Database,
  viewer: Viewer,
  page: BrowseResult,
): Promise<BrowseResult> {
  const ids = page.snippets.map((prompt) => prompt.id);
  if (ids.length === 0) return page;
  const [result] = await viewerFlags(db).execute({ viewer: viewer.id, ids });
  const flags = result?.rows ?? [];
  if (flags.some((row) => row[6])) {
    const { total, totalIsLowerBound, nextCursor } = page;
    return shapePage(db, viewer, { ids, total, totalIsLowerBound, nextCursor });
  }
  const byId = new Map(flags.map((row) => [row[0], row]));
  // The REST reply's JSON reuses the shared prompts' texts (json-text.ts).
  return pageOfOverlays(
    page,
    'snippets',
    page.snippets.flatMap((prompt) => {
      const row = byId.get(prompt.id);
      if (!row) return [];
      const [, likesCount, favoritesCount, isLiked, isFavorited, isOwner] = row;
      const fields = {
        likesCount,
        favoritesCount,
        isLiked,
        isFavorited,
        isOwner,
        // An author's email is shown to them (toClientPrompt).
        author: isOwner ? { ...prompt.author, email: viewer.email } : prompt.author,
      };
      return [{ base: prompt, fields }];
    }),
  );
}

/** A listed prompt as every visitor sees it, or null. */
async function listedPrompt(db: Database, id: number) {
  const [row] = await selectPrompts(db, null).where(and(eq(snippets.id, id), listed()));
  return row ? toClientPrompt(row, null) : null;
}

/**
 * A listed prompt as a visitor sees it comes from the shared cache; an unlisted one, open to
 * whoever has its link, is read for this request alone, and a signed-in view never is shared.
 */
export async function promptShared(ctx: ReadCtx, id: number) {
  if (ctx.viewer) return getPrompt(ctx.db, ctx.viewer, id);
  const shared = await ctx.sharedReads.get(`prompt ${id}`, () => listedPrompt(ctx.readDb, id));
  return shared ?? getPrompt(ctx.readDb, null, id);
}
