import { createFileRoute } from '@tanstack/react-router';

import { NotificationSettingsPage } from '#src/components/notifications/notification-settings-page';
import { titleHead } from '#src/lib/page-title';

export const Route = createFileRoute('/_authenticated/settings/notifications')({
  head: titleHead('Notification Settings'),
  component: NotificationSettingsPage,
});
