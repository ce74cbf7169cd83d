import { Badge, Button, DataTable, toast, type DataTableColumn } from '@promptshelf/ui';

import { reportFailure } from '../prompt-kit/report-failure';
import { formatDateTime } from '../settings/token-dates';
import { ListStates } from '../prompt-kit/list-states';
import { useDeliveries, type useWebhooks, type Webhook } from './use-webhooks';

const columns: DataTableColumn[] = [
  { label: 'Event' },
  { label: 'Status' },
  { label: 'Response', from: 'sm' },
  { label: 'Duration', from: 'md' },
  { label: 'Attempts', from: 'md' },
  { label: 'When', from: 'sm' },
  { label: <span className="sr-only">Actions</span>, align: 'right' },
];

/** A webhook's newest deliveries: event, status, response code, duration, attempts. */
export function DeliveryLog({
  workspace,
  webhook,
  redeliver,
}: {
  workspace: string | null;
  webhook: Webhook;
  redeliver: ReturnType<typeof useWebhooks>['redeliver'];
}) {
  const deliveries = useDeliveries(workspace, webhook.id);
  return (
    <ListStates query={deliveries} what="deliveries">
      {(page) =>
        page.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No deliveries yet.</p>
        ) : (
          <div className="overflow-x-auto rounded-xl border">
            <DataTable caption={`Deliveries to ${webhook.url}`} columns={columns}>
              {page.items.map((delivery) => (
                <tr key={delivery.id} className="align-middle">
                  <th scope="row" className="px-4 py-2 font-medium">
                    <code>{delivery.event}</code>
                  </th>
                  <td className="px-4 py-2">
                    <Badge variant={delivery.status === 'failed' ? 'destructive' : 'secondary'}>
                      {delivery.status}
                    </Badge>
                    {delivery.error && (
                      <span className="block text-xs text-muted-foreground">{delivery.error}</span>
                    )}
                  </td>
                  <td className="hidden px-4 py-2 sm:table-cell">{delivery.responseCode ?? '—'}</td>
                  <td className="hidden px-4 py-2 md:table-cell">
                    {delivery.durationMs === null ? '—' : `${delivery.durationMs} ms`}
                  </td>
                  <td className="hidden px-4 py-2 md:table-cell">{delivery.attempts}</td>
                  <td className="hidden px-4 py-2 sm:table-cell">
                    {formatDateTime(delivery.createdAt)}
                  </td>
                  <td className="px-4 py-2 text-right">
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={delivery.status === 'pending'}
                      aria-label={`Redeliver ${delivery.event} of ${formatDateTime(delivery.createdAt)}`}
                      onClick={() =>
                        void redeliver
                          .mutateAsync({ workspace, id: webhook.id, deliveryId: delivery.id })
                          .then(() => toast({ title: 'Queued for redelivery' }))
                          .catch((error: unknown) => reportFailure('Failed to redeliver', error))
                      }
                    >
                      Redeliver
                    </Button>
                  </td>
                </tr>
              ))}
            </DataTable>
          </div>
        )
      }
    </ListStates>
  );
}
