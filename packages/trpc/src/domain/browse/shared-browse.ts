import type { BrowseQuery } from '@promptshelf/validators';
import type { Context } from '../../context';
import { browsePage, browseSnippets, shapeBrowsePage } from './browse';
import { getSnippet } from '../library/snippets';

type ReadCtx = Pick<Context, 'db' | 'readDb' | 'viewer' | 'sharedReads'>;

/**
 * Browse through the shared cache (docs/decisions/080-shared-reads.md): a visitor gets the
 * page as every visitor sees it, read from the replica if there is one (082); a signed-in
 * person gets the shared choice of prompts, read from the primary so they see what they just
 * wrote, shaped for them (their likes and saves, their email on their own prompts) by one
 * primary-key query.
 */
export async function browseShared(ctx: ReadCtx, input: BrowseQuery) {
  // The parsed input: defaults filled in and 'relevance' without a term already 'recent'.
  const key = JSON.stringify(input);
  if (!ctx.viewer) {
    return ctx.sharedReads.get(`browse ${key}`, () => browseSnippets(ctx.readDb, null, input));
  }
  const page = await ctx.sharedReads.get(`page ${key}`, () => browsePage(ctx.db, input));
  return shapeBrowsePage(ctx.db, ctx.viewer, page);
}

/** A prompt as a visitor sees it comes from the shared cache; a signed-in view never does. */
export function snippetShared(ctx: ReadCtx, id: number) {
  if (ctx.viewer) return getSnippet(ctx.db, ctx.viewer, id);
  return ctx.sharedReads.get(`snippet ${id}`, () => getSnippet(ctx.readDb, null, id));
}
