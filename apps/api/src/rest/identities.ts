import { idParam, route } from './adapter';

/** Linked sign-in identities; signing in with a provider is in sign-in-providers/routes.ts. */
export const identityRoutes = [
  route({
    method: 'GET',
    url: '/api/account/identities',
    call: (caller) => caller.identities.list(),
  }),
  route({
    method: 'DELETE',
    url: '/api/account/identities/:id',
    call: (caller, request) => caller.identities.unlink({ id: idParam(request) }),
  }),
];
