import { createFileRoute } from '@tanstack/react-router';

import { PagePlaceholder } from '../../components/layout/page-placeholder';
import { pageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/u/$username')({
  head: ({ params }) => ({ meta: [{ title: pageTitle(`@${params.username}`) }] }),
  component: PublicProfileRoute,
});

function PublicProfileRoute() {
  const { username } = Route.useParams();
  return (
    <PagePlaceholder
      title={`@${username}`}
      description={`The public profile and prompts of @${username}.`}
    />
  );
}
