// An unexpected error (here a real database failure) is answered with a fixed message and
// nothing of the server's internals: no stack, no file path, no SQL, no parameter. The log has
// the error, without the request's secrets. Checked with NODE_ENV unset (the README's
// PostgreSQL set-up) and `development`, where tRPC would add stacks by default.
import { createTestDatabase, type TestDatabase } from '@promptshelf/db/testing';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MCP_ACCEPT } from './test/mcp';
import { signedInUser } from './test/users';
import type { Agent } from './test/http';

/** The marker every failing request carries in its values: it must not come back. */
const SECRET_VALUE = 'leak-7f3a9c';
const PASSWORD = 'hunter2 correct horse';

/** What an answer must never hold: a stack, a file path, SQL, the values sent. */
function expectNoInternals(body: string) {
  expect(body).not.toMatch(/"stack"/);
  expect(body).not.toMatch(/\bat .+:\d+:\d+/);
  expect(body).not.toMatch(/[\w-]+\/[\w.-]+\.(?:ts|js|mjs|cjs)\b/);
  expect(body).not.toMatch(/failed query|insert into|select |params:|"snippets"|relation /i);
  expect(body).not.toContain(SECRET_VALUE);
  expect(body).not.toContain(process.cwd());
}

const prompt = (title: string) => ({
  title,
  content: `Content ${SECRET_VALUE}`,
  aiTool: 'Claude',
  purpose: 'coding',
});

describe.each([
  ['unset', undefined],
  ['development', 'development'],
] as const)('with NODE_ENV %s', (_name, nodeEnv) => {
  const lines: string[] = [];
  let database: TestDatabase;
  let app: FastifyInstance;
  let member: { agent: Agent; id: string };
  let token: string;
  let promptId: number;

  beforeAll(async () => {
    // tRPC reads NODE_ENV when the router is made: load the app afresh under this value.
    vi.stubEnv('NODE_ENV', nodeEnv);
    vi.resetModules();
    const { buildTestApp } = await import('./test/app');
    database = await createTestDatabase();
    app = await buildTestApp({
      env: { NODE_ENV: nodeEnv ?? 'development' },
      db: database.db,
      logInto: lines,
    });
    member = await signedInUser(app, database.db, 'internals');
    token = (await member.agent.post('/api/tokens', { name: 'mcp', scope: 'write' })).json<{
      token: string;
    }>().token;
    promptId = (await member.agent.post('/api/snippets', prompt('Kept'))).json<{ id: number }>().id;
    // A database that refuses these values: a write with them fails mid-request.
    await database.db.execute(
      sql.raw(
        `ALTER TABLE snippets ADD CONSTRAINT no_leaks CHECK (content NOT LIKE '%${SECRET_VALUE}%') NOT VALID`,
      ),
    );
    await database.db.execute(
      sql`ALTER TABLE users ADD CONSTRAINT no_leaks CHECK (email NOT LIKE 'leak%')`,
    );
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    vi.unstubAllEnvs();
  });

  const mcp = (method: string, params: object) =>
    app.inject({
      method: 'POST',
      url: '/mcp',
      headers: {
        authorization: `Bearer ${token}`,
        accept: MCP_ACCEPT,
        'content-type': 'application/json',
      },
      payload: { jsonrpc: '2.0', id: 1, method, params },
    });

  it('answers a failed write with a bare 500 on REST, tRPC (single and batched) and MCP', async () => {
    const rest = await member.agent.post('/api/snippets', prompt('REST'));
    expect(rest.statusCode).toBe(500);
    expect(rest.json()).toEqual({ message: 'Internal server error' });

    const file = JSON.stringify({ format: 'promptshelf', version: 1, prompts: [prompt('Imp')] });
    const imported = await member.agent.post('/api/import', { format: 'json', data: file });
    expect(imported.statusCode).toBe(500);
    expect(imported.json()).toEqual({ message: 'Internal server error' });

    const single = await member.agent.post('/trpc/library.import', {
      json: { format: 'json', data: file },
    });
    expect(single.statusCode).toBe(500);
    expect(single.json().error.json).toMatchObject({
      message: 'Internal server error',
      data: { code: 'INTERNAL_SERVER_ERROR' },
    });
    const batch = await member.agent.post('/trpc/snippets.create,snippets.create?batch=1', {
      0: { json: prompt('one') },
      1: { json: prompt('two') },
    });
    expect(batch.statusCode).toBe(500);
    expect(batch.json()).toHaveLength(2);
    for (const res of [rest, imported, single, batch]) expectNoInternals(res.body);

    const tool = await mcp('tools/call', { name: 'save_prompt', arguments: prompt('MCP') });
    expect(tool.statusCode).toBe(200);
    expect(tool.json().result).toEqual({
      isError: true,
      content: [{ type: 'text', text: 'Internal server error' }],
    });

    expectNoInternals(tool.body);
  });

  it('answers a failed read with a bare 500 on REST, tRPC GET (single and batched) and MCP', async () => {
    // The table is briefly away: every read of it fails in the database.
    await database.db.execute(sql`ALTER TABLE snippets RENAME TO snippets_away`);
    try {
      const rest = await member.agent.get(`/api/snippets/${promptId}`);
      expect(rest.statusCode).toBe(500);
      expect(rest.json()).toEqual({ message: 'Internal server error' });

      const input = encodeURIComponent(JSON.stringify({ json: { id: promptId } }));
      const single = await member.agent.get(`/trpc/snippets.byId?input=${input}`);
      expect(single.statusCode).toBe(500);
      expect(single.json().error.json.message).toBe('Internal server error');
      const both = encodeURIComponent(JSON.stringify({ 0: { json: { id: promptId } }, 1: {} }));
      const batch = await member.agent.get(
        `/trpc/snippets.byId,snippets.mine?batch=1&input=${both}`,
      );
      expect(batch.statusCode).toBe(500);
      for (const res of [rest, single, batch]) expectNoInternals(res.body);

      const tool = await mcp('tools/call', { name: 'get_prompt', arguments: { id: promptId } });
      expect(tool.json().result).toEqual({
        isError: true,
        content: [{ type: 'text', text: 'Internal server error' }],
      });
      const got = await mcp('prompts/get', { name: `kept-${promptId}` });
      expect(got.json().error).toMatchObject({ code: -32603 });
      expect(got.json().error.message).toContain('Internal server error');

      for (const res of [tool, got]) expectNoInternals(res.body);
    } finally {
      await database.db.execute(sql`ALTER TABLE snippets_away RENAME TO snippets`);
    }
  });

  it('logs each failure with its stack, and no cookie, token or password', async () => {
    const register = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: `${SECRET_VALUE}@example.com`, password: PASSWORD },
    });
    expect(register.statusCode).toBe(500);
    expectNoInternals(register.body);

    const failures = lines
      .map((line) => JSON.parse(line) as { level: number; err?: { code?: string; stack?: string } })
      .filter((entry) => entry.level >= 50 && entry.err);
    const codes = failures.map((entry) => entry.err!.code);
    // 23514: the check refused the write; 42P01: the table was away.
    expect(codes).toEqual(expect.arrayContaining(['23514', '42P01']));
    // Every failed request above: 6 writes (a batch is two) and 6 reads, and the registration.
    expect(failures.length).toBeGreaterThanOrEqual(13);
    for (const entry of failures) expect(entry.err!.stack).toMatch(/\bat /);

    const log = lines.join('');
    for (const pair of member.agent.cookie!.split('; ')) {
      expect(log).not.toContain(pair.slice(pair.indexOf('=') + 1));
    }
    expect(log).not.toContain(token);
    expect(log).not.toContain(PASSWORD);
    expect(log).not.toContain(SECRET_VALUE);
  });
});
