import { createFileRoute } from '@tanstack/react-router';

import { PagePlaceholder } from '../components/layout/page-placeholder';
import { titleHead } from '../lib/page-title';

export const Route = createFileRoute('/browse')({
  head: titleHead('Browse Prompts'),
  component: BrowseRoute,
});

function BrowseRoute() {
  return (
    <PagePlaceholder
      title="Browse Prompts"
      description="Discover prompts shared by the Promptshelf community."
    />
  );
}
