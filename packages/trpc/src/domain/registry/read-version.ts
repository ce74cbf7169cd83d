import {
  snippets,
  snippetVersions,
  userProfiles,
  workspaces,
  type Database,
} from '@promptshelf/db';
import {
  formatRef,
  LATEST_LABEL,
  parseRef,
  promptMessages,
  labelMessages,
  versionMessages,
  type PlaceholderSetting,
} from '@promptshelf/validators';
import { and, eq } from 'drizzle-orm';
import type { Viewer } from '../../context';
import { DomainError } from '../domain-error';
import { promptIdByRef } from '../library/prompt-names';
import { versionVisibleTo } from '../library/prompt-shape';
import { readableBy } from '../library/visibility';
import { labelledVersion, labelsByVersion } from '../labels/labels';

/** Which version of a prompt: a label (`latest` when neither is given) or a number. */
export type VersionPick = { label?: string | undefined; version?: number | undefined };

/** One version of a prompt as the registry and includes read it, before includes resolve. */
export type PromptVersion = {
  id: number;
  ref: string;
  name: string;
  version: number;
  labels: string[];
  title: string;
  content: string;
  variables: PlaceholderSetting[];
  updatedAt: Date;
};

const notFound = () => new DomainError('NOT_FOUND', promptMessages.notFound);

/**
 * A prompt by its reference, at the version asked for, if the reader may read it (readableBy,
 * the one rule of every read) and, for an earlier version, may see that version
 * (versionVisibleTo). A prompt it may not read is "not found", exactly as one that is missing.
 */
export async function readByRef(
  db: Database,
  reader: Viewer | null,
  ref: string,
  pick: VersionPick,
): Promise<PromptVersion> {
  const parsed = parseRef(ref);
  const id = parsed && (await promptIdByRef(db, parsed));
  if (!id) throw notFound();
  return readById(db, reader, id, pick);
}

export async function readById(
  db: Database,
  reader: Viewer | null,
  id: number,
  pick: VersionPick,
): Promise<PromptVersion> {
  const [row] = await db
    .select({
      id: snippets.id,
      name: snippets.name,
      current: snippets.version,
      title: snippets.title,
      content: snippets.content,
      variables: snippets.variables,
      updatedAt: snippets.updatedAt,
      workspaceSlug: workspaces.slug,
      username: userProfiles.username,
    })
    .from(snippets)
    .leftJoin(workspaces, eq(workspaces.id, snippets.workspaceId))
    .leftJoin(userProfiles, eq(userProfiles.userId, snippets.authorId))
    .where(and(eq(snippets.id, id), readableBy(snippets, reader)));
  if (!row) throw notFound();
  const version = pick.version ?? (await labelledVersion(db, row.id, pick.label ?? LATEST_LABEL));
  if (version === null) throw new DomainError('NOT_FOUND', labelMessages.notFound);
  const shown = {
    id: row.id,
    ref: formatRef(
      row.workspaceSlug !== null
        ? { workspaceSlug: row.workspaceSlug }
        : { username: row.username },
      row.name,
    ),
    name: row.name,
    version,
    labels: (await labelsByVersion(db, row.id)).get(version) ?? [],
  };
  if (version === row.current) {
    const { title, content, variables, updatedAt } = row;
    return { ...shown, title, content, variables, updatedAt };
  }
  const [earlier] = await db
    .select({
      title: snippetVersions.title,
      content: snippetVersions.content,
      variables: snippetVersions.variables,
      updatedAt: snippetVersions.createdAt,
    })
    .from(snippetVersions)
    .innerJoin(snippets, eq(snippets.id, snippetVersions.snippetId))
    .where(
      and(
        eq(snippetVersions.snippetId, id),
        eq(snippetVersions.version, version),
        versionVisibleTo(reader),
      ),
    );
  if (!earlier) throw new DomainError('NOT_FOUND', versionMessages.notFound);
  return { ...shown, ...earlier, variables: earlier.variables ?? [] };
}
