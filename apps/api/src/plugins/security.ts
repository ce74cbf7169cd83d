import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Security headers with a strict CSP, and CSRF defence on top of SameSite cookies: a
 * state-changing request to /api or /trpc must come from our own origin and carry JSON (or no
 * body), so a cross-site HTML form — which tRPC would otherwise accept as multipart — is refused.
 */
export const securityPlugin = fp<{ appUrl: string }>(async (app: FastifyInstance, { appUrl }) => {
  const https = appUrl.startsWith('https:');
  await app.register(helmet, {
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

  const allowedOrigins = new Set([new URL(appUrl).origin]);
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const path = request.url;
    if (!path.startsWith('/api/') && !path.startsWith('/trpc/')) return;

    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const crossSite =
      (site !== undefined && site !== 'same-origin' && site !== 'none') ||
      (origin !== undefined && !allowedOrigins.has(origin) && origin !== requestOrigin(request));
    if (crossSite) {
      return reply.code(403).send({ message: 'Cross-site request refused' });
    }
    const type = request.headers['content-type'];
    if (type !== undefined && !/^application\/json\b/i.test(type)) {
      return reply.code(415).send({ message: 'Content-Type must be application/json' });
    }
  });
});
