import { createFileRoute } from '@tanstack/react-router';

import { BrowsePage } from '../components/browse/browse-page';
import { validateBrowseSearch } from '../components/browse/browse-search';
import { titleHead } from '../lib/page-title';

export const Route = createFileRoute('/browse')({
  validateSearch: validateBrowseSearch,
  head: titleHead('Browse Prompts'),
  component: BrowsePage,
});
