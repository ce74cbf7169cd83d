import { createFileRoute, redirect } from '@tanstack/react-router';

import { PagePlaceholder } from '../components/layout/page-placeholder';
import { loadViewer } from '../lib/auth';
import { titleHead } from '../lib/page-title';

export const Route = createFileRoute('/auth')({
  // Spec §2: a logged-in user who opens /auth goes to the dashboard.
  beforeLoad: async ({ context }) => {
    if (await loadViewer(context)) throw redirect({ to: '/dashboard', replace: true });
  },
  head: titleHead('Sign In'),
  component: AuthRoute,
});

function AuthRoute() {
  return (
    <PagePlaceholder
      narrow
      title="Sign In"
      description="Sign in to your Promptshelf account, or create one for free."
    />
  );
}
