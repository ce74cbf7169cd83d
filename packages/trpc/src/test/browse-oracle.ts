import type { Database } from '@promptshelf/db';
import type { PageArgs } from '../domain/browse/engine/page';
import { referencePage } from '../domain/browse/engine/reference';

/**
 * The oracle of browse's tests: every match of a query, in its order, after `cursorKeys`, as the
 * reference strategy defines them (every match read, sorted, keyset-paged).
 */
export async function everyMatch(
  db: Database,
  query: Pick<PageArgs, 'sortBy'> & Partial<PageArgs>,
): Promise<number[]> {
  const page = await referencePage(db, {
    search: undefined,
    tags: [],
    aiTool: undefined,
    customAiTool: undefined,
    purpose: undefined,
    cursorKeys: null,
    ...query,
    limit: 1_000_000,
    offset: 0,
  });
  return page.rows.map((row) => row.id);
}
