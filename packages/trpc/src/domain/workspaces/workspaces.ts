import { randomInt } from 'node:crypto';
import {
  snippets,
  workspaceMembers,
  workspaces,
  workspaceSlugRedirects,
  type Database,
} from '@promptshelf/db';
import {
  isAllowedWorkspaceSlug,
  WORKSPACE_SLUG_MAX,
  workspaceMessages,
  workspaceSlugBase,
  WORKSPACES_PER_MEMBER_MAX,
  type CreateWorkspaceInput,
  type UpdateWorkspaceInput,
  type WorkspaceRole,
} from '@promptshelf/validators';
import { asc, eq, sql } from 'drizzle-orm';
import type { Viewer } from '../../context';
import { DomainError } from '../domain-error';
import {
  lockAccount,
  membershipCount,
  membershipOf,
  requireRole,
  WORKSPACE_TOKEN_ROLE,
  type Membership,
} from './access';
import { recordActivity } from './activity';

/**
 * How many members the workspace of the outer query has (a range of the primary key). The
 * outer workspace is named by hand: a select from one table leaves its columns unqualified.
 */
const memberCount = sql<number>`(select count(*)::int from ${workspaceMembers}
  where ${workspaceMembers.workspaceId} = "workspaces"."id")`;

/** How many prompts it holds: an index-only range of snippets_workspace_created_idx. */
const promptCount = sql<number>`(select count(*)::int from ${snippets}
  where ${snippets.workspaceId} = "workspaces"."id")`;

/**
 * The workspaces the viewer belongs to, by name (at most WORKSPACES_PER_MEMBER_MAX); for a
 * workspace token, its own.
 */
export async function myWorkspaces(db: Database, viewer: Viewer) {
  const token = viewer.workspaceToken;
  if (token) {
    return db
      .select({
        slug: workspaces.slug,
        name: workspaces.name,
        role: sql<WorkspaceRole>`${WORKSPACE_TOKEN_ROLE}`,
        memberCount,
        promptCount,
      })
      .from(workspaces)
      .where(eq(workspaces.id, token.workspaceId));
  }
  const rows = await db
    .select({
      slug: workspaces.slug,
      name: workspaces.name,
      role: workspaceMembers.role,
      memberCount,
      promptCount,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, viewer.id))
    .orderBy(sql`lower(${workspaces.name})`, asc(workspaces.slug))
    .limit(WORKSPACES_PER_MEMBER_MAX);
  return rows.map((row) => ({
    ...row,
    role: row.role as WorkspaceRole,
  }));
}

/** One workspace as its member sees it. */
export async function workspaceDetail(db: Database, { workspace, role }: Membership) {
  const [counted] = await db
    .select({ memberCount, promptCount, protectedLabels: workspaces.protectedLabels })
    .from(workspaces)
    .where(eq(workspaces.id, workspace.id));
  return {
    slug: workspace.slug,
    name: workspace.name,
    role,
    memberCount: counted?.memberCount ?? 0,
    promptCount: counted?.promptCount ?? 0,
    protectedLabels: counted?.protectedLabels ?? [],
    createdAt: workspace.createdAt,
  };
}

export async function getWorkspace(db: Database, viewer: Viewer, slug: string) {
  return workspaceDetail(db, await membershipOf(db, viewer, slug));
}

/**
 * Takes `slug` for this transaction if no workspace holds it: claims of one slug wait for each
 * other, so two workspaces never both see it free. A slug some workspace gave up is free; the
 * new holder's pages win, and the old redirect goes.
 */
async function claimSlug(tx: Database, slug: string): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`workspace-slug:${slug}`}))`);
  const held = await tx.$count(workspaces, eq(workspaces.slug, slug));
  if (held > 0) return false;
  await tx.delete(workspaceSlugRedirects).where(eq(workspaceSlugRedirects.oldSlug, slug));
  return true;
}

/** The slug asked for, or else the name's slug, with a number added until one is free. */
async function claimNewSlug(tx: Database, input: CreateWorkspaceInput): Promise<string> {
  if (input.slug !== undefined) {
    if (await claimSlug(tx, input.slug)) return input.slug;
    throw new DomainError('CONFLICT', workspaceMessages.slugTaken);
  }
  const base = workspaceSlugBase(input.name);
  const stem = base.slice(0, WORKSPACE_SLUG_MAX - 5).replace(/-+$/, '');
  for (let attempt = 0; attempt < 20; attempt++) {
    const slug = attempt === 0 ? base : `${stem}-${randomInt(1000, 10000)}`;
    if (isAllowedWorkspaceSlug(slug) && (await claimSlug(tx, slug))) return slug;
  }
  throw new Error('Could not find a free workspace slug');
}

/** A new workspace; its creator, a verified member, is its owner. */
export async function createWorkspace(db: Database, viewer: Viewer, input: CreateWorkspaceInput) {
  const membership = await db.transaction(async (tx) => {
    await lockAccount(tx, viewer.id);
    if ((await membershipCount(tx, viewer.id)) >= WORKSPACES_PER_MEMBER_MAX) {
      throw new DomainError('BAD_INPUT', workspaceMessages.tooManyWorkspaces);
    }
    const slug = await claimNewSlug(tx, input);
    const [workspace] = await tx.insert(workspaces).values({ slug, name: input.name }).returning({
      id: workspaces.id,
      slug: workspaces.slug,
      name: workspaces.name,
      createdAt: workspaces.createdAt,
    });
    await tx
      .insert(workspaceMembers)
      .values({ workspaceId: workspace!.id, userId: viewer.id, role: 'owner' });
    await recordActivity(tx, workspace!.id, viewer, {
      action: 'workspace.created',
      subject: { type: 'workspace', name: workspace!.name, slug: workspace!.slug },
    });
    return { workspace: workspace!, role: 'owner' as const };
  });
  return workspaceDetail(db, membership);
}

/**
 * Renames a workspace or sets its protected labels (admins and owners). The slug it gives up
 * keeps leading to it until another workspace takes it (decision 170).
 */
export async function updateWorkspace(db: Database, viewer: Viewer, input: UpdateWorkspaceInput) {
  const membership = await db.transaction(async (tx) => {
    const current = await membershipOf(tx, viewer, input.workspace, { lock: true });
    requireRole(current, 'admin');
    const { workspace } = current;
    if (input.protectedLabels) {
      await tx
        .update(workspaces)
        .set({ protectedLabels: input.protectedLabels })
        .where(eq(workspaces.id, workspace.id));
    }
    const name = input.name ?? workspace.name;
    const slug = input.slug ?? workspace.slug;
    if (name === workspace.name && slug === workspace.slug) return current;
    if (slug !== workspace.slug) {
      if (!(await claimSlug(tx, slug))) {
        throw new DomainError('CONFLICT', workspaceMessages.slugTaken);
      }
      // No redirect names a slug while a workspace holds it (claimSlug removed it).
      await tx
        .insert(workspaceSlugRedirects)
        .values({ oldSlug: workspace.slug, workspaceId: workspace.id });
    }
    await tx.update(workspaces).set({ name, slug }).where(eq(workspaces.id, workspace.id));
    await recordActivity(tx, workspace.id, viewer, {
      action: 'workspace.renamed',
      subject: { type: 'workspace', name, slug },
      details: { previousName: workspace.name, previousSlug: workspace.slug },
    });
    return { ...current, workspace: { ...workspace, name, slug } };
  });
  return workspaceDetail(db, membership);
}

/**
 * Deletes a workspace, with its members, invitations, activity and old slugs (owners only);
 * the body repeats its current slug, so a slip of the hand deletes nothing.
 */
export async function deleteWorkspace(
  db: Database,
  viewer: Viewer,
  input: { workspace: string; confirm: string },
) {
  await db.transaction(async (tx) => {
    const membership = await membershipOf(tx, viewer, input.workspace, { lock: true });
    requireRole(membership, 'owner');
    if (input.confirm !== membership.workspace.slug) {
      throw new DomainError('BAD_INPUT', workspaceMessages.confirm);
    }
    await tx.delete(workspaces).where(eq(workspaces.id, membership.workspace.id));
  });
  return { message: workspaceMessages.deleted };
}
