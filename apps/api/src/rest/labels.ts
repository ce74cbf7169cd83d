import type { FastifyRequest } from 'fastify';
import { body, idParam, query, route } from './adapter';

/** The `:label` of a path, validated by the procedure. */
const labelParam = (request: FastifyRequest) => (request.params as { label: string }).label;

/** A prompt's release labels (docs/decisions/193-release-labels.md). */
export const labelRoutes = [
  route({
    method: 'GET',
    url: '/api/snippets/:id/labels',
    call: (caller, request) => caller.labels.list({ id: idParam(request) }),
  }),
  route({
    method: 'GET',
    url: '/api/snippets/:id/labels/moves',
    call: (caller, request) =>
      caller.labels.moves({ ...(query(request) as object), id: idParam(request) }),
  }),
  route({
    method: 'PUT',
    url: '/api/snippets/:id/labels/:label',
    call: (caller, request) =>
      caller.labels.move({
        ...(body(request) as object),
        id: idParam(request),
        label: labelParam(request),
      } as never),
  }),
  route({
    method: 'DELETE',
    url: '/api/snippets/:id/labels/:label',
    call: (caller, request) =>
      caller.labels.remove({ id: idParam(request), label: labelParam(request) }),
  }),
];
