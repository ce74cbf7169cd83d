import { Button } from '@promptshelf/ui';
import { FileTextIcon, FlagIcon, UsersIcon } from '@promptshelf/ui/icons';
import { createFileRoute, Link } from '@tanstack/react-router';

import { MetricsOverview } from '#src/components/admin/metrics-overview';
import { ModerationLog } from '#src/components/admin/moderation-log';
import { PageHeader } from '#src/components/layout/page-header';
import { titleHead } from '#src/lib/page-title';

export const Route = createFileRoute('/_superadmin/superadmin/')({
  head: titleHead('Superadmin'),
  loader: ({ context: { queryClient, trpc } }) => {
    // Started early, not awaited: the screen shows its own loading and error states.
    void queryClient.prefetchQuery(trpc.admin.metrics.queryOptions());
    void queryClient.prefetchQuery(trpc.admin.moderationLog.queryOptions({ limit: 5, offset: 0 }));
  },
  component: SuperadminRoute,
});

function SuperadminRoute() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <PageHeader
        title="Superadmin"
        description="Metrics for the whole of Promptshelf."
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/superadmin/users">
                <UsersIcon aria-hidden="true" />
                Manage Users
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/superadmin/snippets">
                <FileTextIcon aria-hidden="true" />
                Moderate Prompts
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/superadmin/reports">
                <FlagIcon aria-hidden="true" />
                Reports
              </Link>
            </Button>
          </>
        }
      />
      <section aria-label="Metrics" className="mt-8">
        <MetricsOverview />
      </section>
      <section className="mt-8">
        <ModerationLog />
      </section>
    </div>
  );
}
