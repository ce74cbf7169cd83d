import type { FastifyRequest } from 'fastify';
import { body, query, route } from './adapter';

/** The prompt id from the path, beside the optional JSON body ({ reason }). */
const moderation = (request: FastifyRequest) => ({
  ...(body(request) as object),
  id: (request.params as { id?: string }).id,
});

export const adminRoutes = [
  route({
    method: 'GET',
    url: '/api/superadmin/metrics',
    call: (caller) => caller.admin.metrics(),
  }),
  route({
    method: 'GET',
    url: '/api/superadmin/users',
    call: (caller, request) => caller.admin.users(query(request)),
  }),
  route({
    method: 'GET',
    url: '/api/superadmin/snippets',
    call: (caller, request) => caller.admin.snippets(query(request)),
  }),
  route({
    method: 'GET',
    url: '/api/superadmin/moderation-actions',
    call: (caller, request) => caller.admin.moderationLog(query(request)),
  }),
  route({
    method: 'POST',
    url: '/api/superadmin/snippets/:id/unpublish',
    call: (caller, request) => caller.admin.unpublishSnippet(moderation(request) as never),
  }),
  route({
    method: 'DELETE',
    url: '/api/superadmin/snippets/:id',
    call: (caller, request) => caller.admin.deleteSnippet(moderation(request) as never),
  }),
];
