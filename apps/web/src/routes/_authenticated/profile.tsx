import { createFileRoute } from '@tanstack/react-router';

import { PagePlaceholder } from '../../components/layout/page-placeholder';
import { titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/_authenticated/profile')({
  head: titleHead('Profile'),
  component: ProfileRoute,
});

function ProfileRoute() {
  return (
    <PagePlaceholder
      title="Profile"
      description="Edit your public profile and choose your username."
    />
  );
}
