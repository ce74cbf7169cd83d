import { createFileRoute } from '@tanstack/react-router';

import { PagePlaceholder } from '../components/layout/page-placeholder';
import { titleHead } from '../lib/page-title';

export const Route = createFileRoute('/reset-password')({
  head: titleHead('Reset Password'),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  return (
    <PagePlaceholder
      narrow
      title="Reset Password"
      description="Choose a new password for your account."
    />
  );
}
