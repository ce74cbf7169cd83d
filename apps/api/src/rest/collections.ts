import type { FastifyRequest } from 'fastify';
import { body, idParam, query, route } from './adapter';

/** The `:snippetId` of a path, validated by the procedure. */
const promptIdParam = (request: FastifyRequest) =>
  (request.params as { snippetId: string }).snippetId as never;

/** Collections of prompts; permissions in docs/decisions/155. */
export const collectionRoutes = [
  route({ method: 'GET', url: '/api/collections', call: (caller) => caller.collections.mine() }),
  route({
    method: 'POST',
    url: '/api/collections',
    status: 201,
    call: (caller, request) => caller.collections.create(body(request)),
  }),
  route({
    method: 'GET',
    url: '/api/collections/:id',
    call: (caller, request) =>
      caller.collections.byId({ ...(query(request) as object), id: idParam(request) }),
  }),
  route({
    method: 'PATCH',
    url: '/api/collections/:id',
    call: (caller, request) =>
      caller.collections.update({ ...(body(request) as object), id: idParam(request) }),
  }),
  route({
    method: 'DELETE',
    url: '/api/collections/:id',
    call: (caller, request) => caller.collections.delete({ id: idParam(request) }),
  }),
  route({
    method: 'PUT',
    url: '/api/collections/:id/snippets/:snippetId',
    call: (caller, request) =>
      caller.collections.addSnippet({ id: idParam(request), snippetId: promptIdParam(request) }),
  }),
  route({
    method: 'DELETE',
    url: '/api/collections/:id/snippets/:snippetId',
    call: (caller, request) =>
      caller.collections.removeSnippet({
        id: idParam(request),
        snippetId: promptIdParam(request),
      }),
  }),
];
