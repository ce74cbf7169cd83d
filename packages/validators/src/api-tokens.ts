import { z } from 'zod';
import { text } from './text';

export const API_TOKEN_NAME_MAX = 50;
export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
/** The expiries the settings screen offers; no value means the token never expires. */
export const API_TOKEN_EXPIRY_DAYS = [30, 90, 365] as const;
/** The prefix every personal API token starts with, so a leaked one is recognisable. */
export const API_TOKEN_PREFIX = 'psk_';
/** Tokens one account may hold at once (docs/decisions/120-api-tokens.md). */
export const API_TOKENS_PER_USER_MAX = 50;
/** Tokens one workspace may hold at once (docs/decisions/175-workspace-tokens.md). */
export const API_TOKENS_PER_WORKSPACE_MAX = 50;

export const apiTokenMessages = {
  nameRequired: 'Please enter a name for the token',
  nameMax: `Name must be at most ${API_TOKEN_NAME_MAX} characters`,
  scope: 'Scope must be read or write',
  expiresInDays: `Expiry must be ${API_TOKEN_EXPIRY_DAYS.join(', ')} days or never`,
  tooMany: `You can have at most ${API_TOKENS_PER_USER_MAX} tokens; revoke one you no longer use`,
  tooManyInWorkspace: `A workspace can have at most ${API_TOKENS_PER_WORKSPACE_MAX} tokens; revoke one it no longer uses`,
  notFound: 'Token not found.',
  invalidId: 'Invalid token id',
  required: 'An API token is required: send it as Authorization: Bearer <token>',
  invalidToken: 'Invalid API token',
  expiredToken: 'This API token has expired',
  readOnly: 'This API token can only read; create a token with write scope to make changes',
  sessionOnly: 'API tokens cannot do this; sign in on the website instead',
  workspaceOnly:
    "A workspace token can only read and change its workspace's prompts and collections",
  tooManyRequests: 'Too many requests with this API token. Please slow down and try again.',
} as const;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const createApiTokenSchema = z.object({
  name: text({ error: apiTokenMessages.nameRequired })
    .trim()
    .min(1, apiTokenMessages.nameRequired)
    .max(API_TOKEN_NAME_MAX, apiTokenMessages.nameMax),
  scope: z.enum(API_TOKEN_SCOPES, { error: apiTokenMessages.scope }),
  expiresInDays: z.preprocess(
    emptyToUndefined,
    z.literal(API_TOKEN_EXPIRY_DAYS, { error: apiTokenMessages.expiresInDays }).optional(),
  ),
});

export const apiTokenIdSchema = z.object({
  id: z.uuid({ error: apiTokenMessages.invalidId }),
});

export type CreateApiTokenInput = z.input<typeof createApiTokenSchema>;
