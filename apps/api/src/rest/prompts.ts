import { jsonText } from '@promptshelf/trpc';
import { shareOnlyListed } from '../plugins/shared-read-headers';
import { body, idParam, query, route } from './adapter';

export const promptRoutes = [
  route({
    method: 'GET',
    url: '/api/snippets/my',
    call: (caller, request) => caller.snippets.mine(query(request)),
  }),
  route({
    method: 'GET',
    url: '/api/snippets/favorites',
    call: (caller) => caller.snippets.favorites(),
  }),
  route({ method: 'GET', url: '/api/users/stats', call: (caller) => caller.snippets.stats() }),
  route({
    method: 'POST',
    url: '/api/snippets',
    status: 201,
    call: (caller, request) => caller.snippets.create(body(request)),
  }),
  route({
    method: 'POST',
    url: '/api/snippets/bulk',
    call: (caller, request) => caller.snippets.bulk(body(request) as never),
  }),
  route({
    method: 'GET',
    url: '/api/snippets/:id',
    call: (caller, request) => caller.snippets.byId({ id: idParam(request) }),
    // An unlisted prompt's answer is never the shared one (shared-read-headers.ts).
    reply: (reply, prompt) => {
      shareOnlyListed(reply, prompt);
      return reply.type('application/json; charset=utf-8').send(jsonText(prompt));
    },
  }),
  route({
    method: 'PATCH',
    url: '/api/snippets/:id',
    call: (caller, request) =>
      caller.snippets.update({ ...(body(request) as object), id: idParam(request) }),
  }),
  route({
    method: 'DELETE',
    url: '/api/snippets/:id',
    call: (caller, request) => caller.snippets.delete({ id: idParam(request) }),
  }),
  route({
    method: 'POST',
    url: '/api/snippets/:id/move',
    call: (caller, request) =>
      caller.snippets.move({ ...(body(request) as object), id: idParam(request) } as never),
  }),
  route({
    method: 'POST',
    url: '/api/snippets/:id/like',
    call: (caller, request) => caller.snippets.toggleLike({ id: idParam(request) }),
  }),
  route({
    method: 'POST',
    url: '/api/snippets/:id/favorite',
    call: (caller, request) => caller.snippets.toggleFavorite({ id: idParam(request) }),
  }),
  route({
    method: 'POST',
    url: '/api/snippets/:id/clone',
    status: 201,
    call: (caller, request) => caller.snippets.clone({ id: idParam(request) }),
  }),
];
