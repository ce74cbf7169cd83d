import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { renamedTo } from '@promptshelf/trpc';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RequestDeps } from '../context';
import { loadPageRenderer } from './page-renderer';
import { injectMeta, pageMeta } from './seo';

const API_PREFIXES = ['/api/', '/trpc/', '/healthz', '/readyz'];

/**
 * A client route rather than a file: not under /assets and without a file extension. Any GET
 * of one gets the page, whatever its Accept header (curl, uptime checks, link-preview bots).
 */
/** A profile page's username (only these characters make a username). */
const PROFILE_PATH = /^\/u\/([A-Za-z0-9_-]{1,50})\/?$/;

const isPage = (pathname: string) =>
  !pathname.startsWith('/assets/') && !/\.[A-Za-z0-9]{1,8}$/.test(pathname);

/**
 * Serves the built SPA: hashed assets cached for a year (brotli or gzip files precompressed at
 * build time when the client accepts them), index.html never cached, and
 * index.html for any other GET of a page, so client routes survive a reload — with the
 * page's own title and link-preview tags (a public prompt's or profile's). Everything else that
 * matches no route is a JSON 404.
 */
export const webPlugin = fp<{ webRoot: string | null } & RequestDeps>(
  async (app: FastifyInstance, { webRoot, ...deps }) => {
    const { db, appUrl } = deps;
    const hasWeb = webRoot !== null && existsSync(path.join(webRoot, 'index.html'));
    if (webRoot !== null && !hasWeb) {
      app.log.warn({ webRoot }, 'web app not built: serving the API only (run pnpm build)');
    }
    const indexHtml = hasWeb ? readFileSync(path.join(webRoot, 'index.html'), 'utf8') : '';
    // The public pages are rendered on the server (web's `vite build --ssr`, beside dist/).
    const renderPage = hasWeb
      ? await loadPageRenderer(path.join(webRoot, '../dist-server/entry-server.js'), deps)
      : null;
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webRoot,
        wildcard: false,
        index: false,
        // The build writes a .br and a .gz beside every text asset (apps/web/vite.config.ts).
        preCompressed: true,
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?', 1)[0] ?? '/';
      const isApi = API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
      if (
        hasWeb &&
        !isApi &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        isPage(pathname)
      ) {
        const meta = await pageMeta(db, appUrl, pathname);
        // A link shared before its owner changed their username leads to their profile (asked
        // only when no profile answers to the name, so a profile's page costs no extra query).
        const oldName = meta.type === 'profile' ? undefined : PROFILE_PATH.exec(pathname)?.[1];
        const current = oldName ? await renamedTo(db, oldName) : null;
        if (current) {
          const query = request.url.slice(pathname.length);
          return reply.redirect(`/u/${current}${query}`, 301);
        }
        const shell = injectMeta(indexHtml, meta);
        return (
          reply
            // An address no route of the app answers shows 'Page Not Found' with its status.
            .code(renderPage && !renderPage.knownPage(request.url) ? 404 : 200)
            // A signed-in visitor's page carries their name: kept by no cache.
            .header('cache-control', request.session.userId ? 'no-store' : 'no-cache')
            .type('text/html; charset=utf-8')
            .send(renderPage ? await renderPage.render(request, shell) : shell)
        );
      }
      return reply.code(404).send({ message: 'Not found' });
    });
  },
);
