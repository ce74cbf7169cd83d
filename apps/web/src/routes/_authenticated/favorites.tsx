import { createFileRoute } from '@tanstack/react-router';

import { PagePlaceholder } from '../../components/layout/page-placeholder';
import { titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/_authenticated/favorites')({
  head: titleHead('My Favorites'),
  component: FavoritesRoute,
});

function FavoritesRoute() {
  return (
    <PagePlaceholder title="My Favorites" description="Prompts you've saved for quick access" />
  );
}
