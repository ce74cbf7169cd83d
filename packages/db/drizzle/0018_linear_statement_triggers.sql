-- The statement-level triggers on prompts compared each statement's old and new rows by
-- joining them on id. PL/pgSQL plans such a query once per connection and keeps the plan, made
-- for the sizes of the first statement it saw: after a one-row update (a like) the join stays
-- a nested loop, so a later update of n rows costs n² row pairs (4,000 rows: 29 s on PGlite;
-- an update of every prompt would never end). No trigger joins the two any more: rows are
-- compared as sets (EXCEPT ALL, run by hash or sort) or summed up per tag, in time linear in
-- the rows whatever plan was kept. What each trigger does is unchanged
-- (docs/decisions/084-linear-statement-triggers.md).
--
-- search_words (0007): the words of public rows whose text changed or that became public.
-- An unchanged public row has the same (id, title, content) before and after; any other new
-- public row is new to the public texts.
CREATE OR REPLACE FUNCTION "search_words_add"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_words (word, ndoc)
    SELECT w, count(*) FROM new_rows s, search_words_in(s.title || ' ' || s.content) AS w
    WHERE s.is_public
    GROUP BY w ORDER BY w
    ON CONFLICT (word) DO UPDATE SET ndoc = search_words.ndoc + excluded.ndoc;
  ELSE
    INSERT INTO search_words (word, ndoc)
    SELECT w, count(*)
    FROM (
      SELECT id, title, content FROM new_rows WHERE is_public
      EXCEPT ALL
      SELECT id, title, content FROM old_rows WHERE is_public
    ) s, search_words_in(s.title || ' ' || s.content) AS w
    GROUP BY w ORDER BY w
    ON CONFLICT (word) DO UPDATE SET ndoc = search_words.ndoc + excluded.ndoc;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- tag_counts (0014): each public new row adds one to each of its tags, each public old row
-- takes one away; a row whose tags and visibility stayed cancels itself out.
CREATE OR REPLACE FUNCTION "tag_counts_apply"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  delta jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_object_agg(t, n) INTO delta FROM (
      SELECT t, count(*) AS n FROM new_rows s, unnest(s.tags) AS t WHERE s.is_public GROUP BY t
    ) x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_object_agg(t, -n) INTO delta FROM (
      SELECT t, count(*) AS n FROM old_rows s, unnest(s.tags) AS t WHERE s.is_public GROUP BY t
    ) x;
  ELSE
    SELECT jsonb_object_agg(t, n) INTO delta FROM (
      SELECT t, sum(d) AS n FROM (
        SELECT t, 1 AS d FROM new_rows s, unnest(s.tags) AS t WHERE s.is_public
        UNION ALL
        SELECT t, -1 FROM old_rows o, unnest(o.tags) AS t WHERE o.is_public
      ) x GROUP BY t HAVING sum(d) <> 0
    ) y;
  END IF;
  IF delta IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO tag_counts (name, public_count)
  SELECT key, value::int FROM jsonb_each_text(delta) ORDER BY key COLLATE "C"
  ON CONFLICT (name) DO UPDATE SET public_count = tag_counts.public_count + excluded.public_count;
  DELETE FROM tag_counts
  WHERE name = ANY (ARRAY(SELECT jsonb_object_keys(delta))) AND public_count <= 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Shared reads (0016): notify unless only the counters changed. An UPDATE keeps its row count
-- and every row carries its id, so the old and new rows differ as multisets exactly when some
-- row changed besides its counters (the popularity made of them, and the search document made
-- of the text, which is compared itself, are left out too).
CREATE OR REPLACE FUNCTION "notify_shared_reads_unless_counters"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT to_jsonb(o) - '{likes_count,favorites_count,popularity,search_vector}'::text[]
    FROM old_rows o
    EXCEPT ALL
    SELECT to_jsonb(n) - '{likes_count,favorites_count,popularity,search_vector}'::text[]
    FROM new_rows n
  ) THEN
    PERFORM pg_notify('promptshelf_shared_reads', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END
$$;
