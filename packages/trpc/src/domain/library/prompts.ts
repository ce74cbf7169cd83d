import {
  aiTools,
  favorites,
  purposes,
  snippets,
  userAiTools,
  type Database,
} from '@promptshelf/db';
import {
  promptInputSchema,
  promptMessages,
  type createPromptSchema,
  type movePromptSchema,
  type myPromptsSchema,
  type workspacePromptsSchema,
  type PromptVisibility,
  type promptUpdateSchema,
} from '@promptshelf/validators';
import { and, arrayContains, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Viewer } from '../../context';
import { correctSearch, textMatch } from '../browse/engine';
import { containsPattern } from '../contains-pattern';
import { DomainError, toInputIssues } from '../domain-error';
import { recordActivity } from '../workspaces/activity';
import { membershipOf, requireRole, roleIn, writerId } from '../workspaces/access';
import { selectPrompts, promptOrder, toClientPrompt } from './prompt-shape';
import { openToOthers, readableBy, visibilityColumns } from './visibility';
import { refuseWhileHeld } from './moderation-hold';
import { checkIncludes } from '../registry/includes';
import { nameAfterMove, nameForNewPrompt, ownerOf, renamePrompt } from './prompt-names';
import { emitPromptEvent } from '../webhooks/events';
import { changesVersion, nextVersion, publishVersions, storeCurrentVersion } from './version-store';

export type Ctx = { db: Database; viewer: Viewer };
type PromptInput = z.output<typeof promptInputSchema>;

export const notFound = () => new DomainError('NOT_FOUND', promptMessages.notFound);

/** One prompt as this viewer may see it; private prompts of others are "not found". */
export async function getPrompt(db: Database, viewer: Viewer | null, id: number) {
  const [row] = await selectPrompts(db, viewer).where(
    and(eq(snippets.id, id), readableBy(snippets, viewer)),
  );
  if (!row) throw notFound();
  return toClientPrompt(row, viewer);
}

/**
 * Locks a prompt the viewer may see for the rest of the transaction. NO KEY UPDATE serialises
 * toggles on one prompt (so counters stay exact) and holds off its deletion, without blocking
 * the inserts of likes and favourites that reference it.
 */
export async function lockVisible(tx: Database, viewer: Viewer, id: number) {
  const [row] = await tx
    .select({ id: snippets.id, authorId: snippets.authorId })
    .from(snippets)
    .where(and(eq(snippets.id, id), readableBy(snippets, viewer)))
    .for('no key update');
  if (!row) throw notFound();
  return row;
}

/**
 * Locks a prompt the viewer may change: a personal one of their own, or one of a workspace where
 * they are an editor or above. Someone who may read it but not change it gets 403.
 */
export async function lockOwn(tx: Database, viewer: Viewer, id: number) {
  const [row] = await tx
    .select({
      id: snippets.id,
      title: snippets.title,
      name: snippets.name,
      authorId: snippets.authorId,
      workspaceId: snippets.workspaceId,
      visibility: snippets.visibility,
    })
    .from(snippets)
    .where(and(eq(snippets.id, id), readableBy(snippets, viewer)))
    .for('no key update');
  if (!row) throw notFound();
  if (row.workspaceId === null) {
    if (row.authorId !== viewer.id) throw new DomainError('FORBIDDEN', promptMessages.notYours);
    return row;
  }
  const role = await roleIn(tx, viewer, row.workspaceId);
  if (!role) throw new DomainError('FORBIDDEN', promptMessages.notYours);
  requireRole({ role }, 'editor');
  return row;
}

/** Records a change to a workspace's prompt in its activity log; nothing for a personal one. */
export async function recordPromptActivity(
  tx: Database,
  viewer: Viewer,
  prompt: { id: number; title: string; workspaceId: number | null },
  action: 'prompt.created' | 'prompt.edited' | 'prompt.deleted' | 'prompt.restored',
) {
  if (prompt.workspaceId === null) return;
  await recordActivity(tx, prompt.workspaceId, viewer, {
    action,
    subject: { type: 'prompt', id: prompt.id, title: prompt.title },
  });
}

/**
 * The visibility a write asks for. Older clients send only isPublic: true is public, false is
 * private, or for a workspace's prompt the workspace. A word that does not fit the owner is
 * refused: a personal prompt is never 'workspace', a workspace's never 'private'.
 */
export function chooseVisibility(
  input: { visibility?: PromptVisibility | undefined; isPublic?: boolean | undefined },
  inWorkspace: boolean,
  current?: PromptVisibility,
): PromptVisibility {
  const chosen =
    input.visibility ??
    (input.isPublic === true
      ? 'public'
      : input.isPublic === false
        ? inWorkspace
          ? 'workspace'
          : 'private'
        : (current ?? (inWorkspace ? 'workspace' : 'public')));
  if (!inWorkspace && chosen === 'workspace') {
    throw new DomainError('BAD_INPUT', promptMessages.personalWorkspaceVisibility);
  }
  if (inWorkspace && chosen === 'private') {
    throw new DomainError('BAD_INPUT', promptMessages.workspacePrivate);
  }
  return chosen;
}

/** The AI tool and purpose must come from the server's lists. */
export async function checkOptions(db: Database, input: Pick<PromptInput, 'aiTool' | 'purpose'>) {
  const [tool] = await db
    .select({ id: aiTools.id })
    .from(aiTools)
    .where(eq(aiTools.name, input.aiTool));
  if (!tool) throw new DomainError('BAD_INPUT', promptMessages.unknownAiTool);
  const [purpose] = await db
    .select({ id: purposes.id })
    .from(purposes)
    .where(eq(purposes.name, input.purpose));
  if (!purpose) throw new DomainError('BAD_INPUT', promptMessages.unknownPurpose);
}

/**
 * Remembers a custom tool name so the form can offer it to this user again; a workspace token
 * is no user, and its maker's list is theirs.
 */
export async function rememberCustomTool(db: Database, viewer: Viewer, name: string | null) {
  if (!name || viewer.workspaceToken) return;
  await db
    .insert(userAiTools)
    .values({ userId: viewer.id, name })
    .onConflictDoUpdate({
      target: [userAiTools.userId, userAiTools.name],
      set: { updatedAt: sql`now()` },
    });
}

export async function createPrompt(ctx: Ctx, input: z.output<typeof createPromptSchema>) {
  const {
    workspace: slug,
    name: asked,
    visibility: _visibility,
    isPublic: _isPublic,
    ...fields
  } = input;
  await checkOptions(ctx.db, fields);
  const id = await ctx.db.transaction(async (tx) => {
    let workspaceId: number | null = null;
    if (slug) {
      const membership = await membershipOf(tx, ctx.viewer, slug);
      requireRole(membership, 'editor');
      workspaceId = membership.workspace.id;
    } else if (ctx.viewer.workspaceToken) {
      // A workspace token writes in its workspace, named or not.
      workspaceId = ctx.viewer.workspaceToken.workspaceId;
    }
    const visibility = chooseVisibility(input, workspaceId !== null);
    const authorId = writerId(ctx.viewer);
    const name = await nameForNewPrompt(
      tx,
      ownerOf({ workspaceId, authorId }),
      asked,
      fields.title,
    );
    const [row] = await tx
      .insert(snippets)
      .values({ ...fields, name, ...visibilityColumns(visibility), workspaceId, authorId })
      .returning({ id: snippets.id });
    await checkIncludes(tx, ctx.viewer, { id: row!.id, workspaceId, authorId, ...fields });
    await storeCurrentVersion(tx, row!.id, authorId, null);
    await recordPromptActivity(
      tx,
      ctx.viewer,
      { id: row!.id, title: fields.title, workspaceId },
      'prompt.created',
    );
    await rememberCustomTool(tx, ctx.viewer, input.customAiTool);
    return row!.id;
  });
  return getPrompt(ctx.db, ctx.viewer, id);
}

/** Applies the given fields over the stored prompt; the result must be a valid prompt. */
export async function updatePrompt(ctx: Ctx, input: z.output<typeof promptUpdateSchema>) {
  await ctx.db.transaction((tx) => editPrompt(tx, ctx.viewer, input));
  return getPrompt(ctx.db, ctx.viewer, input.id);
}

/**
 * An edit inside the caller's transaction, with every check an edit makes; `suggestedBy`
 * credits the version it makes to whoever suggested it (decision 233). Answers the prompt's
 * version after it, and whether the edit made that version.
 */
export async function editPrompt(
  tx: Database,
  viewer: Viewer,
  input: z.output<typeof promptUpdateSchema>,
  suggestedBy: string | null = null,
) {
  const { id, note, publishHistory, name, ...patch } = input;
  await lockOwn(tx, viewer, id);
  const [current] = await tx.select().from(snippets).where(eq(snippets.id, id));
  const visibility = chooseVisibility(
    patch,
    current!.workspaceId !== null,
    current!.visibility as PromptVisibility,
  );
  const merged = promptInputSchema.safeParse({
    title: patch.title ?? current!.title,
    content: patch.content ?? current!.content,
    aiTool: patch.aiTool ?? current!.aiTool,
    customAiTool: patch.customAiTool !== undefined ? patch.customAiTool : current!.customAiTool,
    purpose: patch.purpose ?? current!.purpose,
    // Kept settings are pruned against the new content, as sent ones are.
    variables: patch.variables ?? current!.variables,
    // Tags are not versioned: a change of tags alone makes no version (decision 150).
    tags: patch.tags ?? current!.tags,
  });
  if (!merged.success) {
    const issues = toInputIssues(merged.error.issues);
    throw new DomainError('BAD_INPUT', 'Invalid prompt', { issues });
  }
  const written = visibilityColumns(visibility);
  if (written.visibility !== current!.visibility && openToOthers(written.visibility)) {
    await refuseWhileHeld(tx, id);
  }
  if (publishHistory && !written.isPublic) {
    throw new DomainError('BAD_INPUT', promptMessages.publishHistoryPrivate);
  }
  const { isPublic: _isPublic, visibility: _visibility, ...fields } = merged.data;
  await checkOptions(tx, fields);
  if (name !== undefined) await renamePrompt(tx, current!, name);
  const versioned = changesVersion(current!, fields);
  await tx
    .update(snippets)
    .set({ ...fields, ...written, ...(versioned && nextVersion) })
    .where(eq(snippets.id, id));
  if (fields.content !== current!.content) {
    await checkIncludes(tx, viewer, { ...current!, content: fields.content });
  }
  if (versioned) await storeCurrentVersion(tx, id, writerId(viewer), note, suggestedBy);
  // Going public publishes what the prompt now says; its past only when the owner asks.
  if (publishHistory) await publishVersions(tx, id);
  else if (written.isPublic && !current!.isPublic) {
    await publishVersions(tx, id, current!.version + (versioned ? 1 : 0));
  }
  await recordPromptActivity(
    tx,
    viewer,
    { id, title: fields.title, workspaceId: current!.workspaceId },
    'prompt.edited',
  );
  await rememberCustomTool(tx, viewer, fields.customAiTool);
  return { version: current!.version + (versioned ? 1 : 0), versioned };
}

export async function deletePrompt(ctx: Ctx, id: number) {
  await ctx.db.transaction(async (tx) => {
    const prompt = await lockOwn(tx, ctx.viewer, id);
    await recordPromptActivity(tx, ctx.viewer, prompt, 'prompt.deleted');
    await emitPromptEvent(tx, 'prompt.deleted', id);
    await tx.delete(snippets).where(eq(snippets.id, id));
  });
  return { message: 'Prompt deleted successfully' };
}

type LibraryFilters = z.output<typeof myPromptsSchema>;

/**
 * The dashboard's filters over one library (a range of its index, filtered). The search finds
 * what browse's would (its words, the last one as a prefix) and every text containing it as
 * typed ('100%', part of a word), in the title, the content or the tags.
 */
function libraryConditions(filters: LibraryFilters): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [];
  if (filters.visibility !== 'all') conditions.push(eq(snippets.visibility, filters.visibility));
  if (filters.aiTool) conditions.push(eq(snippets.aiTool, filters.aiTool));
  if (filters.purpose) conditions.push(eq(snippets.purpose, filters.purpose));
  // Index-served: the library's range of its index, filtered (decision 150).
  if (filters.tag.length > 0) conditions.push(arrayContains(snippets.tags, filters.tag));
  if (filters.search) conditions.push(librarySearch(filters.search));
  return conditions;
}

/**
 * A library's search, tested on each row of the library's range of its index: browse's
 * full-text match, or the text as typed anywhere in the title, the content or the tags.
 */
export function librarySearch(search: string): SQL {
  const pattern = containsPattern(search);
  return or(
    textMatch(search),
    ilike(snippets.title, pattern),
    ilike(snippets.content, pattern),
    // The search box says it searches tags too.
    sql`array_to_string(${snippets.tags}, ' ') ilike ${pattern}`,
  ) as SQL;
}

/**
 * A library search that finds nothing is tried once more with its misspelt words corrected,
 * as browse's is (correctSearch: 'emial' finds 'email'; decisions 052 and 206).
 */
async function withTypos<Filters extends LibraryFilters, Result>(
  db: Database,
  filters: Filters,
  read: (filters: Filters) => Promise<Result>,
  found: (result: Result) => boolean,
): Promise<Result> {
  const result = await read(filters);
  if (!filters.search || found(result)) return result;
  const corrected = await correctSearch(db, filters.search);
  return corrected ? read({ ...filters, search: corrected }) : result;
}

/** The viewer's own prompts with the dashboard's filters (GET /api/snippets/my). */
export async function myPrompts(ctx: Ctx, filters: LibraryFilters) {
  // The personal library: a prompt the viewer wrote in a workspace belongs to the workspace.
  const rows = await withTypos(
    ctx.db,
    filters,
    (chosen) =>
      selectPrompts(ctx.db, ctx.viewer)
        .where(
          and(
            eq(snippets.authorId, ctx.viewer.id),
            isNull(snippets.workspaceId),
            ...libraryConditions(chosen),
          ),
        )
        .orderBy(...promptOrder(chosen.sortBy)),
    (found) => found.length > 0,
  );
  return rows.map((row) => toClientPrompt(row, ctx.viewer));
}

/**
 * A page of a workspace's library for its members, with how many match: the workspace's range
 * of snippets_workspace_created_idx, filtered as "my prompts" filters the author's range.
 */
export async function workspacePrompts(ctx: Ctx, input: z.output<typeof workspacePromptsSchema>) {
  const { workspace } = await membershipOf(ctx.db, ctx.viewer, input.workspace);
  const [rows, total] = await withTypos(
    ctx.db,
    input,
    (chosen) => {
      const where = and(eq(snippets.workspaceId, workspace.id), ...libraryConditions(chosen));
      return Promise.all([
        selectPrompts(ctx.db, ctx.viewer)
          .where(where)
          .orderBy(...promptOrder(chosen.sortBy))
          .limit(chosen.limit)
          .offset(chosen.offset),
        ctx.db.$count(snippets, where),
      ]);
    },
    ([, count]) => count > 0,
  );
  return { snippets: rows.map((row) => toClientPrompt(row, ctx.viewer)), total };
}

/**
 * Moves a prompt between a person's library and a workspace, or between workspaces: whoever
 * may change it where it is (lockOwn) and is an editor or above of the workspace it goes to.
 * Its author stays who wrote it, so out of a workspace it goes to its author's library, and
 * only its author may take it there. Public and unlisted stay so; private becomes workspace on
 * the way in, workspace becomes private on the way out.
 */
export async function movePrompt(ctx: Ctx, input: z.output<typeof movePromptSchema>) {
  await ctx.db.transaction(async (tx) => {
    const prompt = await lockOwn(tx, ctx.viewer, input.id);
    let target: { id: number } | null = null;
    if (input.workspace === null && prompt.authorId !== ctx.viewer.id) {
      throw new DomainError('FORBIDDEN', promptMessages.notYours);
    }
    if (input.workspace !== null) {
      const membership = await membershipOf(tx, ctx.viewer, input.workspace);
      requireRole(membership, 'editor');
      target = membership.workspace;
    }
    if ((target?.id ?? null) === prompt.workspaceId) return;
    const name = await nameAfterMove(
      tx,
      prompt,
      target ? { workspaceId: target.id } : { userId: prompt.authorId },
    );
    const visibility =
      prompt.visibility === 'private' || prompt.visibility === 'workspace'
        ? target
          ? 'workspace'
          : 'private'
        : (prompt.visibility as PromptVisibility);
    await tx
      .update(snippets)
      .set({ workspaceId: target?.id ?? null, name, ...visibilityColumns(visibility) })
      .where(eq(snippets.id, prompt.id));
    const subject = { type: 'prompt' as const, id: prompt.id, title: prompt.title };
    if (prompt.workspaceId !== null) {
      await recordActivity(tx, prompt.workspaceId, ctx.viewer, {
        action: 'prompt.moved_out',
        subject,
      });
    }
    if (target) {
      await recordActivity(tx, target.id, ctx.viewer, { action: 'prompt.moved_in', subject });
    }
  });
  return getPrompt(ctx.db, ctx.viewer, input.id);
}

/** Prompts the viewer saved, newest saved first; one made private by its author drops out. */
export async function favoritePrompts(ctx: Ctx) {
  const rows = await selectPrompts(ctx.db, ctx.viewer)
    .innerJoin(
      favorites,
      and(eq(favorites.snippetId, snippets.id), eq(favorites.userId, ctx.viewer.id)),
    )
    .where(readableBy(snippets, ctx.viewer))
    .orderBy(desc(favorites.createdAt));
  return rows.map((row) => toClientPrompt(row, ctx.viewer));
}

/** Dashboard numbers: prompts written, likes they received, prompts saved. */
export async function userStats(ctx: Ctx) {
  const [mine] = await ctx.db
    .select({
      promptCount: sql<number>`count(*)::int`,
      totalLikes: sql<number>`coalesce(sum(${snippets.likesCount}), 0)::int`,
    })
    .from(snippets)
    .where(and(eq(snippets.authorId, ctx.viewer.id), isNull(snippets.workspaceId)));
  // The same rule as the favourites list: a saved prompt made private by its author drops out.
  const [saved] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(favorites)
    .innerJoin(snippets, eq(snippets.id, favorites.snippetId))
    .where(and(eq(favorites.userId, ctx.viewer.id), readableBy(snippets, ctx.viewer)));
  const favoriteCount = saved?.count ?? 0;
  return {
    snippetCount: mine?.promptCount ?? 0,
    totalLikes: mine?.totalLikes ?? 0,
    favoriteCount,
  };
}
