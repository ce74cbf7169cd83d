// The database stops answering: requests and /readyz fail fast with a 503, and the app comes
// back by itself. A "database" here is a TCP server that accepts connections and says nothing,
// like a frozen or unreachable server (scripts/outage-check.ts stops a real one).
import { createServer, type Socket } from 'node:net';
import fastifyCookie from '@fastify/cookie';
import { createDatabase } from '@promptshelf/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from './test/app';

const SECRET = 'test-secret-test-secret-test-secret-0123';
const sockets = new Set<Socket>();
const silent = createServer((socket) => sockets.add(socket));
let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as { port: number };
  const connection = createDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/x` });
  close = connection.close;
  app = await buildTestApp({ db: connection.db });
});
afterAll(async () => {
  await app.close();
  for (const socket of sockets) socket.destroy();
  silent.close();
  await close();
});

const unavailable = 'The service is briefly unavailable. Please try again in a moment.';

it('says the database is unreachable on /readyz', async () => {
  const res = await app.inject({ method: 'GET', url: '/readyz' });
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ message: 'Database unreachable' });
});

it('answers REST and tRPC requests with a 503 that says to try again', async () => {
  const rest = await app.inject({ method: 'GET', url: '/api/snippets' });
  expect(rest.statusCode).toBe(503);
  expect(rest.json()).toEqual({ message: unavailable });
  const trpc = await app.inject({ method: 'GET', url: '/trpc/snippets.browse' });
  expect(trpc.statusCode).toBe(503);
  expect(trpc.json().error.json.message).toBe(unavailable);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'someone@example.com', password: 'secret password' },
  });
  expect(login.statusCode).toBe(503);
});

it('answers a signed-in visitor (whose session cannot be read) with a 503 too', async () => {
  // A well-signed cookie makes the session store look the session up.
  const signed = fastifyCookie.sign('some-session-id', SECRET);
  const res = await app.inject({
    method: 'GET',
    url: '/api/auth/user',
    headers: { cookie: `promptshelf_session=${signed}` },
  });
  expect(res.statusCode).toBe(503);
});
