import { tagCounts, type Database } from '@promptshelf/db';
import { TAG_PATTERN, type tagSuggestSchema } from '@promptshelf/validators';
import { asc, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Context } from '../../context';

type TagSuggestQuery = z.output<typeof tagSuggestSchema>;
export type TagSuggestion = { name: string; count: number };

/**
 * Tags of public prompts, most used first, then by name, for autocomplete. A prefix is a
 * range of tag_counts' primary key (collation "C"); tags are only letters, digits and '-',
 * all below '{' in byte order, so [prefix, prefix || '{') is every tag that starts with it.
 */
export async function suggestTags(
  db: Database,
  { search, limit }: TagSuggestQuery,
): Promise<TagSuggestion[]> {
  // A prefix no tag can start with (say 'c++' or 'é') has no suggestions.
  if (search && !TAG_PATTERN.test(search)) return [];
  const prefix = search
    ? sql`${tagCounts.name} >= ${search} and ${tagCounts.name} < ${`${search}{`}`
    : undefined;
  return (
    db
      .select({ name: tagCounts.name, count: tagCounts.publicCount })
      .from(tagCounts)
      .where(prefix)
      // NULLS LAST as in tag_counts_count_idx (the column is never null), so the index serves it.
      .orderBy(sql`${tagCounts.publicCount} desc nulls last`, asc(tagCounts.name))
      .limit(limit)
  );
}

/** The same for every viewer: from the shared cache and the replica (decisions 080, 082). */
export function suggestTagsShared(
  ctx: Pick<Context, 'readDb' | 'sharedReads'>,
  input: TagSuggestQuery,
): Promise<TagSuggestion[]> {
  return ctx.sharedReads.get(`tags ${JSON.stringify(input)}`, () => suggestTags(ctx.readDb, input));
}
