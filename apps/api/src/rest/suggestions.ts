import { body, idParam, query, route } from './adapter';

/** Suggested edits (docs/decisions/233-suggested-edits.md). */
export const suggestionRoutes = [
  route({
    method: 'GET',
    url: '/api/snippets/:id/suggestions',
    call: (caller, request) =>
      caller.suggestions.list({ ...(query(request) as object), id: idParam(request) }),
  }),
  route({
    method: 'POST',
    url: '/api/snippets/:id/suggestions',
    status: 201,
    call: (caller, request) =>
      caller.suggestions.create({ ...(body(request) as object), id: idParam(request) } as never),
  }),
  route({
    method: 'POST',
    url: '/api/suggestions/:id/accept',
    call: (caller, request) => caller.suggestions.accept({ id: idParam(request) }),
  }),
  route({
    method: 'POST',
    url: '/api/suggestions/:id/decline',
    call: (caller, request) =>
      caller.suggestions.decline({ ...(body(request) as object), id: idParam(request) }),
  }),
  route({
    method: 'DELETE',
    url: '/api/suggestions/:id',
    call: (caller, request) => caller.suggestions.withdraw({ id: idParam(request) }),
  }),
];
