import { createFileRoute } from '@tanstack/react-router';

import { NotificationsPage } from '#src/components/notifications/notifications-page';
import { titleHead } from '#src/lib/page-title';

export const Route = createFileRoute('/_authenticated/notifications')({
  head: titleHead('Notifications'),
  component: NotificationsPage,
});
