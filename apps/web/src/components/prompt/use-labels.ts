import type { RouterOutputs } from '@promptshelf/trpc';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';

import { useViewer } from '#src/lib/auth';
import { api, useTRPC } from '#src/lib/trpc';
import type { Prompt } from '../prompt-kit/types';
import { canEditPrompts, canManage } from '../workspaces/roles';

export type ReleaseLabel = RouterOutputs['labels']['list'][number];
export type LabelMove = RouterOutputs['labels']['moves']['moves'][number];

/** The prompt's labels this viewer may see, by the version each points at. */
export function useLabelsByVersion(id: number) {
  const trpc = useTRPC();
  const labels = useQuery(trpc.labels.list.queryOptions({ id }));
  const byVersion = new Map<number, ReleaseLabel[]>();
  for (const label of labels.data ?? []) {
    byVersion.set(label.version, [...(byVersion.get(label.version) ?? []), label]);
  }
  return byVersion;
}

/** The prompt's label moves, newest first, a page at a time. */
export function useLabelMoves(id: number) {
  const trpc = useTRPC();
  return useInfiniteQuery(
    trpc.labels.moves.infiniteQueryOptions(
      { id },
      { getNextPageParam: (page) => page.nextCursor ?? undefined },
    ),
  );
}

/**
 * Whether the viewer may move `label` on this prompt, as the server decides it: a personal
 * prompt's author; in a workspace its editors, and only its admins and owners for a label the
 * workspace protects (decision 194). Only hides what the server would refuse.
 */
export function useCanMoveLabel(
  prompt: Pick<Prompt, 'isOwner' | 'workspace'>,
): (label: string) => boolean {
  const trpc = useTRPC();
  const { viewer } = useViewer();
  const slug = prompt.workspace?.slug;
  const workspace = useQuery({
    ...trpc.workspaces.get.queryOptions({ workspace: slug ?? '' }),
    enabled: !!viewer && slug !== undefined,
  });
  if (slug === undefined) return () => prompt.isOwner;
  const settings = workspace.data;
  if (!settings || !canEditPrompts(settings.role)) return () => false;
  return (label) => canManage(settings.role) || !settings.protectedLabels.includes(label);
}

/** Moving or removing a label: its list and its moves refresh. */
export function useLabelMutations(id: number) {
  const trpc = useTRPC();
  const refresh = () =>
    Promise.all([trpc.labels.list.invalidate({ id }), trpc.labels.moves.invalidate({ id })]);
  return {
    move: api.labels.move.useMutation({ onSettled: refresh }),
    remove: api.labels.remove.useMutation({ onSettled: refresh }),
  };
}
