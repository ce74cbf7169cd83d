import { Button, Card, CardContent, CardHeader, FormField, toast } from '@promptshelf/ui';
import { WEBHOOK_EVENTS, createWebhookSchema, type WebhookEvent } from '@promptshelf/validators';
import { useId, useState, type FormEvent } from 'react';

import { errorMessage } from '#src/lib/trpc-error';
import { reportFailure } from '../prompt-kit/report-failure';
import { ListStates } from '../prompt-kit/list-states';
import { DeliveryLog } from './delivery-log';
import { useWebhooks, type Webhook } from './use-webhooks';

const eventHints: Record<WebhookEvent, string> = {
  'prompt.created': 'A prompt is created',
  'prompt.updated': 'A prompt gets a new version',
  'prompt.deleted': 'A prompt is deleted',
  'label.moved': 'A release label moves',
};

type Mutations = ReturnType<typeof useWebhooks>;

/**
 * Webhooks of a person (`workspace` null) or of a workspace (its admins and owners): the list,
 * a form to add one (its secret shown once), Test with its outcome, the delivery log with
 * Redeliver, and delete.
 */
export function WebhooksSection({ workspace, intro }: { workspace: string | null; intro: string }) {
  const hooks = useWebhooks(workspace);
  // The secret lives here only: leaving the screen forgets it for good.
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold tracking-tight">Webhooks</h2>
        <p className="text-sm text-muted-foreground">{intro}</p>
      </CardHeader>
      <CardContent className="grid gap-6">
        {secret ? (
          <section
            aria-labelledby="webhook-secret-title"
            className="grid gap-2 rounded-xl border border-primary/40 bg-primary/5 p-5"
          >
            <h3 id="webhook-secret-title" className="font-semibold">
              Copy the signing secret now
            </h3>
            <p className="text-sm">
              It signs every delivery (the Promptshelf-Signature header) and will not be shown
              again.
            </p>
            <code className="rounded bg-background p-2 text-sm break-all">{secret}</code>
            <Button type="button" className="justify-self-start" onClick={() => setSecret(null)}>
              Done
            </Button>
          </section>
        ) : (
          <AddWebhookForm workspace={workspace} create={hooks.create} onCreated={setSecret} />
        )}
        <ListStates query={hooks.list} what="webhooks">
          {(list) =>
            list.length === 0 ? (
              <p className="rounded-xl border border-dashed p-6 text-muted-foreground">
                No webhooks yet.
              </p>
            ) : (
              <ul className="grid gap-4" aria-label="Webhooks">
                {list.map((webhook) => (
                  <WebhookItem
                    key={webhook.id}
                    webhook={webhook}
                    workspace={workspace}
                    hooks={hooks}
                  />
                ))}
              </ul>
            )
          }
        </ListStates>
      </CardContent>
    </Card>
  );
}

function AddWebhookForm({
  workspace,
  create,
  onCreated,
}: {
  workspace: string | null;
  create: Mutations['create'];
  onCreated: (secret: string) => void;
}) {
  const id = useId();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['prompt.created', 'prompt.updated']);
  const [secret, setSecret] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'url' | 'events' | 'secret', string>>>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = createWebhookSchema.safeParse({ workspace, url, events, secret });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof typeof errors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const created = await create.mutateAsync(parsed.data);
      setUrl('');
      setSecret('');
      onCreated(created.secret);
    } catch (error) {
      reportFailure('Failed to add webhook', error);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <h3 className="font-semibold">Add a webhook</h3>
      <FormField
        id={`${id}-url`}
        name="url"
        type="url"
        label="Payload URL"
        placeholder="https://example.com/promptshelf"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={errors.url}
      />
      <fieldset
        className="grid gap-2"
        aria-describedby={errors.events ? `${id}-events-error` : undefined}
      >
        <legend className="mb-1 text-sm font-medium">Events</legend>
        {WEBHOOK_EVENTS.map((name) => (
          <label key={name} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary focus-visible:ring-2 focus-visible:ring-ring"
              checked={events.includes(name)}
              onChange={(event) =>
                setEvents((current) =>
                  event.target.checked ? [...current, name] : current.filter((e) => e !== name),
                )
              }
            />
            <code>{name}</code>
            <span className="text-muted-foreground">— {eventHints[name]}</span>
          </label>
        ))}
        {errors.events && (
          <p id={`${id}-events-error`} className="text-sm text-destructive">
            {errors.events}
          </p>
        )}
      </fieldset>
      <FormField
        id={`${id}-secret`}
        name="secret"
        label="Secret (optional)"
        hint="Leave it empty to have a strong one made for you."
        autoComplete="off"
        value={secret}
        onChange={(event) => setSecret(event.target.value)}
        error={errors.secret}
      />
      <Button type="submit" className="justify-self-start" disabled={create.isPending}>
        Add Webhook
      </Button>
    </form>
  );
}

function WebhookItem({
  webhook,
  workspace,
  hooks,
}: {
  webhook: Webhook;
  workspace: string | null;
  hooks: Mutations;
}) {
  const [outcome, setOutcome] = useState('');
  const [showLog, setShowLog] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const logId = useId();

  async function test() {
    setOutcome('Sending a test delivery…');
    try {
      const delivery = await hooks.test.mutateAsync({ workspace, id: webhook.id });
      setOutcome(
        delivery.status === 'delivered'
          ? `Test delivered: HTTP ${delivery.responseCode}`
          : `Test failed: ${delivery.error ?? 'no answer'}`,
      );
    } catch (error) {
      setOutcome(`Test failed: ${errorMessage(error) ?? 'please try again'}`);
    }
  }

  async function remove() {
    try {
      await hooks.remove.mutateAsync({ workspace, id: webhook.id });
      toast({ title: 'Webhook deleted' });
    } catch (error) {
      reportFailure('Failed to delete webhook', error);
    }
  }

  return (
    <li className="grid gap-3 rounded-xl border p-4">
      <div className="grid gap-1">
        <p className="font-medium break-all">{webhook.url}</p>
        <p className="text-sm text-muted-foreground">{webhook.events.join(', ')}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => void test()}>
          Test
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-expanded={showLog}
          aria-controls={logId}
          onClick={() => setShowLog((shown) => !shown)}
        >
          {showLog ? 'Hide Deliveries' : 'Show Deliveries'}
        </Button>
        {confirming ? (
          <>
            <Button type="button" variant="destructive" size="sm" onClick={() => void remove()}>
              Delete Webhook
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </>
        ) : (
          <Button type="button" variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        )}
      </div>
      <p role="status" className="text-sm">
        {outcome}
      </p>
      {showLog && (
        <div id={logId}>
          <DeliveryLog workspace={workspace} webhook={webhook} redeliver={hooks.redeliver} />
        </div>
      )}
    </li>
  );
}
