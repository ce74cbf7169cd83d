import type { Database } from '@promptshelf/db';
import { createTestUser, TEST_PASSWORD } from '@promptshelf/trpc/testing';
import type { FastifyInstance } from 'fastify';
import { createAgent } from './http';

let counter = 0;

/** Signs a test account in through the real login path; returns its browser-like agent. */
export async function signIn(app: FastifyInstance, email: string) {
  const agent = createAgent(app);
  const res = await agent.post('/api/auth/login', { email, password: TEST_PASSWORD });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return agent;
}

/** A new verified account, signed in; its agent, email and id. */
export async function signedInUser(app: FastifyInstance, db: Database, name = 'user') {
  const email = `${name}${++counter}.${Date.now()}@example.com`;
  const user = await createTestUser(db, email, { firstName: name });
  return { agent: await signIn(app, email), email, id: user.id };
}

/** An agent that sends a personal API token of `person`, made by them through the API. */
export async function tokenAgent(
  app: FastifyInstance,
  person: { agent: ReturnType<typeof createAgent> },
  scope: 'read' | 'write',
) {
  const res = await person.agent.post('/api/tokens', { name: `test ${scope}`, scope });
  if (res.statusCode !== 201) throw new Error(`token not made: ${res.statusCode} ${res.body}`);
  return createAgent(app, { authorization: `Bearer ${res.json<{ token: string }>().token}` });
}
