// Demo data at any scale: everything is generated inside PostgreSQL from word lists with
// INSERT ... SELECT ... FROM generate_series(...), a batch per statement, never row by row.
import { randomBytes } from 'node:crypto';
import { favorites, snippets, likes, users, type Database } from '@promptshelf/db';
import { hashPassword } from '@promptshelf/trpc';
import { KNOWN_PURPOSES, PASSWORD_MIN } from '@promptshelf/validators';
import { sql, type SQL } from 'drizzle-orm';
import { CommandError, UsageError } from './errors';
import * as words from './words';

export const SEED_LIMITS = { users: 1_000_000, prompts: 10_000_000 } as const;
const USER_BATCH = 10_000;
const PROMPT_BATCH = 25_000;
/** Demo accounts are easy to find (and remove) by this domain. */
export const DEMO_EMAIL_DOMAIN = 'demo.example.com';

export type SeedDemoOptions = {
  users: number;
  prompts: number;
  password?: string;
  /** Progress lines, for the operator watching a long run. */
  log?: (line: string) => void;
};

/**
 * A constant text[] literal. The lists are our own words, quoted here rather than sent as
 * parameters, so the planner folds each array once instead of building it for every row.
 */
function textArray(list: readonly string[]): SQL {
  const items = list.map((word) => `"${word.replace(/["\\]/g, '\\$&')}"`).join(',');
  return sql.raw(`'{${items.replace(/'/g, "''")}}'::text[]`);
}

/** The element of `list` picked by a uniform random number r in [0, 1). */
function pick(list: readonly string[], r: SQL): SQL {
  return sql`(${textArray(list)})[1 + floor(${r} * ${list.length})::int]`;
}

/** A brand rank from 1 to BRAND_RANKS, log-uniform (a Zipf law) for a uniform r in [0, 1). */
function zipfRank(r: SQL): SQL {
  return sql`floor(exp(${r} * ln(${words.BRAND_RANKS + 1})))::int`;
}

/** words.brandName in SQL. */
function brandName(rank: SQL): SQL {
  const base = words.BRAND_SYLLABLES.length;
  const syllables = textArray(words.BRAND_SYLLABLES);
  const digit = (power: number) => sql`(${syllables})[1 + (${rank} / ${base ** power}) % ${base}]`;
  return sql`initcap(${digit(0)} || ${digit(1)} || ${digit(2)}
    || CASE WHEN ${rank} >= ${base ** 3} THEN ${digit(3)} ELSE '' END)`;
}

/**
 * 0 to 5 distinct tags, fewer more often (two prompts in five have none); each a Zipf rank over
 * words.TAG_RANKS: an everyday tag for the first ranks, syllables for the rest ('kalo-ri').
 */
function demoTags(count: SQL): SQL {
  const rank = sql`floor(exp(random() * ln(${words.TAG_RANKS + 1})))::int`;
  const common = textArray(words.COMMON_TAGS);
  const syllables = textArray(words.BRAND_SYLLABLES);
  const base = words.BRAND_SYLLABLES.length;
  const name = sql`CASE WHEN r <= ${words.COMMON_TAGS.length} THEN (${common})[r]
    ELSE (${syllables})[1 + r % ${base}] || (${syllables})[1 + (r / ${base}) % ${base}]
         || '-' || (${syllables})[1 + (r / ${base ** 2}) % ${base}] END`;
  // Correlated with the row (count), so it is drawn again for every prompt.
  return sql`ARRAY(SELECT DISTINCT ${name} FROM (SELECT ${rank} AS r FROM generate_series(1, ${count})) t)`;
}

async function insertUsers(db: Database, tag: string, from: number, to: number, hash: string) {
  const first = pick(words.FIRST_NAMES, sql`s.r1`);
  const last = pick(words.LAST_NAMES, sql`s.r2`);
  // Volatile random() in a subquery is computed once per row and can be referred to twice.
  await db.execute(sql`
    WITH s AS MATERIALIZED (
      SELECT g, random() AS r1, random() AS r2, random() AS r3,
             now() - random() * interval '400 days' AS ts
      FROM generate_series(${from}::int, ${to}::int) AS g
    ),
    u AS (
      INSERT INTO ${users} (email, password, first_name, last_name, email_verified, created_at, updated_at)
      SELECT lower(${first}) || '.' || lower(${last}) || '.' || ${tag} || '-' || g || '@' || ${DEMO_EMAIL_DOMAIN},
             ${hash}, ${first}, ${last}, s.r3 < 0.9, s.ts, s.ts
      FROM s
      RETURNING id, email
    )
    INSERT INTO user_profiles (user_id, username)
    SELECT id, replace(split_part(email, '@', 1), '.', '-') FROM u
  `);
}

async function insertPrompts(
  db: Database,
  authorFilter: SQL,
  authorCount: number,
  from: number,
  to: number,
) {
  const tools = [
    'ChatGPT/GPT4',
    'ChatGPT/GPT4',
    'ChatGPT/GPT4',
    'ChatGPT/GPT4',
    'Claude',
    'Claude',
    'Claude',
    'Gemini',
    'Gemini',
    'Other',
  ];
  const title = sql`${pick(words.TITLE_VERBS, sql`s.t1`)} || ' ' || ${pick(words.TITLE_ADJECTIVES, sql`s.t2`)} || ' ' || ${pick(words.TITLE_TOPICS, sql`s.t3`)} || ' ' || ${pick(words.TITLE_FORMATS, sql`s.t4`)}`;
  const content = sql`'You are ' || ${pick(words.ROLES, sql`s.c1`)} || '. ' || ${pick(words.TASKS, sql`s.c2`)} || ' ' || ${pick(words.AUDIENCES, sql`s.c3`)} || '. Use a ' || ${pick(words.TONES, sql`s.c4`)} || ' tone and ' || ${pick(words.CONSTRAINTS, sql`s.c5`)} || '. Follow the ' || ${brandName(sql`s.brand`)} || ' style guide.'`;
  // Most prompts get a like or two, a few become popular (a Pareto tail, mean about 2);
  // never more than there are people to like them, so every liker can be a different one.
  const likeCount = sql`CASE WHEN s.pub < 0.8 THEN LEAST(${authorCount}, 1000, floor(power(1 - s.lk, -0.6667))::int - 1) ELSE 0 END`;
  // Up to about half of the likers also keep the prompt.
  const favoriteCount = sql`floor(${likeCount} * s.fv * 0.6)::int`;
  await db.execute(sql`
    WITH authors AS MATERIALIZED (
      SELECT id, created_at, (row_number() OVER (ORDER BY id) - 1)::int AS rn
      FROM ${users} WHERE ${authorFilter}
    ),
    s AS MATERIALIZED (
      SELECT g, random() AS t1, random() AS t2, random() AS t3, random() AS t4,
             random() AS c1, random() AS c2, random() AS c3, random() AS c4, random() AS c5,
             ${zipfRank(sql`random()`)} AS brand, random() AS fv,
             random() AS tool, random() AS custom, random() AS purpose, random() AS pub,
             random() AS lk, random() AS age, floor(power(random(), 2) * 6)::int AS tag_count,
             floor(random() * ${authorCount})::int AS author_rn
      FROM generate_series(${from}::int, ${to}::int) AS g
    ),
    picked AS MATERIALIZED (
      SELECT s.*, ${pick(tools, sql`s.tool`)} AS ai_tool, a.id AS author_id,
             a.created_at + s.age * (now() - a.created_at) AS ts
      FROM s JOIN authors a ON a.rn = s.author_rn
    ),
    ins AS (
      INSERT INTO ${snippets} (title, content, ai_tool, custom_ai_tool, purpose, is_public, visibility,
                               author_id, likes_count, favorites_count, created_at, updated_at,
                               tags)
      SELECT ${title}, ${content}, s.ai_tool,
             CASE WHEN s.ai_tool = 'Other' THEN ${pick(words.CUSTOM_AI_TOOLS, sql`s.custom`)} END,
             ${pick(KNOWN_PURPOSES, sql`s.purpose`)}, s.pub < 0.8,
             CASE WHEN s.pub < 0.8 THEN 'public' ELSE 'private' END, s.author_id, ${likeCount},
             ${favoriteCount}, s.ts, s.ts, ${demoTags(sql`s.tag_count`)}
      FROM picked s
      RETURNING id, likes_count, favorites_count, created_at
    ),
    liked AS (
      INSERT INTO ${likes} (user_id, snippet_id, created_at)
      SELECT a.id, ins.id, ins.created_at + random() * (now() - ins.created_at)
      FROM ins
      CROSS JOIN LATERAL generate_series(1, ins.likes_count) AS j
      JOIN authors a ON a.rn = ((ins.id::bigint * 7919 + j) % ${authorCount})::int
    )
    -- Other people than the likers of the same prompt, but again each a different one.
    INSERT INTO ${favorites} (user_id, snippet_id, created_at)
    SELECT a.id, ins.id, ins.created_at + random() * (now() - ins.created_at)
    FROM ins
    CROSS JOIN LATERAL generate_series(1, ins.favorites_count) AS j
    JOIN authors a ON a.rn = ((ins.id::bigint * 104729 + j) % ${authorCount})::int
  `);
}

function countOption(name: string, value: string | undefined, max: number): number {
  if (value === undefined) return 0;
  if (!/^\d+$/.test(value) || Number(value) > max) {
    throw new UsageError(`--${name} must be a whole number from 0 to ${max.toLocaleString('en')}.`);
  }
  return Number(value);
}

export function parseSeedOptions(values: {
  users?: string;
  snippets?: string;
  password?: string;
}): Omit<SeedDemoOptions, 'log'> {
  const options = {
    users: countOption('users', values.users, SEED_LIMITS.users),
    prompts: countOption('snippets', values.snippets, SEED_LIMITS.prompts),
    password: values.password,
  };
  if (options.users === 0 && options.prompts === 0) {
    throw new UsageError('seed-demo needs --users N, --snippets N or both.');
  }
  if (options.password !== undefined && options.password.length < PASSWORD_MIN) {
    throw new UsageError(`--password must be at least ${PASSWORD_MIN} characters.`);
  }
  return options;
}

export async function seedDemo(db: Database, options: SeedDemoOptions) {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const tag = randomBytes(3).toString('hex');
  const password = options.password ?? randomBytes(9).toString('base64url');
  const hash = await hashPassword(password);

  for (let from = 1; from <= options.users; from += USER_BATCH) {
    const to = Math.min(options.users, from + USER_BATCH - 1);
    await insertUsers(db, tag, from, to, hash);
    log(`users: ${to.toLocaleString('en')} / ${options.users.toLocaleString('en')}`);
  }

  const rowCount = async (table: typeof likes | typeof favorites) =>
    (await db.select({ count: sql<number>`count(*)::int` }).from(table))[0]?.count ?? 0;
  let likeTotal = 0;
  let favoriteTotal = 0;
  if (options.prompts > 0) {
    // This run's people write the prompts; with --users 0, everybody already there does.
    const authorFilter =
      options.users > 0 ? sql`${users.email} LIKE ${`%.${tag}-%@${DEMO_EMAIL_DOMAIN}`}` : sql`true`;
    const [authors] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(authorFilter);
    const authorCount = authors?.count ?? 0;
    if (authorCount === 0) {
      throw new CommandError('There are no users to write the prompts: pass --users N as well.');
    }
    const likesBefore = await rowCount(likes);
    const favoritesBefore = await rowCount(favorites);
    for (let from = 1; from <= options.prompts; from += PROMPT_BATCH) {
      const to = Math.min(options.prompts, from + PROMPT_BATCH - 1);
      await insertPrompts(db, authorFilter, authorCount, from, to);
      log(`prompts: ${to.toLocaleString('en')} / ${options.prompts.toLocaleString('en')}`);
    }
    likeTotal = (await rowCount(likes)) - likesBefore;
    favoriteTotal = (await rowCount(favorites)) - favoritesBefore;
  }

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const lines = [
    `Created ${options.users.toLocaleString('en')} demo users, ${options.prompts.toLocaleString('en')} prompts, ${likeTotal.toLocaleString('en')} likes and ${favoriteTotal.toLocaleString('en')} favourites in ${seconds} s.`,
  ];
  if (options.users > 0) {
    lines.push(
      `Demo users have emails like first.last.${tag}-1@${DEMO_EMAIL_DOMAIN} and share the password: ${password}`,
    );
  }
  return lines.join('\n');
}
