import {
  promptLabelMoves,
  promptLabels,
  snippets,
  snippetVersions,
  userProfiles,
  workspaces,
  type Database,
} from '@promptshelf/db';
import {
  LATEST_LABEL,
  labelMessages,
  type LabelMovesQuery,
  type moveLabelSchema,
  type removeLabelSchema,
} from '@promptshelf/validators';
import { and, asc, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Viewer } from '../../context';
import { DomainError } from '../domain-error';
import { emitPromptEvent } from '../webhooks/events';
import { lockOwn, notFound, type Ctx } from '../library/prompts';
import { versionVisibleTo } from '../library/prompt-shape';
import { ownedBy, readableBy } from '../library/visibility';
import { atLeast, roleIn, writerId } from '../workspaces/access';

// Release labels (docs/decisions/193-release-labels.md, 194-protected-labels.md): a label points
// at one version of a prompt; `latest` is never stored, it is the newest version.

/**
 * The version `label` points at on the prompt, `latest` included, or null when the prompt has
 * no such label. It does not look at who asks: the caller has already found the prompt readable.
 */
export async function labelledVersion(
  db: Database,
  promptId: number,
  label: string,
): Promise<number | null> {
  const [row] =
    label === LATEST_LABEL
      ? await db
          .select({ version: snippets.version })
          .from(snippets)
          .where(eq(snippets.id, promptId))
      : await db
          .select({ version: promptLabels.version })
          .from(promptLabels)
          .where(and(eq(promptLabels.snippetId, promptId), eq(promptLabels.label, label)));
  return row?.version ?? null;
}

/**
 * The labels of each version of the prompt, by version number, sorted, `latest` on the newest:
 * one range of prompt_labels' key and the prompt's row.
 */
export async function labelsByVersion(
  db: Database,
  promptId: number,
): Promise<Map<number, string[]>> {
  const [rows, newest] = await Promise.all([
    db
      .select({ label: promptLabels.label, version: promptLabels.version })
      .from(promptLabels)
      .where(eq(promptLabels.snippetId, promptId))
      .orderBy(asc(promptLabels.label)),
    labelledVersion(db, promptId, LATEST_LABEL),
  ]);
  const byVersion = new Map<number, string[]>();
  if (newest !== null) byVersion.set(newest, [LATEST_LABEL]);
  for (const { label, version } of rows) {
    byVersion.set(version, [...(byVersion.get(version) ?? []), label].sort());
  }
  return byVersion;
}

/** The prompt if this viewer may read it, else the same 404 as for a prompt that never was. */
async function requireReadable(db: Database, viewer: Viewer | null, promptId: number) {
  const [row] = await db
    .select({ id: snippets.id })
    .from(snippets)
    .where(and(eq(snippets.id, promptId), readableBy(snippets, viewer)));
  if (!row) throw notFound();
}

const movedBy = (username: string | null, userId: string | null) =>
  userId ? { username: username ?? '' } : null;

/**
 * The prompt's labels, by name, as this viewer may see them: its owners every label, anyone
 * else those that point at a published version (decision 101), so a label never names a
 * version the reader cannot open.
 */
export async function listLabels(db: Database, viewer: Viewer | null, promptId: number) {
  await requireReadable(db, viewer, promptId);
  const rows = await db
    .select({
      label: promptLabels.label,
      version: promptLabels.version,
      movedById: promptLabels.movedBy,
      username: userProfiles.username,
      movedAt: promptLabels.movedAt,
    })
    .from(promptLabels)
    .innerJoin(snippets, eq(snippets.id, promptLabels.snippetId))
    .innerJoin(
      snippetVersions,
      and(
        eq(snippetVersions.snippetId, promptLabels.snippetId),
        eq(snippetVersions.version, promptLabels.version),
      ),
    )
    .leftJoin(userProfiles, eq(userProfiles.userId, promptLabels.movedBy))
    .where(and(eq(promptLabels.snippetId, promptId), versionVisibleTo(viewer)))
    .orderBy(asc(promptLabels.label));
  return rows.map((row) => ({
    label: row.label,
    version: row.version,
    movedBy: movedBy(row.username, row.movedById),
    movedAt: row.movedAt,
  }));
}

/** A version number named by a move that this viewer may see: none, or a published one. */
function publishedOrNone(version: AnyPgColumn): SQL {
  return sql`(${version} is null or exists (select 1 from ${snippetVersions}
    where ${snippetVersions.snippetId} = ${promptLabelMoves.snippetId}
    and ${snippetVersions.version} = ${version} and ${snippetVersions.isPublic}))`;
}

/**
 * A page of the prompt's label moves, newest first: its owners every move, anyone else those
 * between published versions. One range of prompt_label_moves_snippet_id_idx from the cursor.
 */
export async function listLabelMoves(db: Database, viewer: Viewer | null, input: LabelMovesQuery) {
  await requireReadable(db, viewer, input.id);
  const seen = or(
    viewer ? ownedBy(snippets, viewer) : undefined,
    and(publishedOrNone(promptLabelMoves.fromVersion), publishedOrNone(promptLabelMoves.toVersion)),
  );
  const rows = await db
    .select({
      id: promptLabelMoves.id,
      label: promptLabelMoves.label,
      fromVersion: promptLabelMoves.fromVersion,
      toVersion: promptLabelMoves.toVersion,
      movedById: promptLabelMoves.movedBy,
      username: userProfiles.username,
      movedAt: promptLabelMoves.movedAt,
    })
    .from(promptLabelMoves)
    .innerJoin(snippets, eq(snippets.id, promptLabelMoves.snippetId))
    .leftJoin(userProfiles, eq(userProfiles.userId, promptLabelMoves.movedBy))
    .where(
      and(
        eq(promptLabelMoves.snippetId, input.id),
        input.cursor === undefined ? undefined : lt(promptLabelMoves.id, input.cursor),
        seen,
      ),
    )
    .orderBy(desc(promptLabelMoves.id))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  return {
    moves: page.map((row) => ({
      id: row.id,
      label: row.label,
      fromVersion: row.fromVersion,
      toVersion: row.toVersion,
      movedBy: movedBy(row.username, row.movedById),
      movedAt: row.movedAt,
    })),
    nextCursor: rows.length > input.limit ? page.at(-1)!.id : null,
  };
}

/**
 * Locks the prompt for a label move by this viewer: whoever may change the prompt (lockOwn:
 * 404 to those who cannot read it, 403 to readers who may not change it); a label the
 * prompt's workspace protects, only its admins and owners.
 */
async function lockForLabel(tx: Database, viewer: Viewer, promptId: number, label: string) {
  const prompt = await lockOwn(tx, viewer, promptId);
  if (prompt.workspaceId === null) return prompt;
  const [workspace] = await tx
    .select({ protectedLabels: workspaces.protectedLabels })
    .from(workspaces)
    .where(eq(workspaces.id, prompt.workspaceId));
  if (!workspace?.protectedLabels.includes(label)) return prompt;
  const role = await roleIn(tx, viewer, prompt.workspaceId);
  if (!role || !atLeast(role, 'admin')) throw new DomainError('FORBIDDEN', labelMessages.protected);
  return prompt;
}

async function currentVersionOf(tx: Database, promptId: number, label: string) {
  const [row] = await tx
    .select({ version: promptLabels.version })
    .from(promptLabels)
    .where(and(eq(promptLabels.snippetId, promptId), eq(promptLabels.label, label)));
  return row?.version ?? null;
}

/**
 * Records a move of a label, from the version it pointed at (null: it was new) to another
 * (null: removed). Every move passes here, under the prompt's lock, so the record is complete
 * and in order; this is where a move is announced to others (webhooks' `label.moved`).
 */
async function recordMove(
  tx: Database,
  viewer: Viewer,
  move: { promptId: number; label: string; fromVersion: number | null; toVersion: number | null },
) {
  await tx.insert(promptLabelMoves).values({
    snippetId: move.promptId,
    label: move.label,
    fromVersion: move.fromVersion,
    toVersion: move.toVersion,
    movedBy: writerId(viewer),
  });
  const { promptId, ...label } = move;
  await emitPromptEvent(tx, 'label.moved', promptId, {
    version: move.toVersion ?? move.fromVersion ?? undefined,
    label,
  });
}

/**
 * Points a label at a version of the prompt, which must exist (400 otherwise). Moving it where
 * it already points changes and records nothing. Answers the label as the list shows it.
 */
export async function moveLabel(ctx: Ctx, input: z.output<typeof moveLabelSchema>) {
  await ctx.db.transaction(async (tx) => {
    await lockForLabel(tx, ctx.viewer, input.id, input.label);
    const exists = await tx.$count(
      snippetVersions,
      and(eq(snippetVersions.snippetId, input.id), eq(snippetVersions.version, input.version)),
    );
    if (exists === 0) {
      throw new DomainError('BAD_INPUT', labelMessages.noSuchVersion(input.version));
    }
    const fromVersion = await currentVersionOf(tx, input.id, input.label);
    if (fromVersion === input.version) return;
    const moved = {
      version: input.version,
      movedBy: writerId(ctx.viewer),
      movedAt: sql`now()`,
    };
    await tx
      .insert(promptLabels)
      .values({ snippetId: input.id, label: input.label, ...moved })
      .onConflictDoUpdate({ target: [promptLabels.snippetId, promptLabels.label], set: moved });
    await recordMove(tx, ctx.viewer, {
      promptId: input.id,
      label: input.label,
      fromVersion,
      toVersion: input.version,
    });
  });
  const labels = await listLabels(ctx.db, ctx.viewer, input.id);
  return labels.find((label) => label.label === input.label)!;
}

/** Removes a label from the prompt (404 'Label not found.' when it has none by that name). */
export async function removeLabel(ctx: Ctx, input: z.output<typeof removeLabelSchema>) {
  await ctx.db.transaction(async (tx) => {
    await lockForLabel(tx, ctx.viewer, input.id, input.label);
    const [removed] = await tx
      .delete(promptLabels)
      .where(and(eq(promptLabels.snippetId, input.id), eq(promptLabels.label, input.label)))
      .returning({ version: promptLabels.version });
    if (!removed) throw new DomainError('NOT_FOUND', labelMessages.notFound);
    await recordMove(tx, ctx.viewer, {
      promptId: input.id,
      label: input.label,
      fromVersion: removed.version,
      toVersion: null,
    });
  });
  return { message: labelMessages.removed };
}
