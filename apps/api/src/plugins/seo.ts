import type { Database } from '@promptshelf/db';
import { seo, type PageMeta } from '@promptshelf/trpc';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Sets the page's title, description and Open Graph / Twitter tags in the SPA's index.html. */
export function injectMeta(html: string, meta: PageMeta): string {
  const tags = [
    `<meta name="description" content="${escape(meta.description)}" />`,
    `<link rel="canonical" href="${escape(meta.url)}" />`,
    `<meta property="og:site_name" content="Promptshelf" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${escape(meta.title)}" />`,
    `<meta property="og:description" content="${escape(meta.description)}" />`,
    `<meta property="og:url" content="${escape(meta.url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${escape(meta.title)}" />`,
    `<meta name="twitter:description" content="${escape(meta.description)}" />`,
  ].join('\n    ');
  return html
    .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/i, '')
    .replace(
      /<title>[\s\S]*?<\/title>/i,
      () => `<title>${escape(meta.title)}</title>\n    ${tags}`,
    );
}

/** The tags for any page: a public prompt's or profile's own, else the site's. */
export async function pageMeta(db: Database, appUrl: string, path: string): Promise<PageMeta> {
  const prompt = /^\/snippets\/(\d{1,10})(?:\/|$)/.exec(path);
  const profile = /^\/u\/([^/]+)\/?$/.exec(path);
  const collection = /^\/collections\/(\d{1,10})\/?$/.exec(path);
  let meta: PageMeta | null = null;
  if (prompt) meta = await seo.promptMeta(db, appUrl, Number(prompt[1]));
  else if (collection) meta = await seo.collectionMeta(db, appUrl, Number(collection[1]));
  else if (profile) meta = await seo.profileMeta(db, appUrl, decodeURIComponent(profile[1]!));
  return (
    meta ?? {
      title: 'Promptshelf',
      description: 'Store, organise, discover and share reusable AI prompts.',
      url: `${appUrl}${path === '/' ? '' : path}`,
      type: 'website',
    }
  );
}

function urlset(appUrl: string, entries: { path: string; updatedAt?: Date }[]) {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escape(appUrl + entry.path)}</loc>${entry.updatedAt ? `<lastmod>${entry.updatedAt.toISOString()}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

const PRIVATE_PATHS = [
  '/api/',
  '/trpc/',
  '/dashboard',
  '/favorites',
  '/profile',
  '/change-password',
  '/superadmin',
  '/my-collections',
  '/auth',
  '/forgot-password',
  '/reset-password',
  '/resend-verification',
  // A workspace's pages are for its members, an invitation's for the one it was sent to.
  '/w/',
  '/invite/',
];

/**
 * robots.txt and sitemaps: a sitemap index pointing at files of at most 50,000 public prompts
 * (by id range, a primary-key range scan) and of profiles that show public prompts.
 */
export const seoPlugin = fp<{ db: Database; appUrl: string }>(
  async (app: FastifyInstance, { db, appUrl }) => {
    app.get('/robots.txt', async (_request, reply) => {
      const lines = ['User-agent: *', 'Allow: /', ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`)];
      return reply
        .type('text/plain; charset=utf-8')
        .send(`${lines.join('\n')}\n\nSitemap: ${appUrl}/sitemap.xml\n`);
    });

    app.get('/sitemap.xml', async (_request, reply) => {
      const { promptChunks, profileChunks, collectionChunks } = await seo.sitemapCounts(db);
      const files = [
        `${appUrl}/sitemaps/pages.xml`,
        ...Array.from({ length: promptChunks }, (_, i) => `${appUrl}/sitemaps/prompts-${i}.xml`),
        ...Array.from({ length: profileChunks }, (_, i) => `${appUrl}/sitemaps/profiles-${i}.xml`),
        ...Array.from(
          { length: collectionChunks },
          (_, i) => `${appUrl}/sitemaps/collections-${i}.xml`,
        ),
      ];
      const body = files.map((loc) => `<sitemap><loc>${escape(loc)}</loc></sitemap>`).join('\n');
      return reply
        .type('application/xml; charset=utf-8')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`,
        );
    });

    app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
      const match = /^(pages|prompts|profiles|collections)(?:-(\d{1,6}))?\.xml$/.exec(
        request.params.file,
      );
      if (!match || (match[1] !== 'pages' && match[2] === undefined)) {
        return reply.code(404).send({ message: 'Not found' });
      }
      const chunk = Number(match[2] ?? 0);
      if (match[1] !== 'pages') {
        // A page past the end is not found (and its id range might not even fit an integer).
        const counts = await seo.sitemapCounts(db);
        const pages = {
          prompts: counts.promptChunks,
          profiles: counts.profileChunks,
          collections: counts.collectionChunks,
        }[match[1]!]!;
        if (chunk >= pages) return reply.code(404).send({ message: 'Not found' });
      }
      const entries =
        match[1] === 'pages'
          ? [{ path: '/' }, { path: '/browse' }]
          : match[1] === 'prompts'
            ? await seo.sitemapPrompts(db, chunk)
            : match[1] === 'profiles'
              ? await seo.sitemapProfiles(db, chunk)
              : await seo.sitemapCollections(db, chunk);
      return reply.type('application/xml; charset=utf-8').send(urlset(appUrl, entries));
    });
  },
);
