import type { FastifyRequest } from 'fastify';
import { body, idParam, query, route } from './adapter';

/** The `{slug}` of a workspace's path, validated by the procedure. */
const slugParam = (request: FastifyRequest) => (request.params as { slug: string }).slug;
const usernameParam = (request: FastifyRequest) =>
  (request.params as { username: string }).username;
const tokenParam = (request: FastifyRequest) => (request.params as { token: string }).token;

/** The body or query with the path's parameters, which win over fields of the same name. */
const withPath = (fields: unknown, request: FastifyRequest, path: object = {}) =>
  ({ ...(fields as object), workspace: slugParam(request), ...path }) as never;

/** Workspaces, members, invitations, tokens and activity; rules in docs/decisions/170-175. */
export const workspaceRoutes = [
  route({ method: 'GET', url: '/api/workspaces', call: (caller) => caller.workspaces.mine() }),
  route({
    method: 'POST',
    url: '/api/workspaces',
    status: 201,
    call: (caller, request) => caller.workspaces.create(body(request)),
  }),
  route({
    method: 'GET',
    url: '/api/workspaces/:slug',
    call: (caller, request) => caller.workspaces.get({ workspace: slugParam(request) }),
  }),
  route({
    method: 'PATCH',
    url: '/api/workspaces/:slug',
    call: (caller, request) => caller.workspaces.update(withPath(body(request), request)),
  }),
  route({
    method: 'DELETE',
    url: '/api/workspaces/:slug',
    call: (caller, request) => caller.workspaces.delete(withPath(body(request), request)),
  }),
  route({
    method: 'GET',
    url: '/api/workspaces/:slug/snippets',
    call: (caller, request) => caller.workspaces.prompts(withPath(query(request), request)),
  }),
  route({
    method: 'GET',
    url: '/api/workspaces/:slug/collections',
    call: (caller, request) => caller.workspaces.collections({ workspace: slugParam(request) }),
  }),
  route({
    method: 'GET',
    url: '/api/workspaces/:slug/members',
    call: (caller, request) => caller.workspaces.members({ workspace: slugParam(request) }),
  }),
  route({
    method: 'PATCH',
    url: '/api/workspaces/:slug/members/:username',
    call: (caller, request) =>
      caller.workspaces.setRole(
        withPath(body(request), request, { username: usernameParam(request) }),
      ),
  }),
  route({
    method: 'DELETE',
    url: '/api/workspaces/:slug/members/:username',
    call: (caller, request) =>
      caller.workspaces.removeMember({
        workspace: slugParam(request),
        username: usernameParam(request),
      }),
  }),
  route({
    method: 'GET',
    url: '/api/workspaces/:slug/invitations',
    call: (caller, request) => caller.workspaces.invitations({ workspace: slugParam(request) }),
  }),
  route({
    method: 'POST',
    url: '/api/workspaces/:slug/invitations',
    status: 201,
    call: (caller, request) => caller.workspaces.invite(withPath(body(request), request)),
  }),
  route({
    method: 'DELETE',
    url: '/api/workspaces/:slug/invitations/:id',
    call: (caller, request) =>
      caller.workspaces.revokeInvitation({ workspace: slugParam(request), id: idParam(request) }),
  }),
  // Workspace tokens: the procedures refuse any API token, so these need a session.
  route({
    method: 'GET',
    url: '/api/workspaces/:slug/tokens',
    call: (caller, request) => caller.workspaces.tokens({ workspace: slugParam(request) }),
  }),
  route({
    method: 'POST',
    url: '/api/workspaces/:slug/tokens',
    status: 201,
    call: (caller, request) => caller.workspaces.createToken(withPath(body(request), request)),
  }),
  route({
    method: 'DELETE',
    url: '/api/workspaces/:slug/tokens/:id',
    call: (caller, request) =>
      caller.workspaces.revokeToken({
        workspace: slugParam(request),
        id: idParam(request),
      }),
  }),
  route({
    method: 'GET',
    url: '/api/workspaces/:slug/activity',
    call: (caller, request) => caller.workspaces.activity(withPath(query(request), request)),
  }),
  route({
    method: 'GET',
    url: '/api/invitations/:token',
    call: (caller, request) => caller.workspaces.invitation({ token: tokenParam(request) }),
  }),
  route({
    method: 'POST',
    url: '/api/invitations/:token/accept',
    call: (caller, request) => caller.workspaces.acceptInvitation({ token: tokenParam(request) }),
  }),
];
