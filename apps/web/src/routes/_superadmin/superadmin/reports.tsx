import { createFileRoute } from '@tanstack/react-router';

import { ReportCases } from '#src/components/admin/report-cases';
import { ReviewRequests } from '#src/components/admin/review-requests';
import { PageHeader } from '#src/components/layout/page-header';
import { titleHead } from '#src/lib/page-title';

export const Route = createFileRoute('/_superadmin/superadmin/reports')({
  head: titleHead('Reports · Superadmin'),
  component: SuperadminReportsRoute,
});

function SuperadminReportsRoute() {
  return (
    <div className="mx-auto grid max-w-4xl gap-10 px-4 py-10 sm:px-6">
      <PageHeader
        title="Reports"
        description="What members reported, one entry per prompt, comment or profile, newest first. Each outcome settles every open report on it."
      />
      <section aria-labelledby="open-reports" className="grid gap-4">
        <h2 id="open-reports" className="text-xl font-semibold">
          Open reports
        </h2>
        <ReportCases />
      </section>
      <section aria-labelledby="review-requests" className="grid gap-4">
        <h2 id="review-requests" className="text-xl font-semibold">
          Review requests
        </h2>
        <p className="text-sm text-muted-foreground">
          Prompts unpublished by moderation whose authors ask to publish them again.
        </p>
        <ReviewRequests />
      </section>
    </div>
  );
}
