-- Issue 13: a like or a save in one round trip (docs/decisions/081-throughput.md). The same
-- steps as before, in the same order, each statement with a fresh snapshot (PL/pgSQL under
-- READ COMMITTED): lock the prompt's row if the viewer may see it, remove the viewer's
-- reaction or add it if there was none, move the prompt's counter by one. The row lock
-- serialises toggles of one prompt, so the counter always equals the number of rows.
-- Returns no row when the prompt is not there for this viewer.
CREATE FUNCTION "toggle_reaction"("kind" text, "viewer" uuid, "target" integer)
RETURNS TABLE ("is_on" boolean, "count" integer)
LANGUAGE plpgsql AS $$
DECLARE
  removed boolean;
BEGIN
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
