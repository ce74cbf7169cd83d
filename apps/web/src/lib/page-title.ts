import { useEffect } from 'react';

export const APP_NAME = 'Promptshelf';

/** 'Browse Prompts' → 'Browse Prompts · Promptshelf'; no argument → 'Promptshelf'. */
export function pageTitle(screen?: string): string {
  return screen ? `${screen} · ${APP_NAME}` : APP_NAME;
}

/** A route `head` that sets the document title. */
export function titleHead(screen?: string) {
  return () => ({ meta: [{ title: pageTitle(screen) }] });
}

/** Names a screen that no route `head` can name (no route matched, or one route, two screens). */
export function useScreenTitle(screen: string) {
  useEffect(() => {
    document.title = pageTitle(screen);
  }, [screen]);
}
