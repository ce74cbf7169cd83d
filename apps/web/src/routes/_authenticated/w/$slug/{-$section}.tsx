import { createFileRoute } from '@tanstack/react-router';

import { WorkspaceScreen } from '#src/components/workspaces/workspace-screen';
import { validateLibrarySearch } from '#src/lib/library-search';

/**
 * /w/{slug} and /w/{slug}/{members|activity|settings}: a workspace's pages, for its members.
 * One route with no loader: every route's definition is in the first bundle.
 */
export const Route = createFileRoute('/_authenticated/w/$slug/{-$section}')({
  // The library's filters live in the address: a reload or Back keeps them, a tag links to one.
  validateSearch: validateLibrarySearch,
  component: function WorkspaceRoute() {
    const { slug, section } = Route.useParams();
    return <WorkspaceScreen slug={slug} section={section} />;
  },
});
