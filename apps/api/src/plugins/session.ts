import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { Database } from '@promptshelf/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionCache } from '../session-cache';
import { DatabaseSessionStore } from '../session-store';
import { RememberingSigner } from './remembering-signer';

export const SESSION_COOKIE = 'promptshelf_session';
const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export const sessionPlugin = fp<{
  db: Database;
  cache: SessionCache;
  secret: string;
  secure: boolean;
}>(async (app: FastifyInstance, { db, cache, secret, secure }) => {
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: new RememberingSigner(secret),
    store: new DatabaseSessionStore(db, cache),
    cookieName: SESSION_COOKIE,
    // Only a sign-in writes a session: a visitor's reads never create or touch a row.
    saveUninitialized: false,
    rolling: false,
    cookie: { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: SESSION_MAX_AGE_MS },
  });
});
