export const APP_NAME = 'Promptshelf';

/** 'Browse Prompts' → 'Browse Prompts · Promptshelf'; no argument → 'Promptshelf'. */
export function pageTitle(screen?: string): string {
  return screen ? `${screen} · ${APP_NAME}` : APP_NAME;
}

/** A route `head` that sets the document title. */
export function titleHead(screen?: string) {
  return () => ({ meta: [{ title: pageTitle(screen) }] });
}
