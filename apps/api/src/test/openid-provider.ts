// A real OpenID Connect provider (the certified `oidc-provider` package) on a free port of this
// machine, with one client registered for the app. Its development login page takes any login
// name and password; the accounts below decide what it says about each login. The api tests
// and the e2e runner (e2e/openid-issuer.ts) both use this one provider.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * What the provider says of a login: `sub` is the login name itself. A login that is an email
 * address and not in `accounts` is a person with that verified email (the browser tests, whose
 * workers cannot reach the runner's map, sign in so).
 */
export type ProviderAccount = { email?: string; email_verified?: boolean; name?: string };

export const TEST_CLIENT = { clientId: 'promptshelf', clientSecret: 'provider-test-secret' };

export async function startOpenIdProvider(options: {
  /** Where the provider may send people back (the app's callback addresses). */
  redirectUris: string[];
  /** Logins it knows; any other login is a person without an email, unless it is one. */
  accounts?: Map<string, ProviderAccount>;
  unref?: boolean;
}) {
  const accounts = options.accounts ?? new Map<string, ProviderAccount>();
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  if (options.unref) server.unref();
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.clientId,
        client_secret: TEST_CLIENT.clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Claims go in the ID token, as Google and most company providers put them.
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({
        sub,
        ...(accounts.get(sub) ?? (sub.includes('@') ? { email: sub, email_verified: true } : {})),
      }),
    }),
    features: { devInteractions: { enabled: true } },
    // Lifetimes in seconds, set so the provider does not warn about its defaults.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    cookies: { keys: ['openid-provider-test-cookie-key'] },
  });
  handle = provider.callback();

  return {
    issuer,
    accounts,
    ...TEST_CLIENT,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type OpenIdProvider = Awaited<ReturnType<typeof startOpenIdProvider>>;

/**
 * A person at the provider's pages, as a browser without scripts: follows the redirects from
 * `authorizationUrl`, fills in the login form with `login`, confirms the consent form, and
 * returns the address the provider sends them back to (the app's callback).
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = new URL(authorizationUrl);
  let form: Record<string, string> | undefined;
  for (let step = 0; step < 12; step++) {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies.values()].join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form) : undefined,
    });
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(';', 1)[0] ?? '';
      cookies.set(pair.slice(0, pair.indexOf('=')), pair);
    }
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== url.origin) return next;
      url = next;
      form = undefined;
      continue;
    }
    const page = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (!action || !prompt) throw new Error(`The provider answered ${res.status}: ${page}`);
    url = new URL(action.replace(/&amp;/g, '&'), url);
    form = prompt === 'login' ? { prompt, login, password: 'any' } : { prompt };
  }
  throw new Error('The provider kept asking');
}
