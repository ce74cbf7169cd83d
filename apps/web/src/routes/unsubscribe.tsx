import { createFileRoute } from '@tanstack/react-router';

import { UnsubscribePage } from '#src/components/notifications/unsubscribe-page';
import { titleHead } from '#src/lib/page-title';

export const Route = createFileRoute('/unsubscribe')({
  head: titleHead('Unsubscribe'),
  component: UnsubscribePage,
});
