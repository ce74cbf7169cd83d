import { createFileRoute } from '@tanstack/react-router';

import { PagePlaceholder } from '../../components/layout/page-placeholder';
import { titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/_authenticated/dashboard')({
  head: titleHead('Dashboard'),
  component: DashboardRoute,
});

function DashboardRoute() {
  return (
    <PagePlaceholder title="My Prompts" description="Create, organise and manage your prompts." />
  );
}
