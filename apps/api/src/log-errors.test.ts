import { createTestDatabase, type TestDatabase } from '@promptshelf/db/testing';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from './test/app';

const lines: string[] = [];
let database: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ db: database.db, logInto: lines });
  // A database that refuses these addresses: the insert of a new account fails mid-request.
  await database.db.execute(
    sql`ALTER TABLE users ADD CONSTRAINT no_leaks CHECK (email NOT LIKE 'leak%')`,
  );
});
afterAll(async () => {
  await app.close();
  await database.close();
});

it('logs a failed query by its code and statement, never with its parameters', async () => {
  const rest = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email: 'leak.rest@example.com', password: 'secret password', firstName: 'Ada' },
  });
  expect(rest.statusCode).toBe(500);
  expect(rest.json()).toEqual({ message: 'Internal server error' });
  const trpc = await app.inject({
    method: 'POST',
    url: '/trpc/auth.register',
    payload: { json: { email: 'leak.trpc@example.com', password: 'secret password' } },
  });
  expect(trpc.statusCode).toBe(500);

  const log = lines.join('');
  const failures = lines.map((line) => JSON.parse(line)).filter((entry) => entry.err);
  expect(failures.length).toBeGreaterThanOrEqual(2);
  for (const entry of failures) {
    expect(entry.err).toMatchObject({ code: '23514', statement: 'insert users' });
  }
  expect(log).not.toContain('leak.rest');
  expect(log).not.toContain('leak.trpc');
  expect(log).not.toContain('$argon2');
  expect(log).not.toContain('Ada');
});
