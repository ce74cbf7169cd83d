import { createFileRoute } from '@tanstack/react-router';

import { PagePlaceholder } from '../../../components/layout/page-placeholder';
import { titleHead } from '../../../lib/page-title';

export const Route = createFileRoute('/_superadmin/superadmin/users')({
  head: titleHead('Users · Superadmin'),
  component: SuperadminUsersRoute,
});

function SuperadminUsersRoute() {
  return <PagePlaceholder title="Users" description="Search every registered user." />;
}
