import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { favorites, likes, snippets, userProfiles, users } from '@promptshelf/db';
import { createTestDatabase, type TestDatabase } from '@promptshelf/db/testing';
import { verifyPassword } from '@promptshelf/trpc';
import { extractPlaceholders, KNOWN_AI_TOOLS, KNOWN_PURPOSES } from '@promptshelf/validators';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommandError, runCli, UsageError } from './cli';
import { STARTER_PROMPTS } from './cli/starter-prompts';
import { BRAND_RANKS, brandName } from './cli/words';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** Runs a command against this file's database, which stays open between commands. */
const cli = (...argv: string[]) =>
  runCli(
    argv,
    {},
    {
      open: async () => ({ ...database, close: async () => {} }),
      log: () => {},
    },
  );

const userByEmail = async (email: string) => {
  const [row] = await database.db.select().from(users).where(eq(users.email, email));
  return row;
};

describe('help', () => {
  it('documents every command, and an unknown one is a usage error', async () => {
    const help = await cli('help');
    for (const command of [
      'migrate',
      'grant-superadmin',
      'revoke-superadmin',
      'create-user',
      'seed-demo',
      'seed-starter',
    ]) {
      expect(help).toContain(command);
    }
    expect(await cli()).toBe(help);
    await expect(cli('make-coffee')).rejects.toThrow(UsageError);
    await expect(cli('make-coffee')).rejects.toThrow(/^Unknown command: make-coffee/);
  });
});

describe('create-user', () => {
  it('creates a verified user with a profile, optionally a superadmin', async () => {
    const out = await cli(
      'create-user',
      '--email',
      'Root@Example.com',
      '--password',
      'secret12',
      '--first-name',
      'Grace',
      '--last-name',
      'Hopper',
      '--superadmin',
    );
    expect(out).toBe('Created superadmin root@example.com (verified; can sign in now).');
    const row = await userByEmail('root@example.com');
    expect(row).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      emailVerified: true,
      superadmin: true,
    });
    expect(await verifyPassword(row?.password ?? undefined, 'secret12')).toBe(true);
    const [profile] = await database.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, row?.id ?? ''));
    // 'root' is reserved (decision 208), so the name made from the email gets a suffix.
    expect(profile?.username).toMatch(/^root-\d+$/);

    await cli('create-user', '--email', 'plain@example.com', '--password', 'secret12');
    expect(await userByEmail('plain@example.com')).toMatchObject({
      emailVerified: true,
      superadmin: false,
    });
  });

  it('refuses a taken email, a bad email, a short password and a missing option', async () => {
    await expect(
      cli('create-user', '--email', 'ROOT@example.com', '--password', 'secret12'),
    ).rejects.toThrow(new CommandError('A user with the email root@example.com already exists.'));
    await expect(cli('create-user', '--email', 'nope', '--password', 'secret12')).rejects.toThrow(
      new UsageError('email: Please enter a valid email address'),
    );
    await expect(cli('create-user', '--email', 'a@b.co', '--password', '123')).rejects.toThrow(
      new UsageError('password: Password must be at least 6 characters'),
    );
    await expect(cli('create-user', '--email', 'a@b.co')).rejects.toThrow(
      new UsageError('create-user needs --password.'),
    );
    await expect(cli('create-user', '--email', 'a@b.co', '--admin')).rejects.toThrow(
      /create-user: Unknown option '--admin'/,
    );
  });
});

describe('grant-superadmin and revoke-superadmin', () => {
  it('sets and clears the flag by email, in any case', async () => {
    expect(await cli('grant-superadmin', 'PLAIN@example.com')).toBe(
      'plain@example.com is now a superadmin.',
    );
    expect((await userByEmail('plain@example.com'))?.superadmin).toBe(true);
    expect(await cli('grant-superadmin', 'plain@example.com')).toMatch(/already a superadmin/);

    expect(await cli('revoke-superadmin', 'plain@example.com')).toBe(
      'plain@example.com is no longer a superadmin.',
    );
    expect((await userByEmail('plain@example.com'))?.superadmin).toBe(false);
    expect(await cli('revoke-superadmin', 'plain@example.com')).toMatch(/is not a superadmin/);
  });

  it('warns when the last superadmin goes', async () => {
    const out = await cli('revoke-superadmin', 'root@example.com');
    expect(out).toContain('no superadmin is left');
    await cli('grant-superadmin', 'root@example.com');
  });

  it('names an unknown email and a missing one', async () => {
    await expect(cli('grant-superadmin', 'ghost@example.com')).rejects.toThrow(
      new CommandError('No user with the email ghost@example.com.'),
    );
    await expect(cli('revoke-superadmin', 'ghost@example.com')).rejects.toThrow(CommandError);
    await expect(cli('grant-superadmin')).rejects.toThrow(/expected 1 argument, got 0/);
    await expect(cli('grant-superadmin', 'a@b.co', 'c@d.co')).rejects.toThrow(UsageError);
  });
});

describe('seed-demo', () => {
  it('creates users, prompts and likes whose counts agree', async () => {
    const out = await cli(
      'seed-demo',
      '--users',
      '30',
      '--snippets',
      '400',
      '--password',
      'demo-pass',
    );
    expect(out).toMatch(/^Created 30 demo users, 400 prompts, \d+ likes and \d+ favourites in/);
    expect(out).toContain('share the password: demo-pass');

    const demoUsers = await database.db
      .select({ id: users.id, email: users.email, verified: users.emailVerified })
      .from(users)
      .where(like(users.email, '%@demo.example.com'));
    expect(demoUsers).toHaveLength(30);
    expect(demoUsers[0]?.email).toMatch(/^[a-z]+\.[a-z]+\.[0-9a-f]{6}-\d+@demo\.example\.com$/);
    const [profiles] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(userProfiles)
      .innerJoin(users, eq(users.id, userProfiles.userId))
      .where(like(users.email, '%@demo.example.com'));
    expect(profiles?.count).toBe(30);

    const rows = await database.db.select().from(snippets);
    expect(rows).toHaveLength(400);
    const publicCount = rows.filter((r) => r.isPublic).length;
    expect(publicCount).toBeGreaterThan(200);
    expect(publicCount).toBeLessThan(400);
    expect(new Set(rows.map((r) => r.title)).size).toBeGreaterThan(300);
    for (const row of rows) {
      expect(row.title).toMatch(/^[A-Z][a-z]+ an? [a-z-]+ .+ [A-Za-z]+$/);
      expect(row.content).toMatch(
        /^You are .+\. .+ tone and .+\. Follow the [A-Z][a-z]+ style guide\.$/,
      );
      expect(row.aiTool === 'Other').toBe(row.customAiTool !== null);
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
    }

    // likes_count is exactly the number of likes rows, and nobody likes a prompt twice.
    const mismatched = await database.db
      .select({ id: snippets.id })
      .from(snippets)
      .where(
        sql`${snippets.likesCount} <> (select count(*) from ${likes} where ${likes.snippetId} = ${snippets.id})`,
      );
    expect(mismatched).toEqual([]);
    const [totals] = await database.db
      .select({
        count: sql<number>`count(*)::int`,
        distinct: sql<number>`count(distinct (${likes.userId}, ${likes.snippetId}))::int`,
      })
      .from(likes);
    // Exactly the likes the command reported, and at least one.
    const reported = /Created 30 demo users, 400 prompts, ([1-9]\d*) likes/.exec(out);
    expect(totals?.count).toBe(Number(reported?.[1]));
    expect(totals?.distinct).toBe(totals?.count);
    expect(rows.filter((r) => !r.isPublic).every((r) => r.likesCount === 0)).toBe(true);

    // The same for favourites: favorites_count agrees with the rows, each by a different person.
    const favoritesMismatched = await database.db
      .select({ id: snippets.id })
      .from(snippets)
      .where(
        sql`${snippets.favoritesCount} <> (select count(*) from ${favorites} where ${favorites.snippetId} = ${snippets.id})`,
      );
    expect(favoritesMismatched).toEqual([]);
    expect(rows.some((r) => r.favoritesCount > 0)).toBe(true);
    expect(rows.every((r) => r.favoritesCount <= r.likesCount)).toBe(true);
  });

  it('names products by rank, one distinct name per rank, the same in SQL as in TypeScript', async () => {
    expect(brandName(1)).toBe('Lokaka');
    expect(brandName(21)).toBe('Loloka');
    expect(brandName(8000)).toBe('Kakakalo');
    const names = new Set(Array.from({ length: BRAND_RANKS }, (_, i) => brandName(i + 1)));
    expect(names.size).toBe(BRAND_RANKS);
    // The perf script looks terms up by rank, so the seeded names must be the same ones.
    const rows = await database.db.select({ content: snippets.content }).from(snippets);
    for (const { content } of rows) {
      const brand = /Follow the ([A-Za-z]+) style guide\.$/.exec(content)?.[1];
      expect(names.has(brand ?? '')).toBe(true);
    }
  });

  it('gives prompts to existing users with --users 0, and checks its numbers', async () => {
    await cli('seed-demo', '--snippets', '10');
    const [count] = await database.db.select({ count: sql<number>`count(*)::int` }).from(snippets);
    expect(count?.count).toBe(410);
    await expect(cli('seed-demo')).rejects.toThrow(/needs --users N, --snippets N or both/);
    await expect(cli('seed-demo', '--users', '-1')).rejects.toThrow(UsageError);
    await expect(cli('seed-demo', '--users', '2000000')).rejects.toThrow(
      '--users must be a whole number from 0 to 1,000,000.',
    );
    await expect(cli('seed-demo', '--snippets', 'many')).rejects.toThrow(UsageError);
  });
});

describe('the cli process', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'promptshelf-cli-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cli.ts', ...args], {
      cwd: root,
      encoding: 'utf8',
      // The embedded database in a folder of its own (or the test server, when one is set).
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
      // It blocks this thread: under the watchdog's two minutes, far above a busy machine's 15 s.
      timeout: 100_000,
    });

  it('exits 2 on a bad option, before touching the database', () => {
    const badOption = run('seed-demo', '--users', 'lots');
    expect(badOption.status).toBe(2);
    expect(badOption.stderr.trim()).toBe(
      'Error: --users must be a whole number from 0 to 1,000,000.',
    );
  });

  it('refuses, saying why, while a running server holds the embedded database', () => {
    // This test's parent process stands in for the server: alive for as long as the test runs.
    writeFileSync(path.join(dataDir, 'promptshelf.lock'), String(process.ppid));
    const refused = run('grant-superadmin', 'nobody@example.com');
    rmSync(path.join(dataDir, 'promptshelf.lock'));
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim()).toBe(
      `Error: The embedded database in ${dataDir} is in use by another Promptshelf process (pid ${process.ppid}). Stop the server first, or run with DATABASE_URL (PostgreSQL) to change a running site.`,
    );
  });

  it('exits 1 with a clear message for an unknown email', () => {
    const missing = run('grant-superadmin', 'nobody@example.com');
    expect(missing.status).toBe(1);
    expect(missing.stderr.trim()).toBe('Error: No user with the email nobody@example.com.');
    expect(missing.stdout).toBe('');
  });
});

describe('seed-starter', () => {
  it('adds the curated public prompts by @promptshelf once, covering every tool and purpose', async () => {
    const first = await cli('seed-starter');
    expect(first).toBe(`Starter set: ${STARTER_PROMPTS.length} prompts added by @promptshelf.`);
    const rows = await database.db
      .select({
        title: snippets.title,
        content: snippets.content,
        aiTool: snippets.aiTool,
        purpose: snippets.purpose,
        isPublic: snippets.isPublic,
        tags: snippets.tags,
        username: userProfiles.username,
      })
      .from(snippets)
      .innerJoin(userProfiles, eq(userProfiles.userId, snippets.authorId))
      .where(eq(userProfiles.username, 'promptshelf'));
    expect(rows).toHaveLength(STARTER_PROMPTS.length);
    expect(STARTER_PROMPTS.length).toBeGreaterThanOrEqual(40);
    expect(rows.every((row) => row.isPublic)).toBe(true);
    expect(new Set(rows.map((row) => row.aiTool))).toEqual(new Set(KNOWN_AI_TOOLS));
    expect(new Set(rows.map((row) => row.purpose))).toEqual(new Set(KNOWN_PURPOSES));
    for (const row of rows) {
      expect(extractPlaceholders(row.content).length, row.title).toBeGreaterThan(0);
      expect(row.tags.length, row.title).toBeGreaterThanOrEqual(2);
    }
    const account = await userByEmail('starter@promptshelf.local');
    expect(account).toMatchObject({ emailVerified: true, superadmin: false });

    expect(await cli('seed-starter')).toBe(
      `Starter set: 0 prompts added by @promptshelf, ${STARTER_PROMPTS.length} already there.`,
    );
    const [count] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(snippets)
      .where(eq(snippets.authorId, account!.id));
    expect(count?.n).toBe(STARTER_PROMPTS.length);
  });
});
