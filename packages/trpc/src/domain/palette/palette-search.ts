import {
  favorites,
  snippets,
  userProfiles,
  workspaceMembers,
  workspaces,
  type Database,
} from '@promptshelf/db';
import {
  findIncludes,
  hasPlaceholders,
  PALETTE_GROUP_SIZE,
  type PaletteGroup,
  type paletteSearchSchema,
} from '@promptshelf/validators';
import { and, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Context, Viewer } from '../../context';
import { correctSearch } from '../browse/engine';
import { browseShared } from '../browse/shared-browse';
import { librarySearch } from '../library/prompts';
import { readableBy } from '../library/visibility';

type PaletteCtx = Pick<Context, 'db' | 'readDb' | 'viewer' | 'sharedReads'>;

/** A prompt as the palette lists it: enough to name it, open it, and offer its generator. */
export type PalettePrompt = {
  id: number;
  title: string;
  /** Whose it is: '@username', or the workspace's name. */
  owner: string;
  /** Whether it has placeholders to fill (its own or its includes'), as the generator asks. */
  canGenerate: boolean;
};

export type PaletteResult = { groups: { group: PaletteGroup; prompts: PalettePrompt[] }[] };

const canGenerate = (content: string) =>
  hasPlaceholders(content) || findIncludes(content).length > 0;

/** The columns every group reads, whichever index serves its rows. */
function selectItems(db: Database) {
  return db
    .select({
      id: snippets.id,
      title: snippets.title,
      content: snippets.content,
      username: userProfiles.username,
      workspaceName: workspaces.name,
    })
    .from(snippets)
    .leftJoin(userProfiles, eq(userProfiles.userId, snippets.authorId))
    .leftJoin(workspaces, eq(workspaces.id, snippets.workspaceId))
    .$dynamic();
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

function toItem(row: ItemRow): PalettePrompt {
  return {
    id: row.id,
    title: row.title,
    owner: row.workspaceName ?? `@${row.username ?? ''}`,
    canGenerate: canGenerate(row.content),
  };
}

/** The prompts this device opened lately that the viewer may still open, in the order given. */
async function recentPrompts(db: Database, viewer: Viewer | null, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await selectItems(db).where(
    and(inArray(snippets.id, ids), readableBy(snippets, viewer)),
  );
  const byId = new Map(rows.map((row) => [row.id, toItem(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The viewer's own groups for one search, each one query read from its own index's range
 * (newest first, the first few that match): their personal prompts (the author's range of
 * snippets_author_created_idx), their favourites (favorites_user_created_idx) and the prompts of
 * the workspaces they belong to (snippets_workspace_created_idx per workspace).
 */
async function ownGroups(db: Database, viewer: Viewer, search: string) {
  const matches = librarySearch(search);
  const newest = [desc(snippets.createdAt), desc(snippets.id)];
  const read = (where: SQL | undefined, ...order: SQL[]) =>
    selectItems(db)
      .where(where)
      .orderBy(...order)
      .limit(PALETTE_GROUP_SIZE);
  const [mine, saved, shared] = await Promise.all([
    read(and(eq(snippets.authorId, viewer.id), isNull(snippets.workspaceId), matches), ...newest),
    read(and(readableBy(snippets, viewer), matches), desc(favorites.createdAt)).innerJoin(
      favorites,
      and(eq(favorites.snippetId, snippets.id), eq(favorites.userId, viewer.id)),
    ),
    read(
      and(
        inArray(
          snippets.workspaceId,
          db
            .select({ id: workspaceMembers.workspaceId })
            .from(workspaceMembers)
            .where(eq(workspaceMembers.userId, viewer.id)),
        ),
        matches,
      ),
      ...newest,
    ),
  ]);
  return { mine: mine.map(toItem), favorites: saved.map(toItem), workspaces: shared.map(toItem) };
}

/** Public prompts that match, ranked as Browse ranks them, from its shared cache. */
async function publicPrompts(ctx: PaletteCtx, search: string, shown: ReadonlySet<number>) {
  // The page every visitor gets (no personal flags are needed), a few more than shown so
  // prompts already in another group can be left out.
  const page = await browseShared(
    { ...ctx, viewer: null },
    {
      search,
      aiTool: undefined,
      customAiTool: undefined,
      purpose: undefined,
      tag: [],
      sortBy: 'relevance',
      limit: PALETTE_GROUP_SIZE * 2,
      offset: 0,
      cursor: null,
    },
  );
  return page.snippets
    .filter((prompt) => !shown.has(prompt.id))
    .slice(0, PALETTE_GROUP_SIZE)
    .map((prompt) => ({
      id: prompt.id,
      title: prompt.title,
      owner: prompt.workspace?.name ?? `@${prompt.author.username}`,
      canGenerate: canGenerate(prompt.content),
    }));
}

/**
 * The command palette's search (docs/decisions/220-command-palette.md). Nothing typed: the
 * recent prompts the device sent that the viewer may still open. Something typed: the viewer's
 * own prompts, favourites and workspaces' prompts (a library search, its typos corrected as
 * the dashboard's are when none of them matches), then public prompts as Browse finds them; a
 * prompt appears once, in the first group that holds it.
 */
export async function paletteSearch(
  ctx: PaletteCtx,
  input: z.output<typeof paletteSearchSchema>,
): Promise<PaletteResult> {
  const { viewer } = ctx;
  if (!input.query) {
    const recent = await recentPrompts(ctx.db, viewer, input.recent);
    return { groups: recent.length > 0 ? [{ group: 'recent', prompts: recent }] : [] };
  }
  let own = viewer ? await ownGroups(ctx.db, viewer, input.query) : null;
  if (viewer && own && Object.values(own).every((group) => group.length === 0)) {
    const corrected = await correctSearch(ctx.db, input.query);
    if (corrected) own = await ownGroups(ctx.db, viewer, corrected);
  }
  const shown = new Set<number>();
  const groups: PaletteResult['groups'] = [];
  for (const group of ['mine', 'favorites', 'workspaces'] as const) {
    const prompts = (own?.[group] ?? []).filter((prompt) => !shown.has(prompt.id));
    prompts.forEach((prompt) => shown.add(prompt.id));
    groups.push({ group, prompts });
  }
  groups.push({ group: 'public', prompts: await publicPrompts(ctx, input.query, shown) });
  return { groups: groups.filter((group) => group.prompts.length > 0) };
}
