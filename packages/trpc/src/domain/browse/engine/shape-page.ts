import { snippets, type Database } from '@promptshelf/db';
import { and, inArray } from 'drizzle-orm';
import type { Viewer } from '../../../context';
import { selectPrompts, toClientPrompt, type ClientPrompt } from '../../library/prompt-shape';
import type { BrowsePage } from './find-page';
import { listed } from './visibility';

/** A browse page as the client gets it. */
export type BrowseResult = Omit<BrowsePage, 'ids'> & { snippets: ClientPrompt[] };

/** The page's prompts in the client shape for this viewer: one query by primary key. */
export async function shapePage(
  db: Database,
  viewer: Viewer | null,
  { ids, ...page }: BrowsePage,
): Promise<BrowseResult> {
  const shaped =
    ids.length === 0
      ? []
      : await selectPrompts(db, viewer).where(
          // Checked again: a prompt made private since the first query stays hidden.
          and(inArray(snippets.id, ids), listed()),
        );
  const byId = new Map(shaped.map((row) => [row.id, row]));
  const result = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toClientPrompt(row, viewer)] : [];
  });
  return { snippets: result, ...page };
}
