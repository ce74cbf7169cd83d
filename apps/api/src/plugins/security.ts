import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { bearerToken } from './api-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** The one route a mail client posts to: `/api/notifications/unsubscribe` (RFC 8058). */
const ONE_CLICK_UNSUBSCRIBE = '/api/notifications/unsubscribe';
const FORM = /^application\/x-www-form-urlencoded\b/i;

/**
 * A mail client's one-click unsubscribe: a form POST with no cookie or Origin of ours. It is let
 * through because the link's signed token, not the session, is its authority: a forged request
 * needs the token, and the route uses no session (docs/decisions/240). Matched on the route the
 * router chose, so no spelling of another path reaches here.
 */
function isOneClickUnsubscribe(request: FastifyRequest): boolean {
  return (
    request.method === 'POST' &&
    request.routeOptions.url === ONE_CLICK_UNSUBSCRIBE &&
    FORM.test(request.headers['content-type'] ?? '')
  );
}

/**
 * Security headers with a strict CSP, and CSRF defence on top of SameSite cookies: a
 * state-changing request must come from our own origin and carry JSON (or no body), so a
 * cross-site HTML form — which tRPC would otherwise accept as multipart — is refused.
 */
export const securityPlugin = fp<{ appUrl: string }>(async (app: FastifyInstance, { appUrl }) => {
  const https = appUrl.startsWith('https:');
  // Helmet's headers are worked out once, here. @fastify/helmet calls helmet(options) again on
  // every request (it re-parses the whole CSP), a twelfth of an anonymous read's CPU
  // (docs/decisions/081-throughput.md).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and React set element styles at run time; no inline script is ever allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });

  // Only the one-click unsubscribe gets past the check below with a form; it reads its fields
  // from the query, so the body (`List-Unsubscribe=One-Click`) is read and set aside.
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
    done(null, {}),
  );

  const allowedOrigins = new Set([new URL(appUrl).origin]);
  // Every write, whatever its path: the router decodes /%61pi/... to /api/..., so a check on
  // the raw URL could be walked around, and no page of ours posts to another site anyway.
  // A request with a bearer API token skips the cross-site check: a browser never sends one by
  // itself, so it is not ambient authority (the token is checked by apiTokenPlugin; a bad one
  // is a 401 there).
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (isOneClickUnsubscribe(request)) return;
    const bearer = bearerToken(request) !== null;

    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const crossSite =
      !bearer &&
      ((site !== undefined && site !== 'same-origin' && site !== 'none') ||
        (origin !== undefined && !allowedOrigins.has(origin) && origin !== requestOrigin(request)));
    if (crossSite) {
      return reply.code(403).send({ message: 'Cross-site request refused' });
    }
    const type = request.headers['content-type'];
    if (type !== undefined && !/^application\/json\b/i.test(type)) {
      return reply.code(415).send({ message: 'Content-Type must be application/json' });
    }
  });

  // Personal answers are never stored by a browser or a shared cache. An anonymous read that
  // set its own Cache-Control (a shared list) keeps it; a signed-in one never does.
  app.addHook('onSend', async (request, reply) => {
    const routed = request.routeOptions.url ?? '';
    if (!routed.startsWith('/api/') && !routed.startsWith('/trpc/') && routed !== '/mcp') return;
    const personal = request.session?.userId !== undefined || request.apiAuth !== undefined;
    if (personal || !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
});
