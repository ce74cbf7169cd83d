import { createUser, hashPassword } from '@promptshelf/trpc';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@promptshelf/db';
import { createAgent } from './http';

let counter = 0;
// One hash for every test account: argon2 is slow on purpose.
const password = 'test password';
let passwordHash: Promise<string> | undefined;

/** A verified account, signed in through the real login path; returns its browser-like agent. */
export async function signedInUser(app: FastifyInstance, db: Database, name = 'user') {
  passwordHash ??= hashPassword(password);
  const email = `${name}${++counter}.${Date.now()}@example.com`;
  const user = await createUser(db, {
    email,
    passwordHash: await passwordHash,
    firstName: name,
    verified: true,
  });
  const agent = createAgent(app);
  const res = await agent.post('/api/auth/login', { email, password });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return { agent, email, id: user!.id };
}
