-- Shared reads (anonymous lists, a public prompt) are cached briefly in each app process.
-- Any committed change to what they show tells every process to forget them: one notification
-- per statement, delivered at commit, folded into one per transaction by PostgreSQL
-- (docs/decisions/080-shared-reads.md). Likes and saves change snippets' counters, so they notify too.
CREATE FUNCTION "notify_shared_reads"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('promptshelf_shared_reads', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "snippets_notify_shared_reads"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "snippets"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_shared_reads"();
--> statement-breakpoint
-- An author's name, username and picture are part of every prompt shown.
CREATE TRIGGER "users_notify_shared_reads"
AFTER UPDATE OR DELETE ON "users"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_shared_reads"();
--> statement-breakpoint
CREATE TRIGGER "user_profiles_notify_shared_reads"
AFTER INSERT OR UPDATE OR DELETE ON "user_profiles"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_shared_reads"();
