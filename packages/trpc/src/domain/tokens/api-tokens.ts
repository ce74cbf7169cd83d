import { randomBytes } from 'node:crypto';
import { apiTokens, type Database } from '@promptshelf/db';
import {
  API_TOKEN_PREFIX,
  API_TOKENS_PER_USER_MAX,
  apiTokenMessages,
  type ApiTokenScope,
  type createApiTokenSchema,
} from '@promptshelf/validators';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { DomainError } from '../domain-error';
import type { ApiTokenCredential, Viewer } from '../../context';
import { apiTokenCreatedMail, enqueueMail } from '../accounts/mail';
import { limitRate, MINUTE } from '../accounts/rate-limit';
import { hashToken } from '../accounts/tokens';
import { loadViewer } from '../accounts/viewer';
import { workspaceViewer } from '../workspaces/access';

type Ctx = { db: Database; viewer: Viewer };
const DAY = 24 * 60 * MINUTE;
/** lastUsedAt is written at most this often per token. */
const LAST_USED_RESOLUTION_MS = MINUTE;

const listed = {
  id: apiTokens.id,
  name: apiTokens.name,
  scope: apiTokens.scope,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
  expiresAt: apiTokens.expiresAt,
};

type ListedRow = { [K in keyof typeof listed]: (typeof apiTokens.$inferSelect)[K] };

function toClientToken(row: ListedRow) {
  return { ...row, scope: row.scope as ApiTokenScope };
}

export type ClientApiToken = ReturnType<typeof toClientToken>;

/** A person's own tokens: the workspace tokens they made belong to the workspaces. */
const personalOf = (userId: string) =>
  and(eq(apiTokens.userId, userId), isNull(apiTokens.workspaceId));

/** The owner's tokens, newest first (one range scan of api_tokens_user_created_idx). */
export async function listApiTokens(ctx: Ctx): Promise<ClientApiToken[]> {
  const rows = await ctx.db
    .select(listed)
    .from(apiTokens)
    .where(personalOf(ctx.viewer.id))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
    .limit(API_TOKENS_PER_USER_MAX);
  return rows.map(toClientToken);
}

/** `psk_` and 32 random bytes, base64url: 47 characters, 256 bits of entropy. */
export function generateApiToken(): string {
  return API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

export type NewTokenInput = z.output<typeof createApiTokenSchema>;

/**
 * Stores a new token for `userId` (and the workspace, for a workspace token) unless its holder
 * has `max` already: the caller holds the lock that serialises the holder's creations. The raw
 * value is returned this once and never stored; the row keeps its SHA-256 (enough for a
 * high-entropy secret, and a lookup by index).
 */
export async function insertApiToken(
  tx: Database,
  holder: { userId: string; workspaceId: number | null },
  input: NewTokenInput,
  cap: { max: number; message: string },
) {
  const held = await tx.$count(
    apiTokens,
    holder.workspaceId === null
      ? personalOf(holder.userId)
      : eq(apiTokens.workspaceId, holder.workspaceId),
  );
  if (held >= cap.max) throw new DomainError('BAD_INPUT', cap.message);
  const token = generateApiToken();
  const [inserted] = await tx
    .insert(apiTokens)
    .values({
      ...holder,
      name: input.name,
      scope: input.scope,
      tokenHash: hashToken(token),
      expiresAt:
        input.expiresInDays === undefined ? null : new Date(Date.now() + input.expiresInDays * DAY),
    })
    .returning(listed);
  return { ...toClientToken(inserted!), token };
}

/**
 * A new personal token, shown this once. The owner is mailed its name (never the token), so one
 * made by someone in their session does not go unnoticed.
 */
export async function createApiToken(ctx: Ctx & { appUrl: string }, input: NewTokenInput) {
  return ctx.db.transaction(async (tx) => {
    // Serialise one owner's creations, so the cap holds under concurrent requests.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`api-tokens:${ctx.viewer.id}`}))`);
    const created = await insertApiToken(tx, { userId: ctx.viewer.id, workspaceId: null }, input, {
      max: API_TOKENS_PER_USER_MAX,
      message: apiTokenMessages.tooMany,
    });
    await enqueueMail(
      tx,
      apiTokenCreatedMail(ctx.appUrl, ctx.viewer.email, ctx.viewer.firstName, {
        name: input.name,
        scope: input.scope,
        expiresAt: created.expiresAt,
      }),
    );
    return created;
  });
}

/** Revoking deletes the row: the token is unknown from then on. */
export async function revokeApiToken(ctx: Ctx, id: string) {
  const removed = await ctx.db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, id), personalOf(ctx.viewer.id)))
    .returning({ id: apiTokens.id });
  if (removed.length === 0) {
    throw new DomainError('NOT_FOUND', apiTokenMessages.notFound);
  }
  return { message: 'Token revoked' };
}

/**
 * Revokes every token of an account, the workspace tokens it made included (whoever took the
 * account may have made them): the next request with any of them is a 401 on every instance,
 * since each request looks its token up in the database.
 */
export async function revokeAllApiTokens(db: Database, userId: string) {
  await db.delete(apiTokens).where(eq(apiTokens.userId, userId));
}

const unauthorized = (message: string) => new DomainError('UNAUTHORIZED', message);

/**
 * The owner behind `Authorization: Bearer <token>`, or a 401 (unknown, revoked or expired) or
 * a 429 (more than `perMinute` requests with this token in the current minute). The viewer is
 * never a superadmin: no token reaches the admin area (docs/decisions/120). A workspace token's
 * viewer is the token itself, acting for its workspace alone (docs/decisions/175).
 */
export async function authenticateApiToken(
  db: Database,
  raw: string,
  perMinute: number,
): Promise<{ viewer: Viewer; apiToken: ApiTokenCredential }> {
  if (!raw.startsWith(API_TOKEN_PREFIX) || raw.length > 200) {
    throw unauthorized(apiTokenMessages.invalidToken);
  }
  const [row] = await db
    .select({
      id: apiTokens.id,
      userId: apiTokens.userId,
      workspaceId: apiTokens.workspaceId,
      name: apiTokens.name,
      scope: apiTokens.scope,
      lastUsedAt: apiTokens.lastUsedAt,
      expiresAt: apiTokens.expiresAt,
    })
    .from(apiTokens)
    .where(eq(apiTokens.tokenHash, hashToken(raw)));
  if (!row) throw unauthorized(apiTokenMessages.invalidToken);
  const now = Date.now();
  if (row.expiresAt && row.expiresAt.getTime() <= now) {
    throw unauthorized(apiTokenMessages.expiredToken);
  }
  await limitRate(db, `token:${row.id}`, perMinute, MINUTE, apiTokenMessages.tooManyRequests);
  if (!row.lastUsedAt || now - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    await db
      .update(apiTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(apiTokens.id, row.id),
          sql`(${apiTokens.lastUsedAt} is null or ${apiTokens.lastUsedAt} <= now() - interval '1 minute')`,
        ),
      );
  }
  const apiToken = { id: row.id, scope: row.scope as ApiTokenScope };
  if (row.workspaceId !== null) {
    const viewer = workspaceViewer(row.id, {
      workspaceId: row.workspaceId,
      name: row.name,
      createdBy: row.userId,
    });
    return { viewer, apiToken };
  }
  const viewer = await loadViewer(db, row.userId);
  if (!viewer) throw unauthorized(apiTokenMessages.invalidToken);
  return { viewer: { ...viewer, superadmin: false }, apiToken };
}
