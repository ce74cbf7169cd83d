import type { QueryClient, QueryKey } from '@tanstack/react-query';

import type { Trpc } from '#src/lib/trpc';
import type { Prompt } from './types';

type Reactions = Pick<Prompt, 'isLiked' | 'likesCount' | 'isFavorited' | 'favoritesCount'>;
type Update = (prompt: Reactions) => Partial<Reactions>;

function isPromptLike(value: unknown, id: number): value is Reactions & { id: number } {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Prompt>;
  return (
    candidate.id === id &&
    typeof candidate.isLiked === 'boolean' &&
    typeof candidate.likesCount === 'number'
  );
}

/**
 * Applies `update` to every copy of prompt `id` inside one cached value: a prompt, a list of
 * prompts, or an object holding them under `snippets` (browse, profiles) or `pages` (infinite
 * lists). Returns the same reference when nothing changed.
 */
function patchValue(value: unknown, id: number, update: Update): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item) => {
      const patched = patchValue(item, id, update);
      if (patched !== item) changed = true;
      return patched;
    });
    return changed ? next : value;
  }
  if (isPromptLike(value, id)) return { ...value, ...update(value) };
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    for (const key of ['snippets', 'pages'] as const) {
      if (key in record) {
        const patched = patchValue(record[key], id, update);
        if (patched !== record[key]) return { ...record, [key]: patched };
      }
    }
  }
  return value;
}

type CacheRollback = () => void;

/**
 * Updates prompt `id` in every cached query at once (my prompts, favourites, the prompt page,
 * and any other screen's lists), so a like shows everywhere instantly. The returned function
 * puts back what was there before.
 */
export function patchPromptEverywhere(
  queryClient: QueryClient,
  id: number,
  update: Update,
): CacheRollback {
  const previous: [QueryKey, unknown][] = [];
  for (const query of queryClient.getQueryCache().getAll()) {
    const data = query.state.data;
    if (data === undefined) continue;
    const next = patchValue(data, id, update);
    if (next !== data) {
      previous.push([query.queryKey, data]);
      queryClient.setQueryData(query.queryKey, next);
    }
  }
  return () => {
    for (const [key, data] of previous) queryClient.setQueryData(key, data);
  };
}

/**
 * After a change, refetch my prompts, my stats and my favourites, the workspaces' libraries,
 * and the prompt's own page; nothing else.
 */
export async function invalidateLibrary(trpc: Trpc, id?: number): Promise<void> {
  await Promise.all([
    trpc.snippets.mine.invalidate(),
    trpc.snippets.stats.invalidate(),
    trpc.snippets.favorites.invalidate(),
    trpc.workspaces.prompts.invalidate(),
    id === undefined ? undefined : trpc.snippets.byId.invalidate({ id }),
  ]);
}

/** Stops refetches in flight that would overwrite an optimistic update with older data. */
export async function cancelLibraryFetches(trpc: Trpc, id: number): Promise<void> {
  await Promise.all([
    trpc.snippets.mine.cancel(),
    trpc.snippets.favorites.cancel(),
    trpc.workspaces.prompts.cancel(),
    trpc.snippets.byId.cancel({ id }),
  ]);
}

/** After a workspace's prompt was created, changed, moved or deleted: its counts and log. */
export async function invalidateWorkspaceSummaries(trpc: Trpc): Promise<void> {
  await Promise.all([
    trpc.workspaces.get.invalidate(),
    trpc.workspaces.mine.invalidate(),
    trpc.workspaces.activity.invalidate(),
  ]);
}
