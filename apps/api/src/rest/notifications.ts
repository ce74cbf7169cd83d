import type { FastifyRequest } from 'fastify';
import { body, query, route } from './adapter';

const username = (request: FastifyRequest) => ({
  username: (request.params as { username: string }).username,
});

/**
 * Notifications, their mail settings and unsubscribe links (docs/decisions/239, 240); follows
 * and the Following feed (241).
 */
export const notificationRoutes = [
  route({
    method: 'GET',
    url: '/api/notifications',
    call: (caller, request) => caller.notifications.list(query(request)),
  }),
  route({
    method: 'GET',
    url: '/api/notifications/unread-count',
    call: (caller) => caller.notifications.unreadCount(),
  }),
  route({
    method: 'POST',
    url: '/api/notifications/read',
    call: (caller, request) => caller.notifications.markRead(body(request)),
  }),
  // A mail's one-click unsubscribe (RFC 8058): the link's fields in its query; the web page's
  // button sends them as JSON, a mail client a form with `List-Unsubscribe=One-Click`.
  route({
    method: 'POST',
    url: '/api/notifications/unsubscribe',
    call: (caller, request) =>
      caller.notifications.unsubscribe({
        ...(query(request) as object),
        ...(body(request) as object),
      } as never),
  }),
  route({
    method: 'GET',
    url: '/api/settings/notifications',
    call: (caller) => caller.notifications.settings(),
  }),
  route({
    method: 'PUT',
    url: '/api/settings/notifications',
    call: (caller, request) => caller.notifications.updateSettings(body(request)),
  }),
  route({
    method: 'POST',
    url: '/api/users/:username/follow',
    call: (caller, request) => caller.follows.follow(username(request)),
  }),
  route({
    method: 'DELETE',
    url: '/api/users/:username/follow',
    call: (caller, request) => caller.follows.unfollow(username(request)),
  }),
  route({
    method: 'GET',
    url: '/api/snippets/following',
    call: (caller, request) => caller.follows.feed(query(request)),
  }),
];
