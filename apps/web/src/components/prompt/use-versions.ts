import { VERSIONS_PAGE_SIZE } from '@promptshelf/validators';
import { useQuery } from '@tanstack/react-query';

import { api, useTRPC } from '#src/lib/trpc';
import { invalidateLibrary } from '../prompt-kit/prompt-cache';

/** One page of a prompt's history, newest first. */
export function useVersionPage(id: number, page: number) {
  const trpc = useTRPC();
  return useQuery(
    trpc.versions.list.queryOptions({
      id,
      limit: VERSIONS_PAGE_SIZE,
      offset: page * VERSIONS_PAGE_SIZE,
    }),
  );
}

/** One version, when a number is given. */
export function useVersion(id: number, version: number | null) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.versions.byNumber.queryOptions({ id, version: version ?? 1 }),
    enabled: version !== null,
  });
}

/** The prompt a clone came from, as this viewer may see it now. */
export function useOriginal(id: number | null) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.snippets.byId.queryOptions({ id: id ?? 0 }), enabled: id !== null });
}

/** Restore: the prompt's page shows the result at once; its history and the library refresh. */
export function useRestoreVersion() {
  const trpc = useTRPC();
  return api.versions.restore.useMutation({
    onSuccess: async (prompt) => {
      trpc.snippets.byId.setData({ id: prompt.id }, prompt);
      await Promise.all([trpc.versions.list.invalidate(), invalidateLibrary(trpc)]);
    },
  });
}
