import { body, idParam, query, route } from './adapter';

/** Comments on public and unlisted prompts (docs/decisions/230-comments.md). */
export const commentRoutes = [
  route({
    method: 'GET',
    url: '/api/snippets/:id/comments',
    call: (caller, request) =>
      caller.comments.list({ ...(query(request) as object), id: idParam(request) }),
  }),
  route({
    method: 'POST',
    url: '/api/snippets/:id/comments',
    status: 201,
    call: (caller, request) =>
      caller.comments.create({ ...(body(request) as object), id: idParam(request) } as never),
  }),
  route({
    method: 'PATCH',
    url: '/api/comments/:id',
    call: (caller, request) =>
      caller.comments.update({ ...(body(request) as object), id: idParam(request) } as never),
  }),
  route({
    method: 'DELETE',
    url: '/api/comments/:id',
    call: (caller, request) => caller.comments.delete({ id: idParam(request) }),
  }),
  route({
    method: 'POST',
    url: '/api/comments/:id/hide',
    call: (caller, request) => caller.comments.hide({ id: idParam(request) }),
  }),
];
