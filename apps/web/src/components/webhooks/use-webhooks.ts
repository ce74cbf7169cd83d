import type { RouterOutputs } from '@promptshelf/trpc';
import { useQuery } from '@tanstack/react-query';

import { api, useTRPC } from '#src/lib/trpc';

export type Webhook = RouterOutputs['webhooks']['list'][number];
export type WebhookDelivery = RouterOutputs['webhooks']['deliveries']['items'][number];

/**
 * The tRPC calls of a webhooks screen, a person's own (`workspace` null) or a workspace's:
 * every change refreshes the list or the delivery log it touches.
 */
export function useWebhooks(workspace: string | null) {
  const trpc = useTRPC();
  const list = useQuery(trpc.webhooks.list.queryOptions({ workspace }));
  const refresh = () => trpc.webhooks.list.invalidate({ workspace });
  const refreshLog = () => trpc.webhooks.deliveries.invalidate();
  return {
    list,
    create: api.webhooks.create.useMutation({ onSettled: refresh }),
    remove: api.webhooks.delete.useMutation({ onSettled: refresh }),
    test: api.webhooks.test.useMutation({ onSettled: refreshLog }),
    redeliver: api.webhooks.redeliver.useMutation({ onSettled: refreshLog }),
  };
}

/** The newest page of a webhook's delivery log. */
export function useDeliveries(workspace: string | null, id: number) {
  const trpc = useTRPC();
  return useQuery(trpc.webhooks.deliveries.queryOptions({ workspace, id }));
}
