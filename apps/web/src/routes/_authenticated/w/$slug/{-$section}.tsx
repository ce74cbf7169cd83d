import { createFileRoute } from '@tanstack/react-router';

import { WorkspaceScreen } from '#src/components/workspaces/workspace-screen';

/**
 * /w/{slug} and /w/{slug}/{members|activity|settings}: a workspace's pages, for its members.
 * One route with no loader: every route's definition is in the first bundle.
 */
export const Route = createFileRoute('/_authenticated/w/$slug/{-$section}')({
  component: function WorkspaceRoute() {
    const { slug, section } = Route.useParams();
    return <WorkspaceScreen slug={slug} section={section} />;
  },
});
