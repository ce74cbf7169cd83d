import { createFileRoute } from '@tanstack/react-router';

import { PagePlaceholder } from '../../../components/layout/page-placeholder';
import { titleHead } from '../../../lib/page-title';

/** /snippets/{id}/{slug*}: the slug is cosmetic; the detail screen rewrites it to match the title. */
export const Route = createFileRoute('/snippets/$id/$')({
  head: titleHead('Prompt'),
  component: SnippetRoute,
});

function SnippetRoute() {
  const { id } = Route.useParams();
  return (
    <PagePlaceholder
      title="Prompt"
      description={`Prompt #${id}: its full content, author and actions.`}
    />
  );
}
