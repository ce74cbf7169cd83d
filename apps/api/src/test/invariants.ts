// What must hold in the database whatever requests came before (fuzz.test.ts checks it after
// each suite): counters equal their rows, nothing points at a row that is gone, a prompt
// holds what its newest version holds, a label points where its last move took it, and every
// workspace keeps an owner within its limits, an accepted suggestion is credited.
import * as schema from '@promptshelf/db';
import { execute, type Database } from '@promptshelf/db';
import {
  SUGGESTIONS_OPEN_PER_PROMPT,
  WORKSPACE_MEMBERS_MAX,
  WORKSPACE_PENDING_INVITATIONS_MAX,
  WORKSPACES_PER_MEMBER_MAX,
} from '@promptshelf/validators';
import { getTableName, is, sql, type SQL } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';

async function firstRow(db: Database, query: SQL): Promise<Record<string, number>> {
  const [row] = await execute(db, query);
  return row as Record<string, number>;
}

// Rate limits and sessions are written on purpose by refused requests too.
const NOT_WRITTEN_BY_A_REQUEST = new Set(['rate_limits', 'sessions']);
const WRITTEN_TABLES = (Object.values(schema) as unknown[])
  .flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : []))
  .filter((name) => !NOT_WRITTEN_BY_A_REQUEST.has(name));

/** The rows of every table a request writes, so a refused request can be shown to add none. */
export function writtenRowCounts(db: Database): Promise<Record<string, number>> {
  const columns = WRITTEN_TABLES.map((table) => `(select count(*)::int from ${table}) as ${table}`);
  return firstRow(db, sql.raw(`select ${columns.join(', ')}`));
}

/** How many rows break each invariant: every figure must be 0. */
export function brokenInvariants(db: Database): Promise<Record<string, number>> {
  return firstRow(
    db,
    sql`
    select
      (select count(*)::int from snippets s
        where s.likes_count <> (select count(*) from likes l where l.snippet_id = s.id)
           or s.favorites_count <> (select count(*) from favorites f where f.snippet_id = s.id))
        as wrong_reaction_counts,
      -- Each tag of public prompts with how many carry it, and no tag that none carries.
      (select count(*)::int
        from (select tag as name, count(*)::int as carried
                from snippets, unnest(tags) as tag where is_public group by tag) as public_tags
        full join tag_counts using (name)
        where public_tags.carried is distinct from tag_counts.public_count) as wrong_tag_counts,
      -- Versions are numbered 1..n without gaps, n being the prompt's current version.
      (select count(*)::int from snippets s,
        lateral (select count(*)::int as made, max(v.version) as newest from snippet_versions v
                  where v.snippet_id = s.id) as history
        where history.made <> s.version or history.newest is distinct from s.version) as wrong_version_counts,
      (select count(*)::int from snippets s
        join snippet_versions v on v.snippet_id = s.id and v.version = s.version
        where (s.title, s.content, s.ai_tool, s.custom_ai_tool, s.purpose, s.variables)
          is distinct from (v.title, v.content, v.ai_tool, v.custom_ai_tool, v.purpose, v.variables))
        as current_not_newest_version,
      (select count(*)::int from snippet_versions v
        where not exists (select 1 from snippets s where s.id = v.snippet_id)) as orphan_versions,
      (select count(*)::int from collection_snippets cs
        where not exists (select 1 from collections c where c.id = cs.collection_id)
           or not exists (select 1 from snippets s where s.id = cs.snippet_id))
        as orphan_collection_rows,
      (select count(*)::int from (select user_id, snippet_id from likes
                                  union all select user_id, snippet_id from favorites) r
        where not exists (select 1 from snippets s where s.id = r.snippet_id)
           or not exists (select 1 from users u where u.id = r.user_id)) as orphan_reactions,
      -- A label points where its last recorded move took it, and was never moved unrecorded.
      (select count(*)::int from (
        select distinct on (snippet_id, label) snippet_id, label, to_version
          from prompt_label_moves order by snippet_id, label, id desc) as last_move
        full join prompt_labels l
          on l.snippet_id = last_move.snippet_id and l.label = last_move.label
        where l.version is distinct from last_move.to_version) as labels_not_where_moved,
      (select count(*)::int from users u
        where not exists (select 1 from user_profiles p where p.user_id = u.id)) as no_profile,
      (select count(*)::int from workspaces w
        where not exists (select 1 from workspace_members m
                          where m.workspace_id = w.id and m.role = 'owner')) as ownerless_workspaces,
      -- Members of a workspace, pending invitations of a workspace, workspaces of a member.
      (select count(*)::int from (
        select workspace_id from workspace_members group by workspace_id
          having count(*) > ${WORKSPACE_MEMBERS_MAX}
        union all
        select workspace_id from workspace_invitations
          where accepted_at is null and revoked_at is null and expires_at > now()
          group by workspace_id having count(*) > ${WORKSPACE_PENDING_INVITATIONS_MAX}
        union all
        select null from workspace_members group by user_id
          having count(*) > ${WORKSPACES_PER_MEMBER_MAX}) as over) as over_workspace_limits,
      -- Suggested edits (decision 233): an accepted one's version credits its suggester; no
      -- member has more open on one prompt than the limit.
      (select count(*)::int from prompt_suggestions ps
        where ps.status = 'accepted' and ps.accepted_version is not null
          and not exists (select 1 from snippet_versions v
                          where v.snippet_id = ps.snippet_id and v.version = ps.accepted_version
                            and v.suggested_by = ps.suggester_id)) as uncredited_suggestions,
      (select count(*)::int from (select 1 from prompt_suggestions where status = 'open'
          group by suggester_id, snippet_id having count(*) > ${SUGGESTIONS_OPEN_PER_PROMPT}) as over)
        as over_open_suggestions`,
  );
}

export const NONE_BROKEN = {
  wrong_reaction_counts: 0,
  wrong_tag_counts: 0,
  wrong_version_counts: 0,
  current_not_newest_version: 0,
  orphan_versions: 0,
  orphan_collection_rows: 0,
  orphan_reactions: 0,
  labels_not_where_moved: 0,
  no_profile: 0,
  ownerless_workspaces: 0,
  over_workspace_limits: 0,
  uncredited_suggestions: 0,
  over_open_suggestions: 0,
};
