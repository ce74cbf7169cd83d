import { execute, snippets, type Database } from '@promptshelf/db';
import { OTHER_AI_TOOLS_LISTED } from '@promptshelf/validators';
import { sql } from 'drizzle-orm';
import type { Context } from '../../context';
import { listed } from './engine';

/**
 * The named 'Other' tools of listed prompts, for Browse's tool filter: each name once whatever
 * its case, spelled as its newest prompt spells it, in alphabetical order, at most
 * OTHER_AI_TOOLS_LISTED (a name beyond them still filters from the address). A skip scan of
 * snippets_public_named_tool_created_idx: one index probe per name, however many prompts name it.
 */
export async function listOtherAiTools(db: Database): Promise<string[]> {
  const named = sql`${listed()} and ${snippets.customAiTool} is not null`;
  const key = sql`lower(${snippets.customAiTool})`;
  const rows = await execute(
    db,
    sql`with recursive names(name) as (
          (select ${key} from ${snippets} where ${named} order by 1 limit 1)
          union all
          select (select ${key} from ${snippets} where ${named} and ${key} > names.name
                  order by 1 limit 1)
          from names where names.name is not null
        )
        select (select ${snippets.customAiTool} from ${snippets}
                where ${named} and ${key} = names.name
                order by ${snippets.createdAt} desc, ${snippets.id} desc limit 1) as name
        from names where names.name is not null
        limit ${OTHER_AI_TOOLS_LISTED}`,
  );
  return rows.map((row) => String(row.name));
}

/** The same for every viewer: from the shared cache and the replica (decisions 080, 082). */
export function listOtherAiToolsShared(ctx: Pick<Context, 'readDb' | 'sharedReads'>) {
  return ctx.sharedReads.get('other ai tools', () => listOtherAiTools(ctx.readDb));
}
