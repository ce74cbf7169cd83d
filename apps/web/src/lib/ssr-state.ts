import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import superjson from 'superjson';

/**
 * The query cache a server-rendered page was rendered from travels in the HTML as a JSON data
 * block (never executed, so the strict script-src of the CSP holds), and fills the browser's
 * cache before the first render there, so it matches the markup (or, for a page of which the
 * server painted only the frame, shows the page's data at once).
 */
const STATE_ELEMENT_ID = 'ssr-state';

/**
 * How the browser takes over the server's markup: `hydrate` a whole page, or `render` afresh
 * over a frame (the site's header and footer around a placeholder).
 */
export type SsrMode = 'hydrate' | 'render';

/** The data block for the page's HTML; `<` is escaped so no text in it can close the element. */
export function ssrStateScript(queryClient: QueryClient, mode: SsrMode): string {
  const json = superjson.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${STATE_ELEMENT_ID}" data-mode="${mode}">${json}</script>`;
}

/** Fills the cache from the page's data block; null when the page was not server-rendered. */
export function hydrateSsrState(queryClient: QueryClient): SsrMode | null {
  const element = document.getElementById(STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  hydrate(queryClient, superjson.parse<DehydratedState>(element.textContent));
  element.remove();
  return element.dataset.mode === 'render' ? 'render' : 'hydrate';
}
