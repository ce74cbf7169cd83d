import type { ProviderProfile, SignInProvider } from '@promptshelf/trpc';
import * as client from 'openid-client';
import type { SignInProviderConfig } from '../env';

/** What the start of a sign-in must keep until its callback, to check the answer is for it. */
export type SignInChecks = { state: string; nonce: string; verifier: string };

/** One configured provider: where a sign-in goes, and who its callback says the person is. */
export interface ProviderClient {
  readonly info: SignInProvider;
  /** The provider's sign-in page for a new attempt, and what its callback checks. */
  start(redirectUri: string): Promise<{ url: URL; checks: SignInChecks }>;
  /**
   * Exchanges the callback's code (PKCE, state and, for OpenID Connect, nonce and the ID token's
   * signature against the issuer's keys all checked) and reads who signed in.
   */
  finish(callbackUrl: URL, checks: SignInChecks): Promise<ProviderProfile>;
}

const GITHUB = {
  issuer: 'https://github.com',
  authorization_endpoint: 'https://github.com/login/oauth/authorize',
  token_endpoint: 'https://github.com/login/oauth/access_token',
};
const GITHUB_API = 'https://api.github.com';

/** A name split as a profile keeps it: first word, then the rest. */
function splitName(name: unknown): { firstName?: string; lastName?: string } {
  if (typeof name !== 'string' || !name.trim()) return {};
  const [first, ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') || undefined };
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

async function newChecks(): Promise<SignInChecks & { challenge: string }> {
  const verifier = client.randomPKCECodeVerifier();
  return {
    state: client.randomState(),
    nonce: client.randomNonce(),
    verifier,
    challenge: await client.calculatePKCECodeChallenge(verifier),
  };
}

function oidcClient(config: SignInProviderConfig & { kind: 'oidc' }): ProviderClient {
  let discovered: Promise<client.Configuration> | undefined;
  // Discovered once, on first use; a failure is tried again by the next sign-in.
  const configuration = () => {
    discovered ??= client
      .discovery(new URL(config.issuer), config.clientId, config.clientSecret, undefined, {
        // Only an issuer on this machine may be plain HTTP (checked with the environment).
        execute: config.issuer.startsWith('http:') ? [client.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };
  return {
    info: { id: config.id, name: config.name },
    async start(redirectUri) {
      const { challenge, ...checks } = await newChecks();
      const url = client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: challenge,
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
      });
      return { url, checks };
    },
    async finish(callbackUrl, checks) {
      const tokens = await client.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: checks.verifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The provider sent no ID token');
      const email = text(claims.email)?.toLowerCase() ?? null;
      const given = text(claims.given_name);
      return {
        provider: { id: config.id, name: config.name },
        subject: claims.sub,
        email,
        emailVerified: email !== null && claims.email_verified === true,
        ...(given
          ? { firstName: given, lastName: text(claims.family_name) }
          : splitName(claims.name)),
      };
    },
  };
}

type GitHubEmail = { email: string; primary: boolean; verified: boolean };

/** GitHub speaks OAuth 2 without OpenID Connect: who signed in comes from its API. */
function githubClient(config: SignInProviderConfig): ProviderClient {
  const configuration = new client.Configuration(GITHUB, config.clientId, config.clientSecret);
  const info = { id: config.id, name: config.name };
  return {
    info,
    async start(redirectUri) {
      const { challenge, ...checks } = await newChecks();
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: 'read:user user:email',
        code_challenge: challenge,
        code_challenge_method: 'S256',
        state: checks.state,
      });
      return { url, checks };
    },
    async finish(callbackUrl, checks) {
      const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: checks.verifier,
        expectedState: checks.state,
      });
      const read = async <T>(path: string) => {
        const response = await client.fetchProtectedResource(
          configuration,
          tokens.access_token,
          new URL(path, GITHUB_API),
          'GET',
        );
        if (!response.ok) throw new Error(`GitHub answered ${response.status} for ${path}`);
        return (await response.json()) as T;
      };
      const user = await read<{ id: number; name?: string | null }>('/user');
      const emails = await read<GitHubEmail[]>('/user/emails');
      const primary = emails.find((e) => e.primary) ?? emails.find((e) => e.verified);
      return {
        provider: info,
        subject: String(user.id),
        email: primary?.email.toLowerCase() ?? null,
        emailVerified: primary?.verified === true,
        ...splitName(user.name),
      };
    },
  };
}

export function providerClients(configs: SignInProviderConfig[]): Map<string, ProviderClient> {
  return new Map(
    configs.map((config) => [
      config.id,
      config.kind === 'github' ? githubClient(config) : oidcClient(config),
    ]),
  );
}
