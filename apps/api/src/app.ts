import { createRequire } from 'node:module';
import path from 'node:path';
import type { Database } from '@promptshelf/db';
import { appRouter, type AppRouter } from '@promptshelf/trpc';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyError, type FastifyServerOptions } from 'fastify';
import { createRequestContext } from './context';
import type { Env } from './env';
import { compressionPlugin } from './plugins/compression';
import { backgroundPlugin, type BackgroundOptions } from './plugins/background';
import { securityPlugin } from './plugins/security';
import { seoPlugin } from './plugins/seo';
import { sessionPlugin } from './plugins/session';
import { webPlugin } from './plugins/web';
import { registerRestRoutes } from './rest/adapter';
import { restRoutes } from './rest/routes';

export type AppOptions = {
  env: Pick<
    Env,
    'APP_URL' | 'SESSION_SECRET' | 'LOG_LEVEL' | 'TRUST_PROXY' | 'rateLimits' | 'NODE_ENV'
  >;
  db: Database;
  /** The built SPA's folder; null serves the API only. Defaults to @promptshelf/web's dist. */
  webRoot?: string | null;
  logger?: FastifyServerOptions['logger'];
} & Omit<BackgroundOptions, 'db'>;

export function defaultWebRoot(): string {
  const webPackage = createRequire(import.meta.url).resolve('@promptshelf/web/package.json');
  return path.join(path.dirname(webPackage), 'dist');
}

/** JSON logs, or readable ones when a person watches a terminal outside production. */
export function loggerOptions(level: string, pretty = false): FastifyServerOptions['logger'] {
  return {
    level,
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { ignore: 'pid,hostname', translateTime: 'HH:MM:ss' },
          },
        }
      : {}),
    serializers: {
      // Paths only: query strings can carry tokens, and headers carry cookies.
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        path: req.url.split('?', 1)[0],
      }),
    },
  };
}

export async function buildApp({
  env,
  db,
  webRoot = defaultWebRoot(),
  logger,
  ...background
}: AppOptions) {
  const app = Fastify({
    logger:
      logger ??
      loggerOptions(env.LOG_LEVEL, env.NODE_ENV !== 'production' && process.stdout.isTTY === true),
    trustProxy: env.TRUST_PROXY,
    routerOptions: { maxParamLength: 5000 },
  });
  const deps = { db, appUrl: env.APP_URL, rateLimits: env.rateLimits };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: 'Internal server error' });
    }
    return reply.code(status).send({ message: error.message });
  });

  await app.register(securityPlugin, { appUrl: env.APP_URL });
  await app.register(compressionPlugin);
  await app.register(sessionPlugin, {
    db,
    secret: env.SESSION_SECRET,
    secure: env.APP_URL.startsWith('https:'),
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ message: 'Database unreachable' });
    }
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }) => createRequestContext(req, deps),
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          app.log.error({ err: error, path }, 'trpc error');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  // The spec's 401 handling sends people to /api/login; the sign-in screen is /auth.
  app.get('/api/login', async (_request, reply) => reply.redirect('/auth'));
  registerRestRoutes(app, restRoutes, deps);

  await app.register(seoPlugin, { db, appUrl: env.APP_URL });
  await app.register(webPlugin, { webRoot, ...deps });
  await app.register(backgroundPlugin, { db, ...background });
  return app;
}
