import { useRouterState } from '@tanstack/react-router';

/** The slug of the workspace whose pages are open (`/w/{slug}/…`), or null for personal pages. */
export function useCurrentWorkspaceSlug(): string | null {
  return useRouterState({
    select: (state) => /^\/w\/([^/]+)/.exec(state.location.pathname)?.[1] ?? null,
  });
}
