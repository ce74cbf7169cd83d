import { createFileRoute } from '@tanstack/react-router';

import { PagePlaceholder } from '../../../components/layout/page-placeholder';
import { titleHead } from '../../../lib/page-title';

export const Route = createFileRoute('/_superadmin/superadmin/snippets')({
  head: titleHead('Prompts · Superadmin'),
  component: SuperadminSnippetsRoute,
});

function SuperadminSnippetsRoute() {
  return <PagePlaceholder title="Prompts" description="Search every prompt, public and private." />;
}
