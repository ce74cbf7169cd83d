import type { FastifyRequest } from 'fastify';
import { idParam, query, route } from './adapter';

/** The `:version` of a path, validated by the procedure. */
const versionParam = (request: FastifyRequest) =>
  (request.params as { version: string }).version as never;

/** A prompt's version history (docs/decisions/100-version-history.md). */
export const versionRoutes = [
  route({
    method: 'GET',
    url: '/api/snippets/:id/versions',
    call: (caller, request) =>
      caller.versions.list({ ...(query(request) as object), id: idParam(request) }),
  }),
  route({
    method: 'GET',
    url: '/api/snippets/:id/versions/:version',
    call: (caller, request) =>
      caller.versions.byNumber({ id: idParam(request), version: versionParam(request) }),
  }),
  route({
    method: 'POST',
    url: '/api/snippets/:id/versions/:version/restore',
    call: (caller, request) =>
      caller.versions.restore({ id: idParam(request), version: versionParam(request) }),
  }),
];
