import type { FastifyRequest } from 'fastify';
import { body, query, route } from './adapter';

type Where = (request: FastifyRequest) => string | null;

/** The fields sent with the path's: the webhook's owner and ids, which win over the body's. */
const withPath = (fields: unknown, request: FastifyRequest, workspace: Where) => {
  const { id, deliveryId } = request.params as { id?: string; deliveryId?: string };
  return { ...(fields as object), workspace: workspace(request), id, deliveryId } as never;
};

/** The same routes under a person's `/api/webhooks` and a workspace's. */
function webhookRoutes(base: string, workspace: Where) {
  const fields = (request: FastifyRequest) => withPath({}, request, workspace);
  return [
    route({
      method: 'GET',
      url: base,
      call: (caller, request) => caller.webhooks.list({ workspace: workspace(request) }),
    }),
    route({
      method: 'POST',
      url: base,
      status: 201,
      call: (caller, request) =>
        caller.webhooks.create(withPath(body(request), request, workspace)),
    }),
    route({
      method: 'PATCH',
      url: `${base}/:id`,
      call: (caller, request) =>
        caller.webhooks.update(withPath(body(request), request, workspace)),
    }),
    route({
      method: 'DELETE',
      url: `${base}/:id`,
      call: (caller, request) => caller.webhooks.delete(fields(request)),
    }),
    route({
      method: 'POST',
      url: `${base}/:id/test`,
      call: (caller, request) => caller.webhooks.test(fields(request)),
    }),
    route({
      method: 'GET',
      url: `${base}/:id/deliveries`,
      call: (caller, request) =>
        caller.webhooks.deliveries(withPath(query(request), request, workspace)),
    }),
    route({
      method: 'POST',
      url: `${base}/:id/deliveries/:deliveryId/redeliver`,
      status: 201,
      call: (caller, request) => caller.webhooks.redeliver(fields(request)),
    }),
  ];
}

/** Webhooks (docs/decisions/196): a person's own, and a workspace's for its admins and owners. */
export const webhookRestRoutes = [
  ...webhookRoutes('/api/webhooks', () => null),
  ...webhookRoutes(
    '/api/workspaces/:slug/webhooks',
    (request) => (request.params as { slug: string }).slug,
  ),
];
