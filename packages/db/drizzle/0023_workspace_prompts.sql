-- Prompts and collections may belong to a workspace; a prompt's visibility is one of four words,
-- and is_public stays "listed", held equal to visibility = 'public' by a CHECK (decision 172).
ALTER TABLE "snippets" ADD COLUMN "visibility" varchar(10) DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "snippets" ADD COLUMN "workspace_id" integer;--> statement-breakpoint
-- Only visibility changes, which no statement trigger follows: they skip this one.
SELECT set_config('promptshelf.counters_only', 'on', true);--> statement-breakpoint
UPDATE "snippets" SET "visibility" = 'private' WHERE NOT "is_public";--> statement-breakpoint
SELECT set_config('promptshelf.counters_only', 'off', true);--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "workspace_id" integer;--> statement-breakpoint
ALTER TABLE "snippets" ADD CONSTRAINT "snippets_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "snippets_workspace_created_idx" ON "snippets" USING btree ("workspace_id","created_at","id") WHERE "snippets"."workspace_id" is not null;--> statement-breakpoint
CREATE INDEX "snippets_workspace_likes_idx" ON "snippets" USING btree ("workspace_id","likes_count","created_at","id") WHERE "snippets"."workspace_id" is not null;--> statement-breakpoint
CREATE INDEX "snippets_workspace_popularity_idx" ON "snippets" USING btree ("workspace_id","popularity","created_at","id") WHERE "snippets"."workspace_id" is not null;--> statement-breakpoint
CREATE INDEX "collections_workspace_updated_idx" ON "collections" USING btree ("workspace_id","updated_at","id") WHERE "collections"."workspace_id" is not null;--> statement-breakpoint
ALTER TABLE "snippets" ADD CONSTRAINT "snippets_visibility" CHECK ("snippets"."visibility" in ('private', 'workspace', 'unlisted', 'public'));--> statement-breakpoint
ALTER TABLE "snippets" ADD CONSTRAINT "snippets_is_public_listed" CHECK ("snippets"."is_public" = ("snippets"."visibility" = 'public'));--> statement-breakpoint
ALTER TABLE "snippets" ADD CONSTRAINT "snippets_visibility_owner" CHECK (("snippets"."visibility" <> 'workspace' or "snippets"."workspace_id" is not null) and ("snippets"."visibility" <> 'private' or "snippets"."workspace_id" is null));;--> statement-breakpoint
-- A like or a save needs a prompt its giver may read: the rule of readableBy
-- (packages/trpc/src/domain/library/visibility.ts), said again in SQL for this one round trip.
CREATE OR REPLACE FUNCTION "toggle_reaction"("kind" text, "viewer" uuid, "target" integer)
RETURNS TABLE ("is_on" boolean, "count" integer)
LANGUAGE plpgsql AS $$
DECLARE
  removed boolean;
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  PERFORM 1 FROM snippets s
  WHERE s.id = target AND (
    s.visibility IN ('public', 'unlisted')
    OR (s.workspace_id IS NULL AND s.author_id = viewer)
    OR (s.workspace_id IS NOT NULL AND EXISTS (
      SELECT 1 FROM workspace_members m WHERE m.workspace_id = s.workspace_id AND m.user_id = viewer)))
  FOR NO KEY UPDATE OF s;
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
