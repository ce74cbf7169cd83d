// The api tests' OpenID Connect provider, started once per run in the runner's main process
// (beside the mail sink, and for the same reason: the webServer starts before globalSetup). The
// app under test signs in with it as the provider 'Test ID'; its login page takes any login,
// and a login that is an email address is a person with that verified email.
import { startOpenIdProvider, TEST_CLIENT } from '@promptshelf/api/test/openid-provider';

const ENV_KEY = 'PROMPTSHELF_E2E_OIDC_ISSUER';

export const TEST_PROVIDER_NAME = 'Test ID';

export async function startOpenIdIssuer(baseURL: string) {
  const issuer =
    process.env[ENV_KEY] ??
    (
      await startOpenIdProvider({
        redirectUris: [`${baseURL}/api/auth/oauth/oidc/callback`],
        unref: true,
      })
    ).issuer;
  process.env[ENV_KEY] = issuer;
  return {
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: TEST_CLIENT.clientId,
    OIDC_CLIENT_SECRET: TEST_CLIENT.clientSecret,
    OIDC_NAME: TEST_PROVIDER_NAME,
  };
}
