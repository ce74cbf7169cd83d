CREATE TABLE "prompt_suggestions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prompt_suggestions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"snippet_id" integer NOT NULL,
	"suggester_id" uuid NOT NULL,
	"base_version" integer NOT NULL,
	"title" varchar(255) NOT NULL,
	"content" text NOT NULL,
	"variables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"note" varchar(500) NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"reason" varchar(500),
	"accepted_version" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prompt_suggestions_status" CHECK ("prompt_suggestions"."status" in ('open', 'accepted', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "snippet_versions" ADD COLUMN "suggested_by" uuid;--> statement-breakpoint
ALTER TABLE "prompt_suggestions" ADD CONSTRAINT "prompt_suggestions_snippet_id_snippets_id_fk" FOREIGN KEY ("snippet_id") REFERENCES "public"."snippets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_suggestions" ADD CONSTRAINT "prompt_suggestions_suggester_id_users_id_fk" FOREIGN KEY ("suggester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prompt_suggestions_snippet_idx" ON "prompt_suggestions" USING btree ("snippet_id","id");--> statement-breakpoint
CREATE INDEX "prompt_suggestions_snippet_open_idx" ON "prompt_suggestions" USING btree ("snippet_id","id") WHERE "prompt_suggestions"."status" = 'open';--> statement-breakpoint
CREATE INDEX "prompt_suggestions_suggester_idx" ON "prompt_suggestions" USING btree ("suggester_id","snippet_id","id");--> statement-breakpoint
ALTER TABLE "snippet_versions" ADD CONSTRAINT "snippet_versions_suggested_by_users_id_fk" FOREIGN KEY ("suggested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "snippet_versions_suggested_by_idx" ON "snippet_versions" USING btree ("suggested_by") WHERE "snippet_versions"."suggested_by" is not null;