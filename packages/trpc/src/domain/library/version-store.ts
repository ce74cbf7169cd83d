import { snippets, snippetVersions, type Database } from '@promptshelf/db';
import { samePlaceholderSettings, type PlaceholderSetting } from '@promptshelf/validators';
import { and, eq, not, sql } from 'drizzle-orm';
import { emitPromptEvent } from '../webhooks/events';

/** The fields a version keeps; a change to any other field (visibility) makes no version. */
type VersionedFields = {
  title: string;
  content: string;
  aiTool: string;
  customAiTool: string | null;
  purpose: string;
  variables: PlaceholderSetting[];
};

export function changesVersion(before: VersionedFields, after: VersionedFields): boolean {
  return (
    before.title !== after.title ||
    before.content !== after.content ||
    before.aiTool !== after.aiTool ||
    before.customAiTool !== after.customAiTool ||
    before.purpose !== after.purpose ||
    !samePlaceholderSettings(before.variables, after.variables)
  );
}

/** Set with the new fields in the update of a prompt that makes a version. */
export const nextVersion = { version: sql`${snippets.version} + 1` };

/**
 * Copies the prompt's fields as stored now into its history, under its current number, and
 * credits whoever suggested it (decision 233), and tells the owner's webhooks (`prompt.created` for the first version, `prompt.updated` after). The
 * caller holds the prompt's row lock (or has just inserted it), so numbers never repeat or skip
 * under concurrent edits; the primary key (snippet_id, version) guards that too.
 */
export async function storeCurrentVersion(
  tx: Database,
  promptId: number,
  authorId: string,
  note: string | null,
  suggestedBy: string | null = null,
) {
  const [stored] = await tx
    .insert(snippetVersions)
    .select(
      tx
        .select({
          snippetId: snippets.id,
          version: snippets.version,
          title: snippets.title,
          content: snippets.content,
          aiTool: snippets.aiTool,
          customAiTool: snippets.customAiTool,
          purpose: snippets.purpose,
          variables: snippets.variables,
          note: sql<string | null>`${note}::varchar`.as('note'),
          // Made while the prompt is public, a version is published with it.
          isPublic: snippets.isPublic,
          authorId: sql<string>`${authorId}::uuid`.as('author_id'),
          suggestedBy: sql<string | null>`${suggestedBy}::uuid`.as('suggested_by'),
          createdAt: snippets.updatedAt,
        })
        .from(snippets)
        .where(eq(snippets.id, promptId)),
    )
    .returning({ version: snippetVersions.version });
  await emitPromptEvent(tx, stored!.version === 1 ? 'prompt.created' : 'prompt.updated', promptId);
}

/**
 * Publishes versions of a prompt that has just become public (or is public): the one it shows
 * now, `version`, or with `version` left out every one, its private past included.
 */
export async function publishVersions(tx: Database, promptId: number, version?: number) {
  await tx
    .update(snippetVersions)
    .set({ isPublic: true })
    .where(
      and(
        eq(snippetVersions.snippetId, promptId),
        version === undefined
          ? not(snippetVersions.isPublic)
          : eq(snippetVersions.version, version),
      ),
    );
}
