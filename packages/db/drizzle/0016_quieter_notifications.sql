-- Issue 13: a like or a save changes nothing on a prompt but its counters. Such an update no
-- longer tells every app process to forget its shared reads: PostgreSQL serialises the commits
-- of notifying transactions (one lock, held through the commit's flush), which halved the
-- throughput of likes. Lists show a counter at most a second old, the shared reads' lifetime;
-- a signed-in person's own lists read current counters (docs/decisions/081-throughput.md).
-- Any other change to a prompt (text, visibility, tags, an id) still notifies, as before.
-- Every notification now names the table that changed, so a process forgets only what it shows.
CREATE OR REPLACE FUNCTION "notify_shared_reads"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('promptshelf_shared_reads', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "notify_shared_reads_unless_counters"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM new_rows n
    WHERE NOT EXISTS (
      SELECT 1 FROM old_rows o
      WHERE o.id = n.id
        -- The counters, the popularity made of them, and the search document made of the
        -- text (which is compared itself) are left out.
        AND to_jsonb(o) - '{likes_count,favorites_count,popularity,search_vector}'::text[]
          = to_jsonb(n) - '{likes_count,favorites_count,popularity,search_vector}'::text[]
    )
  ) THEN
    PERFORM pg_notify('promptshelf_shared_reads', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "snippets_notify_shared_reads" ON "snippets";
--> statement-breakpoint
CREATE TRIGGER "snippets_notify_shared_reads"
AFTER INSERT OR DELETE OR TRUNCATE ON "snippets"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_shared_reads"();
--> statement-breakpoint
CREATE TRIGGER "snippets_notify_shared_reads_update"
AFTER UPDATE ON "snippets"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_shared_reads_unless_counters"();
--> statement-breakpoint
-- Each app process keeps the sessions it read, with their person, for signed-in requests
-- (docs/decisions/081-throughput.md). A session ended or changed by any process (sign-out, a
-- password change ending the others, expiry) tells them all to forget it; the shared reads,
-- which show no session, know from the payload that this change is not theirs.
-- Only statements that changed a row notify: a sign-in's INSERT … ON CONFLICT DO UPDATE fires
-- the UPDATE trigger with no row when the session is new.
CREATE FUNCTION "notify_session_changes"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows) THEN
    PERFORM pg_notify('promptshelf_shared_reads', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_notify_update"
AFTER UPDATE ON "sessions"
REFERENCING OLD TABLE AS "changed_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_changes"();
--> statement-breakpoint
CREATE TRIGGER "sessions_notify_delete"
AFTER DELETE ON "sessions"
REFERENCING OLD TABLE AS "changed_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_changes"();
