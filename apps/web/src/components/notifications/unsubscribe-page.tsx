import { notificationMessages, UNSUBSCRIBE_TOPICS } from '@promptshelf/validators';
import { Button, Card, CardContent } from '@promptshelf/ui';
import { Link, useSearch } from '@tanstack/react-router';

import { PageHeader } from '#src/components/layout/page-header';
import { errorMessage } from '#src/lib/trpc-error';
import { api } from '#src/lib/trpc';

/**
 * /unsubscribe: the page a mail's unsubscribe link opens, signed in or not. The link's own GET
 * changes nothing (mail scanners open links); the button does.
 */
export function UnsubscribePage() {
  // The link's fields as they came; the server decides whether they make a valid link.
  const { user, kind, token } = useSearch({ strict: false }) as Record<string, unknown>;
  const unsubscribe = api.notifications.unsubscribe.useMutation();
  const topic = UNSUBSCRIBE_TOPICS.find((known) => known === kind);
  const valid = typeof user === 'string' && topic && typeof token === 'string';
  return (
    <div className="mx-auto grid max-w-xl gap-8 px-4 py-10 sm:px-6">
      <PageHeader title="Unsubscribe" />
      <Card>
        <CardContent className="grid gap-4 pt-6">
          {!valid ? (
            <p role="alert">{notificationMessages.unsubscribeLink}</p>
          ) : unsubscribe.isSuccess ? (
            <p role="status">{unsubscribe.data.message}</p>
          ) : (
            <>
              <p>
                Stop this kind of mail from Promptshelf? You can turn it on again in your settings.
              </p>
              {unsubscribe.isError && (
                <p role="alert" className="text-destructive">
                  {errorMessage(unsubscribe.error) ?? notificationMessages.unsubscribeLink}
                </p>
              )}
              <Button
                type="button"
                className="justify-self-start"
                disabled={unsubscribe.isPending}
                onClick={() => unsubscribe.mutate({ user, kind: topic, token })}
              >
                Unsubscribe
              </Button>
            </>
          )}
          <p className="text-sm text-muted-foreground">
            <Link to="/settings/notifications" className="underline underline-offset-4">
              Notification settings
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
