import { body, idParam, route } from './adapter';

// Personal API tokens: the procedures refuse a token, so these need a session.
export const tokenRoutes = [
  route({ method: 'GET', url: '/api/tokens', call: (caller) => caller.tokens.list() }),
  route({
    method: 'POST',
    url: '/api/tokens',
    status: 201,
    call: (caller, request) => caller.tokens.create(body(request)),
  }),
  route({
    method: 'DELETE',
    url: '/api/tokens/:id',
    call: (caller, request) => caller.tokens.revoke({ id: idParam(request) }),
  }),
];
