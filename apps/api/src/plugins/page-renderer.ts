import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { appRouter, type AppRouter } from '@promptshelf/trpc';
import { unstable_localLink, type TRPCLink } from '@trpc/client';
import type { FastifyRequest } from 'fastify';
import superjson from 'superjson';
import { createRequestContext, type RequestDeps } from '../context';
import { escape } from './seo';

/** What the web app's server entry exports (apps/web/src/entry-server.tsx). */
type WebServerEntry = {
  knownPage(url: string): boolean;
  render(options: {
    url: string;
    link: TRPCLink<AppRouter>;
  }): Promise<{ title: string; html: string; state: string } | null>;
};

/** The app shell's mount point, as index.html has it. */
const ROOT_ELEMENT = '<div id="root"></div>';

export type PageRenderer = {
  /** The shell filled with the page, or as it is for a page not rendered on the server. */
  render: (request: FastifyRequest, shell: string) => Promise<string>;
  /** Whether a route of the app answers the address (else its page is a 404). */
  knownPage: (url: string) => boolean;
};

/**
 * The renderer of the pages from the web app's server build, or null when there is none (a web
 * build without it, tests with a stand-in). It fills the shell's #root with the page's markup
 * and data, read through the router in this process with the request's session: the whole page
 * for the landing page, browse, a prompt, a collection and a member's dashboard, the site's
 * frame around a placeholder for the others. An unknown address, a guard's redirect or a
 * failure leaves the shell as it is, and the browser renders the page as it always did.
 */
export async function loadPageRenderer(
  serverEntry: string,
  deps: RequestDeps,
): Promise<PageRenderer | null> {
  if (!existsSync(serverEntry)) return null;
  const web = (await import(pathToFileURL(serverEntry).href)) as WebServerEntry;
  const render = async (request: FastifyRequest, shell: string) => {
    let context: ReturnType<typeof createRequestContext> | undefined;
    const link = unstable_localLink<AppRouter>({
      router: appRouter,
      transformer: superjson,
      // One viewer lookup for all of the page's calls.
      createContext: () => (context ??= createRequestContext(request, deps)),
    });
    try {
      const page = await web.render({ url: request.url, link });
      if (!page) return shell;
      const withTitle = page.title
        ? shell.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escape(page.title)}</title>`)
        : shell;
      return withTitle.replace(
        ROOT_ELEMENT,
        () => `<div id="root">${page.html}</div>${page.state}`,
      );
    } catch (error) {
      request.log.error({ err: error }, 'server rendering failed; sending the app shell');
      return shell;
    }
  };
  return { render, knownPage: (url) => web.knownPage(url) };
}
