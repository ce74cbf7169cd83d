import { createFileRoute } from '@tanstack/react-router';

import { WorkspaceScreen } from '#src/components/workspaces/workspace-screen';
import { validateTagSearch } from '#src/lib/tag-search';

/**
 * /w/{slug} and /w/{slug}/{members|activity|settings}: a workspace's pages, for its members.
 * One route with no loader: every route's definition is in the first bundle.
 */
export const Route = createFileRoute('/_authenticated/w/$slug/{-$section}')({
  // The library's tag filter lives in the address, so a tag on a card can link to it.
  validateSearch: validateTagSearch,
  component: function WorkspaceRoute() {
    const { slug, section } = Route.useParams();
    return <WorkspaceScreen slug={slug} section={section} />;
  },
});
