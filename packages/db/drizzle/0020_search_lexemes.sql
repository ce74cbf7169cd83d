-- Issue 13, search worst case: the unfinished last word of a search is a prefix ('summery'
-- corrected to 'summary' is 'summari':*), and a GIN scan of a prefix reads every posting of
-- every lexeme it covers before the AND with the other words can skip anything: 30–45 ms at
-- 1,000,000 prompts for 'summari':*. The same lexemes named one by one ('summari' |
-- 'summaris') are skipped through: 14–19 ms, the same 2,125 matches. This table holds every
-- lexeme a prompt's search document has held, so browse can look the prefix up first
-- (search_prefix_lexemes) and give the GIN the lexemes (docs/decisions/085-prefix-by-lexemes.md).
-- Lexemes are never removed: a superset finds exactly what the prefix finds.
CREATE TABLE "search_lexemes" (
	"lexeme" text COLLATE "C" PRIMARY KEY NOT NULL
);
--> statement-breakpoint
INSERT INTO "search_lexemes" ("lexeme")
SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM "snippets"
ORDER BY 1
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Set-based, once per statement, linear in its rows (decision 084): an insert adds the
-- lexemes of its rows, an update those of the rows whose search document changed. Lexemes
-- are added in order, so concurrent writers lock shared ones in the same order. A reaction's
-- counter update skips it (0019).
CREATE FUNCTION "search_lexemes_add"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_lexemes (lexeme)
    SELECT DISTINCT unnest(tsvector_to_array(s.search_vector)) FROM new_rows s
    ORDER BY 1
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO search_lexemes (lexeme)
    SELECT DISTINCT unnest(tsvector_to_array(s.search_vector)) FROM (
      SELECT id, search_vector FROM new_rows
      EXCEPT ALL
      SELECT id, search_vector FROM old_rows
    ) s
    ORDER BY 1
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "snippets_search_lexemes_insert" AFTER INSERT ON "snippets"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_add();
--> statement-breakpoint
CREATE TRIGGER "snippets_search_lexemes_update" AFTER UPDATE ON "snippets"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
WHEN (current_setting('promptshelf.counters_only', true) IS DISTINCT FROM 'on')
EXECUTE FUNCTION search_lexemes_add();
--> statement-breakpoint
-- The lexemes a search word stands for as the unfinished last word: those starting with its
-- stem under the 'english' configuration, as `to_tsquery('english', word || ':*')` means it.
-- NULL when the word has no stem (a stop word) or more than max_lexemes lexemes start with
-- it (the caller keeps the prefix then). The pattern is a constant of the statement, so the
-- primary key (collation "C") answers the LIKE.
CREATE FUNCTION "search_prefix_lexemes"("word" text, "max_lexemes" integer) RETURNS text[]
LANGUAGE plpgsql STABLE AS $$
DECLARE
  prefix text := (regexp_match(to_tsquery('english', word || ':*')::text, '^''([^'']*)'':\*$'))[1];
  found text[];
BEGIN
  IF prefix IS NULL OR prefix = '' THEN
    RETURN NULL;
  END IF;
  EXECUTE format(
    'SELECT array(SELECT lexeme FROM search_lexemes WHERE lexeme LIKE %L ORDER BY lexeme LIMIT %s)',
    regexp_replace(prefix, '([\\%_])', '\\\1', 'g') || '%', max_lexemes + 1
  ) INTO found;
  IF cardinality(found) > max_lexemes THEN
    RETURN NULL;
  END IF;
  RETURN found;
END
$$;
