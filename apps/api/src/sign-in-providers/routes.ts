import { Signer } from '@fastify/cookie';
import {
  DomainError,
  limitProviderSignIns,
  signInWithIdentity,
  type IdentitySignInResult,
} from '@promptshelf/trpc';
import { apiTokenMessages, identityMessages } from '@promptshelf/validators';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestContext, type RequestDeps } from '../context';
import type { ProviderClient, SignInChecks } from './providers';

export const SIGN_IN_COOKIE = 'promptshelf_sign_in';
const PREFIX = '/api/auth/oauth';
/** How long a person may take at the provider's sign-in page. */
const SIGN_IN_TTL_MS = 10 * 60 * 1000;

/** What the start keeps for the callback, in a signed cookie only the callback's path receives. */
type PendingSignIn = SignInChecks & { provider: string; returnTo: string; expiresAt: number };

/**
 * Why a provider step failed, for the log: the library's message and code only. Its errors also
 * carry the ID token's claims or the provider's answer, which are personal data.
 */
function reasonOf(error: unknown) {
  if (!(error instanceof Error)) return { reason: String(error) };
  const code = (error as { code?: unknown }).code;
  return { reason: error.message, ...(typeof code === 'string' ? { code } : {}) };
}

const THIS_SITE = 'http://promptshelf.invalid';

/**
 * A path on this site to come back to, judged by the URL parser a browser uses (it drops tabs
 * and reads '\' as '/'), as the sign-in screen does; the API and the sign-in screen itself are
 * no place to come back to.
 */
function returnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000 || !value.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(value, THIS_SITE);
  } catch {
    return '/';
  }
  const path = url.pathname + url.search + url.hash;
  if (url.origin !== THIS_SITE || /^\/(api|trpc|auth)(?:[/?#]|$)/.test(path)) return '/';
  return path;
}

/**
 * The page a sign-in that did not sign in lands on, with what happened. Told that the email has
 * an account, the person signs in with its password and goes on to link the provider.
 */
function landing(
  provider: string,
  outcome: Exclude<IdentitySignInResult, 'signedIn'>,
  page: string,
  returnTo = '/',
) {
  // Where the page sends them next: to link the provider, or on after the second factor.
  const next =
    outcome === 'exists' ? '/settings/security' : outcome === 'secondFactor' ? returnTo : null;
  const then = next ? `&redirect=${encodeURIComponent(next)}` : '';
  return `${page}?provider=${encodeURIComponent(provider)}&outcome=${outcome}${then}`;
}

/**
 * Sign-in with GitHub, Google and OpenID Connect (docs/decisions/183-sign-in-with-providers.md):
 * `GET /api/auth/oauth/{provider}` sends the browser to the provider; the provider sends it back
 * to `.../callback`. Both are top-level GET navigations, so the cross-site check of writes does
 * not apply: the callback's defence is the `state` (with PKCE and the nonce) it must match
 * against the signed cookie its own start set in this browser.
 */
export function registerSignInProviderRoutes(
  app: FastifyInstance,
  clients: Map<string, ProviderClient>,
  deps: RequestDeps & { sessionSecret: string; secureCookies: boolean },
) {
  const signer = new Signer(deps.sessionSecret);
  const cookieOptions = {
    path: PREFIX,
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level navigation from another site.
    sameSite: 'lax' as const,
    secure: deps.secureCookies,
  };
  const redirectUri = (id: string) => `${deps.appUrl}${PREFIX}/${id}/callback`;

  const clientFor = (request: FastifyRequest<{ Params: { provider: string } }>) =>
    clients.get(request.params.provider);

  const readPending = (request: FastifyRequest, reply: FastifyReply): PendingSignIn | null => {
    const raw = request.cookies[SIGN_IN_COOKIE];
    // Single use: whatever happens next, this attempt is over.
    reply.clearCookie(SIGN_IN_COOKIE, cookieOptions);
    if (!raw) return null;
    const unsigned = signer.unsign(raw);
    if (!unsigned.valid || !unsigned.value) return null;
    try {
      const pending = JSON.parse(
        Buffer.from(unsigned.value, 'base64url').toString(),
      ) as PendingSignIn;
      return pending.expiresAt > Date.now() ? pending : null;
    } catch {
      return null;
    }
  };

  app.get<{ Params: { provider: string }; Querystring: { redirect?: unknown } }>(
    `${PREFIX}/:provider`,
    async (request, reply) => {
      const provider = clientFor(request);
      if (!provider) return reply.code(404).send({ message: identityMessages.unknownProvider });
      let started;
      try {
        started = await provider.start(redirectUri(provider.info.id));
      } catch (error) {
        request.log.warn(
          { provider: provider.info.id, ...reasonOf(error) },
          'provider unreachable',
        );
        return reply.redirect(landing(provider.info.id, 'failed', '/auth'));
      }
      const pending: PendingSignIn = {
        ...started.checks,
        provider: provider.info.id,
        returnTo: returnPath(request.query.redirect),
        expiresAt: Date.now() + SIGN_IN_TTL_MS,
      };
      const value = signer.sign(Buffer.from(JSON.stringify(pending)).toString('base64url'));
      reply.setCookie(SIGN_IN_COOKIE, value, { ...cookieOptions, maxAge: SIGN_IN_TTL_MS / 1000 });
      reply.header('cache-control', 'no-store');
      return reply.redirect(started.url.href);
    },
  );

  app.get<{ Params: { provider: string } }>(
    `${PREFIX}/:provider/callback`,
    async (request, reply) => {
      const provider = clientFor(request);
      if (!provider) return reply.code(404).send({ message: identityMessages.unknownProvider });
      reply.header('cache-control', 'no-store');
      // A script's token may not sign in or link: the callback is for a person's browser.
      if (request.headers.authorization) {
        return reply.code(403).send({ message: apiTokenMessages.sessionOnly });
      }
      const id = provider.info.id;
      const ctx = await createRequestContext(request, deps);
      try {
        await limitProviderSignIns(ctx);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        const wait = error.details.retryAfterSeconds;
        if (wait) reply.header('retry-after', String(wait));
        return reply.code(429).send({ message: error.message });
      }
      const page = ctx.viewer ? '/settings/security' : '/auth';
      const pending = readPending(request, reply);
      if (!pending || pending.provider !== id) return reply.redirect(landing(id, 'failed', page));
      // Fastify's own URL of this request, on the address the provider was given.
      const callbackUrl = new URL(request.url, deps.appUrl);
      let profile;
      try {
        profile = await provider.finish(callbackUrl, pending);
      } catch (error) {
        request.log.warn({ provider: id, ...reasonOf(error) }, 'provider sign-in refused');
        return reply.redirect(landing(id, 'failed', page));
      }
      const result = await signInWithIdentity(ctx, profile);
      if (result === 'signedIn') return reply.redirect(pending.returnTo);
      return reply.redirect(landing(id, result, page, pending.returnTo));
    },
  );
}
