import { createRequire } from 'node:module';
import path from 'node:path';
import { isDatabaseUnavailable, type Database } from '@promptshelf/db';
import {
  appRouter,
  DATABASE_UNAVAILABLE,
  databaseUnavailable,
  INTERNAL_ERROR,
  unsubscribeKey,
  webhookSecretKey,
  type AppRouter,
} from '@promptshelf/trpc';
import { TRPC_BATCH_MAX } from '@promptshelf/validators';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyError, type FastifyServerOptions } from 'fastify';
import { AccessLog } from './access-log';
import { createRequestContext } from './context';
import { discardBody } from './discard-body';
import type { Env } from './env';
import { errorForLog } from './log-errors';
import { registerMcpRoutes } from './mcp/route';
import { apiTokenPlugin } from './plugins/api-token';
import { compressionPlugin } from './plugins/compression';
import { backgroundPlugin, type BackgroundOptions } from './plugins/background';
import { securityPlugin } from './plugins/security';
import { seoPlugin } from './plugins/seo';
import { sessionPlugin } from './plugins/session';
import { sharedReadHeadersPlugin, trpcCacheHeaders } from './plugins/shared-read-headers';
import { webPlugin } from './plugins/web';
import { registerRestRoutes } from './rest/adapter';
import { restRoutes } from './rest/routes';
import { retryAfter } from './retry-after';
import { providerClients } from './sign-in-providers/providers';
import { registerSignInProviderRoutes } from './sign-in-providers/routes';
import { openSharedReads } from './shared-reads';

export type AppOptions = {
  env: Pick<
    Env,
    'APP_URL' | 'SESSION_SECRET' | 'LOG_LEVEL' | 'TRUST_PROXY' | 'rateLimits' | 'NODE_ENV'
  > &
    Partial<Pick<Env, 'signInProviders' | 'WEBHOOK_ALLOW_PRIVATE'>>;
  db: Database;
  /** A streaming replica for visitors' shared reads; defaults to `db`. */
  readDb?: Database;
  /** The built SPA's folder; null serves the API only. Defaults to @promptshelf/web's dist. */
  webRoot?: string | null;
  logger?: FastifyServerOptions['logger'];
  /** How long a shared read is kept at most (tests lengthen it to see invalidation work). */
  sharedReadsTtlMs?: number;
} & Omit<BackgroundOptions, 'db' | 'webhooks' | 'notificationMail'>;

/** How long /readyz waits for the database before saying it is not ready. */
const READY_TIMEOUT_MS = 2_000;

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
      err: errorForLog,
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
  readDb = db,
  webRoot = defaultWebRoot(),
  logger,
  sharedReadsTtlMs,
  ...background
}: AppOptions) {
  const app = Fastify({
    logger:
      logger ??
      loggerOptions(env.LOG_LEVEL, env.NODE_ENV !== 'production' && process.stdout.isTTY === true),
    trustProxy: env.TRUST_PROXY,
    routerOptions: { maxParamLength: 5000 },
    logController: new AccessLog(),
    // Fastify gives each plugin 10 s to start. The web plugin imports the server build of the
    // web app; on a busy machine (load 20 on two cores) that alone took longer, and the server
    // refused to start. A start that is really stuck still ends, with the plugin's name.
    pluginTimeout: 120_000,
  });
  const caches = await openSharedReads(app, db, sharedReadsTtlMs);
  const { readsFor: sharedReadsFor, responses, sessions: sessionCache, changed } = caches;
  const providers = providerClients(env.signInProviders ?? []);
  const deps = {
    db,
    readDb,
    appUrl: env.APP_URL,
    rateLimits: env.rateLimits,
    sharedReadsFor,
    changed,
    signInProviders: [...providers.values()].map((provider) => provider.info),
    webhooks: {
      secretKey: webhookSecretKey(env.SESSION_SECRET),
      allowPrivate: env.WEBHOOK_ALLOW_PRIVATE ?? false,
    },
    unsubscribeKey: unsubscribeKey(env.SESSION_SECRET),
  };

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    // A body refused as it arrived: the client reads the answer once it has sent the rest.
    if (error.statusCode === 413) await discardBody(request.raw);
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).send({ message: DATABASE_UNAVAILABLE });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: INTERNAL_ERROR });
    }
    return reply.code(status).send({ message: error.message });
  });

  // First of all: a visitor's repeated shared read is answered from memory, before any other
  // hook runs; the answer kept carries the headers every hook below had set.
  app.addHook('onRequest', responses.answer);
  await app.register(securityPlugin, { appUrl: env.APP_URL });
  await app.register(compressionPlugin);
  const secureCookies = env.APP_URL.startsWith('https:');
  await app.register(sessionPlugin, {
    db,
    cache: sessionCache,
    secret: env.SESSION_SECRET,
    secure: secureCookies,
  });
  await app.register(apiTokenPlugin, { db, perMinute: env.rateLimits.tokenPerMinute });
  await app.register(sharedReadHeadersPlugin);
  app.addHook('onSend', responses.keep);

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    // A frozen server may hold an open connection without answering: do not wait on it.
    const tooSlow = new Promise((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('no answer')), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([db.execute(sql`select 1`), tooSlow]);
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ message: 'Database unreachable' });
    } finally {
      clearTimeout(timer);
    }
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      maxBatchSize: TRPC_BATCH_MAX,
      createContext: ({ req }) =>
        (req.apiAuthError
          ? Promise.reject(req.apiAuthError)
          : createRequestContext(req, deps)
        ).catch((error: unknown) => {
          throw isDatabaseUnavailable(error) ? databaseUnavailable(error) : error;
        }),
      responseMeta(opts) {
        const meta = trpcCacheHeaders(opts);
        const wait = retryAfter(opts.errors);
        return wait ? { headers: { ...meta.headers, 'retry-after': wait } } : meta;
      },
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          app.log.error({ err: error, path }, 'trpc error');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  // The spec's 401 handling sends people to /api/login; the sign-in screen is /auth. The page
  // to come back to travels along (the sign-in screen checks it again before using it).
  app.get<{ Querystring: { redirect?: unknown } }>('/api/login', async (request, reply) => {
    const back = request.query.redirect;
    const keep = typeof back === 'string' && /^\/(?![/\\])/.test(back) && back.length <= 2000;
    return reply.redirect(keep ? `/auth?redirect=${encodeURIComponent(back)}` : '/auth');
  });
  registerSignInProviderRoutes(app, providers, {
    ...deps,
    sessionSecret: env.SESSION_SECRET,
    secureCookies,
  });
  registerRestRoutes(app, restRoutes, deps);
  registerMcpRoutes(app, deps);

  await app.register(seoPlugin, { db, appUrl: env.APP_URL });
  await app.register(webPlugin, { webRoot, ...deps });
  await app.register(backgroundPlugin, {
    db,
    webhooks: deps.webhooks,
    notificationMail: { appUrl: env.APP_URL, unsubscribeKey: deps.unsubscribeKey },
    ...background,
  });
  return app;
}
