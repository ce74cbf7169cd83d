import { createFileRoute } from '@tanstack/react-router';

import { PagePlaceholder } from '../../components/layout/page-placeholder';
import { titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/_authenticated/change-password')({
  head: titleHead('Change Password'),
  component: ChangePasswordRoute,
});

function ChangePasswordRoute() {
  return (
    <PagePlaceholder
      narrow
      title="Change Password"
      description="Enter your current password and choose a new one."
    />
  );
}
