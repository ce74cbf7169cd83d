import { collections, snippets, userProfiles, users, type Database } from '@promptshelf/db';
import { slugify } from '@promptshelf/validators';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';

/** What a shared link shows before anyone opens it. */
export type PageMeta = {
  title: string;
  description: string;
  /** The canonical address (absolute). */
  url: string;
  type: 'website' | 'article' | 'profile';
};

/** At most 50,000 URLs per sitemap file (the sitemaps.org limit). */
export const SITEMAP_CHUNK = 50_000;
const DESCRIPTION_MAX = 160;

function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > DESCRIPTION_MAX ? `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : flat;
}

export function promptPath(id: number, title: string): string {
  return `/snippets/${id}/${slugify(title)}`;
}

/** Tags for a public prompt; null for a private or unknown one (nothing about it may leak). */
export async function promptMeta(
  db: Database,
  appUrl: string,
  id: number,
): Promise<PageMeta | null> {
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await db
    .select({ title: snippets.title, content: snippets.content, username: userProfiles.username })
    .from(snippets)
    .leftJoin(userProfiles, eq(userProfiles.userId, snippets.authorId))
    .where(and(eq(snippets.id, id), eq(snippets.isPublic, true)));
  if (!row) return null;
  return {
    title: `${row.title} · Promptshelf`,
    description: summary(row.content) || `A prompt shared on Promptshelf by @${row.username}.`,
    url: `${appUrl}${promptPath(id, row.title)}`,
    type: 'article',
  };
}

/** Tags for a public profile; null for an unknown username. */
export async function profileMeta(
  db: Database,
  appUrl: string,
  username: string,
): Promise<PageMeta | null> {
  if (!/^[A-Za-z0-9_-]{1,50}$/.test(username)) return null;
  const [row] = await db
    .select({
      username: userProfiles.username,
      bio: userProfiles.bio,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(eq(sql`lower(${userProfiles.username})`, username.toLowerCase()));
  if (!row) return null;
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ') || row.username;
  return {
    title: `${name} (@${row.username}) · Promptshelf`,
    description: summary(row.bio ?? '') || `Prompts shared by ${name} on Promptshelf.`,
    url: `${appUrl}/u/${encodeURIComponent(row.username)}`,
    type: 'profile',
  };
}

export function collectionPath(id: number): string {
  return `/collections/${id}`;
}

/** Tags for a public collection; null for a private or unknown one. */
export async function collectionMeta(
  db: Database,
  appUrl: string,
  id: number,
): Promise<PageMeta | null> {
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await db
    .select({
      name: collections.name,
      description: collections.description,
      username: userProfiles.username,
    })
    .from(collections)
    .leftJoin(userProfiles, eq(userProfiles.userId, collections.ownerId))
    .where(and(eq(collections.id, id), eq(collections.isPublic, true)));
  if (!row) return null;
  return {
    title: `${row.name} · Promptshelf`,
    description:
      summary(row.description) || `A collection of prompts by @${row.username} on Promptshelf.`,
    url: `${appUrl}${collectionPath(id)}`,
    type: 'website',
  };
}

/** Public collections, in chunk n of the owners' public-collection index order. */
export async function sitemapCollections(db: Database, chunk: number) {
  const rows = await db
    .select({ id: collections.id, updatedAt: collections.updatedAt })
    .from(collections)
    .where(eq(collections.isPublic, true))
    .orderBy(asc(collections.id))
    .limit(SITEMAP_CHUNK)
    .offset(chunk * SITEMAP_CHUNK);
  return rows.map((row) => ({ path: collectionPath(row.id), updatedAt: row.updatedAt }));
}

/** How many prompt and profile sitemap files there are. */
export async function sitemapCounts(db: Database) {
  const [prompts] = await db
    .select({ maxId: sql<number | null>`max(${snippets.id})` })
    .from(snippets);
  const profiles = await db.$count(userProfiles);
  const publicCollections = await db.$count(collections, eq(collections.isPublic, true));
  return {
    promptChunks: Math.max(1, Math.ceil((prompts?.maxId ?? 0) / SITEMAP_CHUNK)),
    profileChunks: Math.max(1, Math.ceil(profiles / SITEMAP_CHUNK)),
    collectionChunks: Math.max(1, Math.ceil(publicCollections / SITEMAP_CHUNK)),
  };
}

/** Public prompts with ids in chunk n: a range scan of the primary key. */
export async function sitemapPrompts(db: Database, chunk: number) {
  const rows = await db
    .select({ id: snippets.id, title: snippets.title, updatedAt: snippets.updatedAt })
    .from(snippets)
    .where(
      and(
        gt(snippets.id, chunk * SITEMAP_CHUNK),
        lte(snippets.id, (chunk + 1) * SITEMAP_CHUNK),
        eq(snippets.isPublic, true),
      ),
    )
    .orderBy(asc(snippets.id));
  return rows.map((row) => ({ path: promptPath(row.id, row.title), updatedAt: row.updatedAt }));
}

/** Profiles that show at least one public prompt, in chunk n. */
export async function sitemapProfiles(db: Database, chunk: number) {
  const rows = await db
    .select({ username: userProfiles.username, updatedAt: userProfiles.updatedAt })
    .from(userProfiles)
    .where(
      sql`exists (select 1 from ${snippets} where ${snippets.authorId} = ${userProfiles.userId} and ${snippets.isPublic})`,
    )
    .orderBy(asc(userProfiles.createdAt), asc(userProfiles.userId))
    .limit(SITEMAP_CHUNK)
    .offset(chunk * SITEMAP_CHUNK);
  return rows.map((row) => ({
    path: `/u/${encodeURIComponent(row.username)}`,
    updatedAt: row.updatedAt,
  }));
}
