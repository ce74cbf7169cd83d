import { COLLECTION_PAGE_SIZE } from '@promptshelf/validators';

import type { Trpc } from '#src/lib/trpc';

/** Page `page` (from 0) of a collection: the route's loader and the page ask the same. */
export function collectionPageOptions(trpc: Trpc, id: number, page = 0) {
  return trpc.collections.byId.queryOptions({
    id,
    limit: COLLECTION_PAGE_SIZE,
    offset: page * COLLECTION_PAGE_SIZE,
  });
}
