import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { Database } from '@promptshelf/db';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionCache } from '../session-cache';
import { DatabaseSessionStore } from '../session-store';
import { RememberingSigner } from './remembering-signer';

export const SESSION_COOKIE = 'promptshelf_session';
const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** A random id that tells this browser's sign-ins apart from another's (new-sign-in notices). */
export const BROWSER_COOKIE = 'promptshelf_browser';
const BROWSER_MAX_AGE_S = 400 * 24 * 60 * 60;
const BROWSER_ID = /^[A-Za-z0-9_-]{43}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** This browser's id from its cookie, made at its first sign-in and sent back then. */
    browserId(): string;
  }
}

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

  const issued = new WeakMap<object, string>();
  app.decorateRequest('browserId', function (this: FastifyRequest) {
    const sent = this.cookies[BROWSER_COOKIE];
    if (sent && BROWSER_ID.test(sent)) return sent;
    let id = issued.get(this);
    if (!id) {
      id = randomBytes(32).toString('base64url');
      issued.set(this, id);
    }
    return id;
  });
  app.addHook('onSend', async (request, reply) => {
    const id = issued.get(request);
    if (id) {
      reply.setCookie(BROWSER_COOKIE, id, {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: '/',
        maxAge: BROWSER_MAX_AGE_S,
      });
    }
  });
});
