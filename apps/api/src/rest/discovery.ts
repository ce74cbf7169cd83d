import { body, query, route } from './adapter';

/** Browse, profiles and tag autocomplete; each route only names its procedure. */
export const discoveryRoutes = [
  route({
    method: 'GET',
    url: '/api/snippets',
    call: (caller, request) => caller.snippets.browse(query(request)),
  }),
  route({ method: 'GET', url: '/api/profile', call: (caller) => caller.profiles.mine() }),
  route({
    method: 'PUT',
    url: '/api/profile',
    call: (caller, request) => caller.profiles.update(body(request)),
  }),
  route({
    method: 'GET',
    url: '/api/profile/check-username',
    call: (caller, request) => caller.profiles.checkUsername(query(request)),
  }),
  route({
    method: 'GET',
    url: '/api/public-profile/:username',
    call: (caller, request) =>
      caller.profiles.public({
        ...(query(request) as object),
        username: (request.params as { username: string }).username,
      }),
  }),
  // Tag autocomplete: public tags by use, prefix match.
  route({
    method: 'GET',
    url: '/api/tags',
    call: (caller, request) => caller.tags.suggest(query(request)),
  }),
];
