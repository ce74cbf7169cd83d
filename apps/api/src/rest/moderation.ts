import type { FastifyRequest } from 'fastify';
import { body, query, route } from './adapter';

/** The `:id` or `:username` of the path beside the JSON body. */
const withPath = (request: FastifyRequest) => ({
  ...(body(request) as object),
  ...(request.params as object),
});

/** Reports, their outcomes, and the review of a prompt held by moderation (decision 236). */
export const moderationRoutes = [
  route({
    method: 'POST',
    url: '/api/snippets/:id/report',
    status: 201,
    call: (caller, request) => caller.moderation.reportPrompt(withPath(request) as never),
  }),
  route({
    method: 'POST',
    url: '/api/comments/:id/report',
    status: 201,
    call: (caller, request) => caller.moderation.reportComment(withPath(request) as never),
  }),
  route({
    method: 'POST',
    url: '/api/users/:username/report',
    status: 201,
    call: (caller, request) => caller.moderation.reportProfile(withPath(request) as never),
  }),
  route({
    method: 'GET',
    url: '/api/snippets/:id/moderation',
    call: (caller, request) => caller.moderation.hold(withPath(request) as never),
  }),
  route({
    method: 'POST',
    url: '/api/snippets/:id/review-request',
    call: (caller, request) => caller.moderation.requestReview(withPath(request) as never),
  }),
  route({
    method: 'GET',
    url: '/api/superadmin/reports',
    call: (caller, request) => caller.moderation.openReports(query(request)),
  }),
  route({
    method: 'POST',
    url: '/api/superadmin/reports/:id/resolve',
    call: (caller, request) => caller.moderation.resolveReports(withPath(request) as never),
  }),
  route({
    method: 'GET',
    url: '/api/superadmin/review-requests',
    call: (caller, request) => caller.moderation.reviewRequests(query(request)),
  }),
  route({
    method: 'POST',
    url: '/api/superadmin/review-requests/:id',
    call: (caller, request) => caller.moderation.decideReview(withPath(request) as never),
  }),
];
