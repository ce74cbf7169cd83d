-- Issue 13: a like or a save updates only a prompt's counters, yet every UPDATE on prompts ran
-- the three statement triggers that look at text, tags and visibility (search words, tag
-- counts, shared-read notices), each comparing the old and new rows to find that nothing they
-- follow changed. toggle_reaction now says so for its own UPDATE: it sets
-- promptshelf.counters_only for that one statement, and the triggers' WHEN skips them then.
-- Any other UPDATE, in the same transaction too, runs them as before. pgbench of
-- toggle_reaction, 8 clients: 1.44 times the transactions a second (median of three rounds)
-- (docs/decisions/084-linear-statement-triggers.md).
CREATE OR REPLACE FUNCTION "toggle_reaction"("kind" text, "viewer" uuid, "target" integer)
RETURNS TABLE ("is_on" boolean, "count" integer)
LANGUAGE plpgsql AS $$
DECLARE
  removed boolean;
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  PERFORM 1 FROM snippets s
  WHERE s.id = target AND (s.is_public OR s.author_id = viewer)
  FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  IF kind = 'like' THEN
    DELETE FROM likes l WHERE l.user_id = viewer AND l.snippet_id = target;
    removed := FOUND;
    IF NOT removed THEN
      INSERT INTO likes (user_id, snippet_id) VALUES (viewer, target);
    END IF;
    -- A reaction is not an edit of the prompt: updated_at stays.
    PERFORM set_config('promptshelf.counters_only', 'on', true);
    RETURN QUERY UPDATE snippets s SET likes_count = s.likes_count + CASE WHEN removed THEN -1 ELSE 1 END
      WHERE s.id = target RETURNING NOT removed, s.likes_count;
    PERFORM set_config('promptshelf.counters_only', 'off', true);
  ELSIF kind = 'favorite' THEN
    DELETE FROM favorites f WHERE f.user_id = viewer AND f.snippet_id = target;
    removed := FOUND;
    IF NOT removed THEN
      INSERT INTO favorites (user_id, snippet_id) VALUES (viewer, target);
    END IF;
    PERFORM set_config('promptshelf.counters_only', 'on', true);
    RETURN QUERY UPDATE snippets s SET favorites_count = s.favorites_count + CASE WHEN removed THEN -1 ELSE 1 END
      WHERE s.id = target RETURNING NOT removed, s.favorites_count;
    PERFORM set_config('promptshelf.counters_only', 'off', true);
  ELSE
    RAISE EXCEPTION 'toggle_reaction: unknown kind %', kind;
  END IF;
END
$$;

--> statement-breakpoint
DROP TRIGGER snippets_search_words_update ON snippets;
--> statement-breakpoint
CREATE TRIGGER "snippets_search_words_update" AFTER UPDATE ON "snippets"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
WHEN (current_setting('promptshelf.counters_only', true) IS DISTINCT FROM 'on')
EXECUTE FUNCTION search_words_add();
--> statement-breakpoint
DROP TRIGGER snippets_tag_counts_update ON snippets;
--> statement-breakpoint
CREATE TRIGGER "snippets_tag_counts_update" AFTER UPDATE ON "snippets"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
WHEN (current_setting('promptshelf.counters_only', true) IS DISTINCT FROM 'on')
EXECUTE FUNCTION tag_counts_apply();
--> statement-breakpoint
DROP TRIGGER snippets_notify_shared_reads_update ON snippets;
--> statement-breakpoint
CREATE TRIGGER "snippets_notify_shared_reads_update" AFTER UPDATE ON "snippets"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT
WHEN (current_setting('promptshelf.counters_only', true) IS DISTINCT FROM 'on')
EXECUTE FUNCTION "notify_shared_reads_unless_counters"();
