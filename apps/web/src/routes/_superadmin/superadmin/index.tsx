import { createFileRoute } from '@tanstack/react-router';

import { PagePlaceholder } from '../../../components/layout/page-placeholder';
import { titleHead } from '../../../lib/page-title';

export const Route = createFileRoute('/_superadmin/superadmin/')({
  head: titleHead('Superadmin'),
  component: SuperadminRoute,
});

function SuperadminRoute() {
  return <PagePlaceholder title="Superadmin" description="Metrics for the whole of Promptshelf." />;
}
