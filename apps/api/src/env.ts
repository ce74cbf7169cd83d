import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RateLimitConfig } from '@promptshelf/trpc';
import { z } from 'zod';

const booleanString = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  APP_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  // A streaming replica for visitors' reads (docs/decisions/082-read-replica.md).
  DATABASE_READ_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Promptshelf <no-reply@promptshelf.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanString.default(false),
  /** Lets webhooks reach loopback, private and link-local addresses (docs/decisions/197). */
  WEBHOOK_ALLOW_PRIVATE: booleanString.default(false),
  // How often an idle queue worker (mail, webhook deliveries) asks for jobs; pg-boss's least is 0.5.
  QUEUE_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  // Auth rate limits: attempts per window (login: 15 minutes; the others: 1 hour).
  RATE_LIMIT_LOGIN_PER_IP: z.coerce.number().int().positive().default(100),
  RATE_LIMIT_LOGIN_PER_EMAIL: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_REGISTER_PER_IP: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_MAIL_PER_IP: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_MAIL_PER_EMAIL: z.coerce.number().int().positive().default(5),
  // Requests per personal API token per minute (tRPC, REST and MCP).
  RATE_LIMIT_TOKEN_PER_MINUTE: z.coerce.number().int().positive().default(300),
  // Library imports (dry runs too) per account and per API token per minute.
  RATE_LIMIT_IMPORT_PER_USER: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_IMPORT_PER_TOKEN: z.coerce.number().int().positive().default(5),
  // Workspace invitations one person may send per hour.
  RATE_LIMIT_INVITE_PER_USER: z.coerce.number().int().positive().default(100),
  // Webhook changes, tests and redeliveries one person may make per minute.
  RATE_LIMIT_WEBHOOK_PER_USER: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_COMMENT_PER_USER: z.coerce.number().int().positive().default(10),
  // Suggested edits one person may send per hour.
  RATE_LIMIT_SUGGESTION_PER_USER: z.coerce.number().int().positive().default(20),
});

type ParsedEnv = z.infer<typeof envSchema>;
type RateLimitVariable = Extract<keyof ParsedEnv, `RATE_LIMIT_${string}`>;

/**
 * A sign-in provider the operator configured: GitHub (OAuth 2), or an OpenID Connect issuer
 * (Google is one). `id` names it in addresses and in linked identities.
 */
export type SignInProviderConfig = {
  id: string;
  name: string;
  clientId: string;
  clientSecret: string;
} & ({ kind: 'github' } | { kind: 'oidc'; issuer: string });

export type Env = Omit<ParsedEnv, 'APP_URL' | 'SESSION_SECRET' | RateLimitVariable> & {
  APP_URL: string;
  SESSION_SECRET: string;
  rateLimits: RateLimitConfig;
  signInProviders: SignInProviderConfig[];
};

export class EnvError extends Error {}

/** Values an entry point uses for variables the environment leaves unset. */
export type EnvDefaults = { APP_URL?: string };

/** Parses the environment once, at start-up; a bad variable is named in the error. */
export function parseEnv(source: NodeJS.ProcessEnv, defaults: EnvDefaults = {}): Env {
  // An empty variable means "not set", as in most .env files.
  const present = {
    ...defaults,
    ...Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== '')),
  };
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const {
    RATE_LIMIT_LOGIN_PER_IP,
    RATE_LIMIT_LOGIN_PER_EMAIL,
    RATE_LIMIT_REGISTER_PER_IP,
    RATE_LIMIT_MAIL_PER_IP,
    RATE_LIMIT_MAIL_PER_EMAIL,
    RATE_LIMIT_TOKEN_PER_MINUTE,
    RATE_LIMIT_IMPORT_PER_USER,
    RATE_LIMIT_IMPORT_PER_TOKEN,
    RATE_LIMIT_INVITE_PER_USER,
    RATE_LIMIT_WEBHOOK_PER_USER,
    RATE_LIMIT_COMMENT_PER_USER,
    RATE_LIMIT_SUGGESTION_PER_USER,
    ...env
  } = result.data;
  if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
    throw new EnvError(
      'Invalid environment:\n  DATABASE_READ_URL: needs DATABASE_URL (the primary)',
    );
  }
  const signInProviders = parseSignInProviders(present);
  if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
    throw new EnvError('Invalid environment:\n  SESSION_SECRET: required when NODE_ENV=production');
  }
  return {
    ...env,
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    SESSION_SECRET: env.SESSION_SECRET ?? localSessionSecret(env.DATA_DIR),
    rateLimits: {
      loginPerIp: RATE_LIMIT_LOGIN_PER_IP,
      loginPerEmail: RATE_LIMIT_LOGIN_PER_EMAIL,
      registerPerIp: RATE_LIMIT_REGISTER_PER_IP,
      mailPerIp: RATE_LIMIT_MAIL_PER_IP,
      mailPerEmail: RATE_LIMIT_MAIL_PER_EMAIL,
      tokenPerMinute: RATE_LIMIT_TOKEN_PER_MINUTE,
      importPerUser: RATE_LIMIT_IMPORT_PER_USER,
      importPerToken: RATE_LIMIT_IMPORT_PER_TOKEN,
      invitePerUser: RATE_LIMIT_INVITE_PER_USER,
      webhookPerUser: RATE_LIMIT_WEBHOOK_PER_USER,
      commentPerUser: RATE_LIMIT_COMMENT_PER_USER,
      suggestionPerUser: RATE_LIMIT_SUGGESTION_PER_USER,
    },
    signInProviders,
  };
}

const GOOGLE_ISSUER = 'https://accounts.google.com';

/** An issuer is reached over HTTPS; plain HTTP only on this machine (a provider in tests). */
const issuerUrl = z.url({ protocol: /^https?$/ }).refine((value) => {
  const url = new URL(value);
  return url.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}, 'must be an https URL (http only for localhost)');

/**
 * GitHub, Google and any number of OpenID Connect issuers: `OIDC_*`, then `OIDC_2_*`,
 * `OIDC_3_*`... A provider is configured when any of its variables is set, and then needs all
 * of them but its display name; none set, no provider.
 */
function parseSignInProviders(present: Record<string, string | undefined>) {
  const providers: SignInProviderConfig[] = [];
  const problems: string[] = [];
  const need = (name: string) => {
    const value = present[name];
    if (!value) problems.push(`  ${name}: required with the other variables of its provider`);
    return value ?? '';
  };
  const anySet = (names: string[]) => names.some((name) => present[name]);

  if (anySet(['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'])) {
    providers.push({
      id: 'github',
      name: 'GitHub',
      kind: 'github',
      clientId: need('GITHUB_CLIENT_ID'),
      clientSecret: need('GITHUB_CLIENT_SECRET'),
    });
  }
  if (anySet(['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'])) {
    providers.push({
      id: 'google',
      name: 'Google',
      kind: 'oidc',
      issuer: GOOGLE_ISSUER,
      clientId: need('GOOGLE_CLIENT_ID'),
      clientSecret: need('GOOGLE_CLIENT_SECRET'),
    });
  }
  const suffixes = Object.keys(present)
    .map((name) =>
      /^OIDC_(?:([2-9]|[1-9]\d+)_)?(?:ISSUER|CLIENT_ID|CLIENT_SECRET|NAME)$/.exec(name),
    )
    .filter((match) => match !== null)
    .map((match) => Number(match[1] ?? 1));
  for (const n of [...new Set(suffixes)].sort((a, b) => a - b)) {
    const prefix = n === 1 ? 'OIDC_' : `OIDC_${n}_`;
    const issuer = need(`${prefix}ISSUER`);
    const checked = issuerUrl.safeParse(issuer);
    if (issuer && !checked.success) {
      problems.push(`  ${prefix}ISSUER: ${checked.error.issues[0]?.message ?? 'invalid'}`);
    }
    providers.push({
      id: n === 1 ? 'oidc' : `oidc-${n}`,
      name: present[`${prefix}NAME`] || (checked.success ? new URL(issuer).hostname : issuer),
      kind: 'oidc',
      issuer,
      clientId: need(`${prefix}CLIENT_ID`),
      clientSecret: need(`${prefix}CLIENT_SECRET`),
    });
  }
  if (problems.length > 0) throw new EnvError(`Invalid environment:\n${problems.join('\n')}`);
  return providers;
}

/** Outside production a secret is made once and kept under DATA_DIR, so sessions survive restarts. */
function localSessionSecret(dataDir: string): string {
  const file = path.resolve(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
