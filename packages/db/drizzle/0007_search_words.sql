-- "Did you mean": the distinct words of public prompts, for correcting a search word that
-- the full-text index does not know (docs/decisions/052-typo-tolerant-search.md).
-- Collation "C" (byte order): the primary key then also serves `word LIKE 'prefix%'`.
CREATE TABLE "search_words" (
	"word" text COLLATE "C" PRIMARY KEY NOT NULL,
	"ndoc" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The words of a text: lower case, split at anything but letters and digits, 3–30 long, once each.
CREATE FUNCTION "search_words_in"("doc" text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower(doc), '[^[:alnum:]]+') AS w
  WHERE length(w) BETWEEN 3 AND 30
$$;
--> statement-breakpoint
INSERT INTO "search_words" ("word", "ndoc")
SELECT w, count(*) FROM "snippets" s, search_words_in(s.title || ' ' || s.content) AS w
WHERE s.is_public
GROUP BY w;
--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
-- Set-based, once per statement (transition tables), so a bulk insert costs one grouped
-- insert. Words are added in order, so concurrent writers lock shared words in the same order.
-- An update counts only rows whose text changed or that became public; likes and saves
-- (counter updates) add nothing.
CREATE FUNCTION "search_words_add"() RETURNS trigger
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
    FROM new_rows s JOIN old_rows o ON o.id = s.id, search_words_in(s.title || ' ' || s.content) AS w
    WHERE s.is_public
      AND (NOT o.is_public OR s.title IS DISTINCT FROM o.title OR s.content IS DISTINCT FROM o.content)
    GROUP BY w ORDER BY w
    ON CONFLICT (word) DO UPDATE SET ndoc = search_words.ndoc + excluded.ndoc;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "snippets_search_words_insert" AFTER INSERT ON "snippets"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();
--> statement-breakpoint
CREATE TRIGGER "snippets_search_words_update" AFTER UPDATE ON "snippets"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();
