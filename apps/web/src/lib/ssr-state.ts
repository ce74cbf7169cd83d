import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import superjson from 'superjson';

/**
 * The query cache a server-rendered page was rendered from travels in the HTML as a JSON data
 * block (never executed, so the strict script-src of the CSP holds), and fills the browser's
 * cache before hydration, so the first render there matches the markup.
 */
const STATE_ELEMENT_ID = 'ssr-state';

/** The data block for the page's HTML; `<` is escaped so no text in it can close the element. */
export function ssrStateScript(queryClient: QueryClient): string {
  const json = superjson.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${STATE_ELEMENT_ID}">${json}</script>`;
}

/** Fills the cache from the page's data block; false when the page was not server-rendered. */
export function hydrateSsrState(queryClient: QueryClient): boolean {
  const element = document.getElementById(STATE_ELEMENT_ID);
  if (!element?.textContent) return false;
  hydrate(queryClient, superjson.parse<DehydratedState>(element.textContent));
  element.remove();
  return true;
}
