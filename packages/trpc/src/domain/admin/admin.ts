import { likes, snippets, userProfiles, users, type Database } from '@promptshelf/db';
import type { AdminListQuery } from '@promptshelf/validators';
import { desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../contains-pattern';

/** Enough of a prompt to judge it in the moderation list. */
const CONTENT_PREVIEW_CHARS = 300;

const count = sql<number>`count(*)::int`;
const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

/** The operator's overview: the spec's totalUsers and totalSnippets, and what else helps. */
export async function getMetrics(db: Database) {
  const weekAgo = sql`now() - interval '7 days'`;
  const [userRow] = await db
    .select({
      totalUsers: count,
      verifiedUsers: countWhere(sql`${users.emailVerified}`),
      superadmins: countWhere(sql`${users.superadmin}`),
      newUsersLast7Days: countWhere(sql`${users.createdAt} > ${weekAgo}`),
    })
    .from(users);
  const [promptRow] = await db
    .select({
      totalPrompts: count,
      publicPrompts: countWhere(sql`${snippets.isPublic}`),
      newPromptsLast7Days: countWhere(sql`${snippets.createdAt} > ${weekAgo}`),
    })
    .from(snippets);
  const [likeRow] = await db.select({ totalLikes: count }).from(likes);
  const totalPrompts = promptRow?.totalPrompts ?? 0;
  const publicPrompts = promptRow?.publicPrompts ?? 0;
  return {
    totalUsers: userRow?.totalUsers ?? 0,
    verifiedUsers: userRow?.verifiedUsers ?? 0,
    superadmins: userRow?.superadmins ?? 0,
    newUsersLast7Days: userRow?.newUsersLast7Days ?? 0,
    totalSnippets: totalPrompts,
    publicSnippets: publicPrompts,
    privateSnippets: totalPrompts - publicPrompts,
    newSnippetsLast7Days: promptRow?.newPromptsLast7Days ?? 0,
    totalLikes: likeRow?.totalLikes ?? 0,
  };
}

function userSearch(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(users.email, pattern),
    // The same expression as users_name_trgm_idx, so the trigram index serves it.
    ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, pattern),
    ilike(userProfiles.username, pattern),
  );
}

/**
 * Every user, newest first, with their username and prompt count. The shape is chosen column
 * by column: the password hash and the tokens never leave the database here.
 */
export async function listUsers(db: Database, query: AdminListQuery) {
  const where = userSearch(query.search);
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      superadmin: users.superadmin,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
      username: userProfiles.username,
      snippetCount: sql<number>`(select count(*)::int from ${snippets} where ${snippets.authorId} = ${users.id})`,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db
    .select({ count })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(where);
  return {
    users: rows.map(({ username, ...user }) => ({
      ...user,
      profile: username === null ? null : { username },
    })),
    total: total?.count ?? 0,
  };
}

/** Every prompt, public and private, newest first, with its author's username and email. */
export async function listPrompts(db: Database, query: AdminListQuery) {
  const where = query.search ? ilike(snippets.title, containsPattern(query.search)) : undefined;
  const rows = await db
    .select({
      id: snippets.id,
      title: snippets.title,
      // A preview, not the whole text (up to 50,000 characters): 20 rows stay small.
      contentPreview: sql<string>`left(${snippets.content}, ${CONTENT_PREVIEW_CHARS})`,
      aiTool: snippets.aiTool,
      customAiTool: snippets.customAiTool,
      purpose: snippets.purpose,
      tags: snippets.tags,
      isPublic: snippets.isPublic,
      likesCount: snippets.likesCount,
      version: snippets.version,
      createdAt: snippets.createdAt,
      updatedAt: snippets.updatedAt,
      authorId: users.id,
      authorEmail: users.email,
      authorFirstName: users.firstName,
      authorProfileImageUrl: users.profileImageUrl,
      authorUsername: userProfiles.username,
    })
    .from(snippets)
    .innerJoin(users, eq(users.id, snippets.authorId))
    .leftJoin(userProfiles, eq(userProfiles.userId, snippets.authorId))
    .where(where)
    .orderBy(desc(snippets.createdAt), desc(snippets.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ count }).from(snippets).where(where);
  return {
    snippets: rows.map(
      ({
        authorId,
        authorEmail,
        authorFirstName,
        authorProfileImageUrl,
        authorUsername,
        ...prompt
      }) => ({
        ...prompt,
        author: {
          id: authorId,
          username: authorUsername,
          firstName: authorFirstName,
          email: authorEmail,
          profileImageUrl: authorProfileImageUrl,
        },
      }),
    ),
    total: total?.count ?? 0,
  };
}
