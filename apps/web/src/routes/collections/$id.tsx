import { createFileRoute } from '@tanstack/react-router';

import { CollectionMissing, CollectionPage } from '#src/components/collections/collection-page';
import { collectionPageOptions } from '#src/components/collections/collection-query';
import { pageTitle } from '#src/lib/page-title';
import { isNotFound } from '#src/lib/trpc-error';

const NOT_FOUND_TITLE = 'Collection Not Found';

/** `?page=2`: 1-based, absent for the first page. */
function validateSearch(search: Record<string, unknown>): { page?: number } {
  const page = Number(search.page);
  return Number.isSafeInteger(page) && page > 1 ? { page } : {};
}

/** /collections/{id}: a public collection for anyone, a private one for its owner. */
export const Route = createFileRoute('/collections/$id')({
  validateSearch,
  loaderDeps: ({ search }) => ({ page: (search.page ?? 1) - 1 }),
  loader: async ({ context: { queryClient, trpc }, params, deps }) => {
    const id = Number(params.id);
    if (!/^\d{1,10}$/.test(params.id) || id > 2_147_483_647) return { title: NOT_FOUND_TITLE };
    try {
      const { collection } = await queryClient.ensureQueryData(
        collectionPageOptions(trpc, id, deps.page),
      );
      return { title: collection.name };
    } catch (error) {
      // The page shows the failure itself.
      return { title: isNotFound(error) ? NOT_FOUND_TITLE : null };
    }
  },
  head: ({ loaderData }) => ({ meta: [{ title: pageTitle(loaderData?.title ?? 'Collection') }] }),
  component: CollectionRoute,
});

function CollectionRoute() {
  const params = Route.useParams();
  const { page } = Route.useSearch();
  const id = Number(params.id);
  if (!/^\d{1,10}$/.test(params.id) || id > 2_147_483_647) {
    return <CollectionMissing />;
  }
  return <CollectionPage id={id} page={(page ?? 1) - 1} />;
}
