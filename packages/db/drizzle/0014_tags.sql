-- Issue 16: tags (docs/decisions/150-tags.md). Written by drizzle-kit generate, then ordered
-- by hand: the column and the function come before the search document that uses them, and
-- the full-text index (dropped with the old column) is built again.
ALTER TABLE "snippets" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- A prompt's tags in its search document: each tag as a lexeme '#tag', which the text parser
-- never produces (so a tag filter matches tags only), and the tag's words with the title's
-- weight A (so a plain search finds 'cold-email' by 'cold email').
CREATE FUNCTION "snippet_tags_vector"("tags" text[]) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(array(SELECT '#' || t FROM unnest(tags) AS t WHERE t IS NOT NULL))
      || setweight(to_tsvector('english', array_to_string(tags, ' ')), 'A')
$$;--> statement-breakpoint
ALTER TABLE "snippets" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "snippets" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', content), 'B') || snippet_tags_vector(tags)) STORED;--> statement-breakpoint
CREATE INDEX "snippets_search_idx" ON "snippets" USING gin ("ai_tool","search_vector");--> statement-breakpoint
-- Collation "C" (byte order): the primary key then also serves `name LIKE 'prefix%'`.
CREATE TABLE "tag_counts" (
	"name" text COLLATE "C" PRIMARY KEY NOT NULL,
	"public_count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "tag_counts_count_idx" ON "tag_counts" USING btree ("public_count" DESC NULLS LAST,"name");--> statement-breakpoint
-- Exact counts, set-based once per statement (transition tables): each public row of the new
-- rows adds one to each of its tags, each public row of the old rows takes one away. Updates
-- that change neither the tags nor the visibility (likes, saves, edits of the text) add
-- nothing. Tags are written in name order, so concurrent writers lock shared tags in the same
-- order; a tag that no public prompt carries any more is removed.
CREATE FUNCTION "tag_counts_apply"() RETURNS trigger
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
        SELECT t, 1 AS d
        FROM new_rows s JOIN old_rows o ON o.id = s.id, unnest(s.tags) AS t
        WHERE s.is_public AND (s.tags IS DISTINCT FROM o.tags OR s.is_public IS DISTINCT FROM o.is_public)
        UNION ALL
        SELECT t, -1
        FROM new_rows s JOIN old_rows o ON o.id = s.id, unnest(o.tags) AS t
        WHERE o.is_public AND (s.tags IS DISTINCT FROM o.tags OR s.is_public IS DISTINCT FROM o.is_public)
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
$$;--> statement-breakpoint
CREATE TRIGGER "snippets_tag_counts_insert" AFTER INSERT ON "snippets"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tag_counts_apply();--> statement-breakpoint
CREATE TRIGGER "snippets_tag_counts_update" AFTER UPDATE ON "snippets"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tag_counts_apply();--> statement-breakpoint
CREATE TRIGGER "snippets_tag_counts_delete" AFTER DELETE ON "snippets"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tag_counts_apply();
