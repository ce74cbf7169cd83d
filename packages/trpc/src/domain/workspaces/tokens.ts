import { apiTokens, userProfiles, users, type Database } from '@promptshelf/db';
import {
  API_TOKENS_PER_WORKSPACE_MAX,
  apiTokenMessages,
  type ApiTokenScope,
  type createWorkspaceTokenSchema,
  type workspaceTokenIdSchema,
} from '@promptshelf/validators';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Viewer } from '../../context';
import { DomainError } from '../domain-error';
import { insertApiToken } from '../tokens/api-tokens';
import { membershipOf, requireRole } from './access';
import { recordActivity } from './activity';

// Workspace tokens: a workspace's own API tokens, made and revoked by its admins and owners,
// acting for the workspace alone (docs/decisions/175-workspace-tokens.md).

/**
 * The workspace's tokens, newest first, with the admin who made each (while their account
 * exists): one range scan of api_tokens_workspace_created_idx. Never the secret.
 */
export async function listWorkspaceTokens(db: Database, viewer: Viewer, slug: string) {
  const membership = await membershipOf(db, viewer, slug);
  requireRole(membership, 'admin');
  const rows = await db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      scope: apiTokens.scope,
      createdAt: apiTokens.createdAt,
      lastUsedAt: apiTokens.lastUsedAt,
      expiresAt: apiTokens.expiresAt,
      makerUsername: userProfiles.username,
      makerFirstName: users.firstName,
    })
    .from(apiTokens)
    .leftJoin(users, eq(users.id, apiTokens.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, apiTokens.userId))
    .where(eq(apiTokens.workspaceId, membership.workspace.id))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
    .limit(API_TOKENS_PER_WORKSPACE_MAX);
  return rows.map(({ makerUsername, makerFirstName, ...token }) => ({
    ...token,
    scope: token.scope as ApiTokenScope,
    createdBy:
      makerUsername === null ? null : { username: makerUsername, firstName: makerFirstName },
  }));
}

/**
 * A new workspace token, its secret shown this once. The workspace's row is locked, so the cap
 * holds under concurrent requests; the activity log names the token and its maker.
 */
export async function createWorkspaceToken(
  db: Database,
  viewer: Viewer,
  input: z.output<typeof createWorkspaceTokenSchema>,
) {
  const { workspace: slug, ...fields } = input;
  return db.transaction(async (tx) => {
    const membership = await membershipOf(tx, viewer, slug, { lock: true });
    requireRole(membership, 'admin');
    const created = await insertApiToken(
      tx,
      { userId: viewer.id, workspaceId: membership.workspace.id },
      fields,
      { max: API_TOKENS_PER_WORKSPACE_MAX, message: apiTokenMessages.tooManyInWorkspace },
    );
    await recordActivity(tx, membership.workspace.id, viewer, {
      action: 'token.created',
      subject: { type: 'token', name: created.name },
      details: { scope: created.scope },
    });
    return {
      ...created,
      createdBy: { username: viewer.username ?? '', firstName: viewer.firstName },
    };
  });
}

/** Revokes a workspace token: its row goes, so the next request with it is a 401. */
export async function revokeWorkspaceToken(
  db: Database,
  viewer: Viewer,
  input: z.output<typeof workspaceTokenIdSchema>,
) {
  await db.transaction(async (tx) => {
    const membership = await membershipOf(tx, viewer, input.workspace, { lock: true });
    requireRole(membership, 'admin');
    const [removed] = await tx
      .delete(apiTokens)
      .where(and(eq(apiTokens.id, input.id), eq(apiTokens.workspaceId, membership.workspace.id)))
      .returning({ name: apiTokens.name });
    if (!removed) throw new DomainError('NOT_FOUND', apiTokenMessages.notFound);
    await recordActivity(tx, membership.workspace.id, viewer, {
      action: 'token.revoked',
      subject: { type: 'token', name: removed.name },
    });
  });
  return { message: 'Token revoked' };
}
