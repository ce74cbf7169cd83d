import { createFileRoute } from '@tanstack/react-router';

import { PromptPage } from '#src/components/prompt/prompt-page';
import { pageTitle } from '#src/lib/page-title';
import { isNotFound } from '#src/lib/trpc-error';

const NOT_FOUND_TITLE = 'Prompt Not Found';

/** /snippets/{id}/{slug*}: the slug is cosmetic; the page rewrites it to match the title. */
export const Route = createFileRoute('/snippets/$id/$')({
  loader: async ({ context: { queryClient, trpc }, params }) => {
    const id = Number(params.id);
    if (!/^\d+$/.test(params.id) || !Number.isSafeInteger(id)) return { title: NOT_FOUND_TITLE };
    try {
      const prompt = await queryClient.ensureQueryData(trpc.snippets.byId.queryOptions({ id }));
      return { title: prompt.title };
    } catch (error) {
      // The page shows the failure itself ('Prompt not found.' or the error's message).
      return { title: isNotFound(error) ? NOT_FOUND_TITLE : null };
    }
  },
  head: ({ loaderData }) => ({ meta: [{ title: pageTitle(loaderData?.title ?? 'Prompt') }] }),
  component: PromptRoute,
});

function PromptRoute() {
  const params = Route.useParams();
  return <PromptPage idParam={params.id} slug={params._splat ?? ''} />;
}
