CREATE TABLE "prompt_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prompt_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"snippet_id" integer NOT NULL,
	"parent_id" integer,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "prompt_comments_body_length" CHECK ("prompt_comments"."deleted_at" is not null or char_length("prompt_comments"."body") between 1 and 2000),
	CONSTRAINT "prompt_comments_not_own_parent" CHECK ("prompt_comments"."parent_id" <> "prompt_comments"."id")
);
--> statement-breakpoint
ALTER TABLE "snippets" ADD COLUMN "comments_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD COLUMN "comment_id" integer;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD COLUMN "comment_author_id" uuid;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD COLUMN "comment_body" text;--> statement-breakpoint
ALTER TABLE "prompt_comments" ADD CONSTRAINT "prompt_comments_snippet_id_snippets_id_fk" FOREIGN KEY ("snippet_id") REFERENCES "public"."snippets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_comments" ADD CONSTRAINT "prompt_comments_parent_id_prompt_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."prompt_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_comments" ADD CONSTRAINT "prompt_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prompt_comments_thread_idx" ON "prompt_comments" USING btree ("snippet_id",coalesce("parent_id", "id"),"id");--> statement-breakpoint
CREATE INDEX "prompt_comments_parent_idx" ON "prompt_comments" USING btree ("parent_id") WHERE "prompt_comments"."parent_id" is not null;--> statement-breakpoint
CREATE INDEX "prompt_comments_author_idx" ON "prompt_comments" USING btree ("author_id");--> statement-breakpoint
-- snippets.comments_count counts a prompt's comments that a visitor sees (neither deleted nor
-- hidden). A row trigger keeps it through every path: a comment's insert, edit, hide and
-- delete, and the cascades of a parent's or an account's delete (decision 230). Like a
-- reaction, the update changes a counter only, so the prompt's text triggers skip it
-- (decision 084).
CREATE FUNCTION "prompt_comments_count"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  delta integer := 0;
  target integer;
BEGIN
  IF TG_OP <> 'DELETE' AND NEW.deleted_at IS NULL AND NEW.hidden_at IS NULL THEN
    delta := delta + 1;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.deleted_at IS NULL AND OLD.hidden_at IS NULL THEN
    delta := delta - 1;
  END IF;
  IF delta <> 0 THEN
    target := CASE WHEN TG_OP = 'DELETE' THEN OLD.snippet_id ELSE NEW.snippet_id END;
    PERFORM set_config('promptshelf.counters_only', 'on', true);
    UPDATE snippets SET comments_count = comments_count + delta WHERE id = target;
    PERFORM set_config('promptshelf.counters_only', 'off', true);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "prompt_comments_count" AFTER INSERT OR UPDATE OR DELETE ON "prompt_comments"
FOR EACH ROW EXECUTE FUNCTION "prompt_comments_count"();
