import {
  NOTIFICATION_KINDS,
  notificationKindLabels,
  type NotificationKind,
  type NotificationMailMode,
} from '@promptshelf/validators';
import { Card, CardContent, Label, NativeSelect, toast } from '@promptshelf/ui';
import { useQuery } from '@tanstack/react-query';

import { PageHeader } from '#src/components/layout/page-header';
import { errorMessage } from '#src/lib/trpc-error';
import { api, useTRPC } from '#src/lib/trpc';
import { ListStates } from '../prompt-kit/list-states';

const modeLabels: Record<NotificationMailMode, string> = {
  off: 'No mail',
  instant: 'Mail at once',
  digest: 'Daily digest',
};

/** /settings/notifications: how each kind of notification reaches the person by mail. */
export function NotificationSettingsPage() {
  const trpc = useTRPC();
  const settings = useQuery(trpc.notifications.settings.queryOptions());
  const update = api.notifications.updateSettings.useMutation({
    onSuccess: (saved) => {
      trpc.notifications.settings.setData(undefined, saved);
      toast({ title: 'Notification settings saved' });
    },
    onError: (error) =>
      toast({ title: errorMessage(error) ?? 'Could not save', variant: 'destructive' }),
  });
  const change = (kind: NotificationKind, mode: NotificationMailMode) =>
    update.mutate({ mail: { [kind]: mode } });

  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10 sm:px-6">
      <PageHeader
        title="Notification Settings"
        description="Every notification shows under the bell. Choose which ones also reach you by mail, at once or in one daily digest."
      />
      <ListStates query={settings} what="notification settings">
        {(data) => (
          <Card>
            <CardContent className="grid gap-4 pt-6">
              {NOTIFICATION_KINDS.map((kind) => (
                <div
                  key={kind}
                  className="grid gap-2 sm:grid-cols-[1fr_14rem] sm:items-center sm:gap-4"
                >
                  <Label htmlFor={`mail-${kind}`}>{notificationKindLabels[kind]}</Label>
                  <NativeSelect
                    id={`mail-${kind}`}
                    value={data.mail[kind]}
                    disabled={update.isPending}
                    onChange={(event) => change(kind, event.target.value as NotificationMailMode)}
                  >
                    {Object.entries(modeLabels).map(([mode, label]) => (
                      <option key={mode} value={mode}>
                        {label}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              ))}
            </CardContent>
          </Card>
        )}
      </ListStates>
    </div>
  );
}
