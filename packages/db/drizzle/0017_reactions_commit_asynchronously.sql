-- Issue 13: a like or a save commits without waiting for its write-ahead log to reach the disk
-- (docs/decisions/081-throughput.md). A crash of the database server can then lose the
-- reactions of its last moment (at most three times wal_writer_delay, 600 ms by default), whole:
-- a reaction and its counter commit together or not at all, as before. Waiting for the flush
-- was most of a like's time under load. Set for the rest of the calling transaction (a
-- function-level SET would be undone before the commit that reads it); nothing else changes.
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
    RETURN QUERY UPDATE snippets s SET likes_count = s.likes_count + CASE WHEN removed THEN -1 ELSE 1 END
      WHERE s.id = target RETURNING NOT removed, s.likes_count;
  ELSIF kind = 'favorite' THEN
    DELETE FROM favorites f WHERE f.user_id = viewer AND f.snippet_id = target;
    removed := FOUND;
    IF NOT removed THEN
      INSERT INTO favorites (user_id, snippet_id) VALUES (viewer, target);
    END IF;
    RETURN QUERY UPDATE snippets s SET favorites_count = s.favorites_count + CASE WHEN removed THEN -1 ELSE 1 END
      WHERE s.id = target RETURNING NOT removed, s.favorites_count;
  ELSE
    RAISE EXCEPTION 'toggle_reaction: unknown kind %', kind;
  END IF;
END
$$;
