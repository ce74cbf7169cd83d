CREATE TABLE "moderation_actions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "moderation_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_id" uuid,
	"action" varchar(20) NOT NULL,
	"snippet_id" integer NOT NULL,
	"snippet_title" varchar(255) NOT NULL,
	"snippet_author_id" uuid,
	"reason" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "snippets" ADD COLUMN "cloned_from_id" integer;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_actions_created_idx" ON "moderation_actions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "moderation_actions_snippet_idx" ON "moderation_actions" USING btree ("snippet_id");--> statement-breakpoint
ALTER TABLE "snippets" ADD CONSTRAINT "snippets_cloned_from_id_snippets_id_fk" FOREIGN KEY ("cloned_from_id") REFERENCES "public"."snippets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "snippets_cloned_from_idx" ON "snippets" USING btree ("cloned_from_id") WHERE "snippets"."cloned_from_id" IS NOT NULL;