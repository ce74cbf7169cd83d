CREATE TABLE "prompt_label_moves" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prompt_label_moves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"snippet_id" integer NOT NULL,
	"label" varchar(30) NOT NULL,
	"from_version" integer,
	"to_version" integer,
	"moved_by" uuid,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prompt_label_moves_label_format" CHECK ("prompt_label_moves"."label" ~ '^[a-z0-9-]{1,30}$'),
	CONSTRAINT "prompt_label_moves_changes" CHECK ("prompt_label_moves"."from_version" is not null or "prompt_label_moves"."to_version" is not null)
);
--> statement-breakpoint
CREATE TABLE "prompt_labels" (
	"snippet_id" integer NOT NULL,
	"label" varchar(30) NOT NULL,
	"version" integer NOT NULL,
	"moved_by" uuid,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prompt_labels_pkey" PRIMARY KEY("snippet_id","label"),
	CONSTRAINT "prompt_labels_label_format" CHECK ("prompt_labels"."label" ~ '^[a-z0-9-]{1,30}$'),
	CONSTRAINT "prompt_labels_not_latest" CHECK ("prompt_labels"."label" <> 'latest')
);
--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "protected_labels" varchar(30)[] DEFAULT '{production}' NOT NULL;--> statement-breakpoint
ALTER TABLE "prompt_label_moves" ADD CONSTRAINT "prompt_label_moves_snippet_id_snippets_id_fk" FOREIGN KEY ("snippet_id") REFERENCES "public"."snippets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_label_moves" ADD CONSTRAINT "prompt_label_moves_moved_by_users_id_fk" FOREIGN KEY ("moved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_labels" ADD CONSTRAINT "prompt_labels_moved_by_users_id_fk" FOREIGN KEY ("moved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_labels" ADD CONSTRAINT "prompt_labels_version_fk" FOREIGN KEY ("snippet_id","version") REFERENCES "public"."snippet_versions"("snippet_id","version") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prompt_label_moves_snippet_id_idx" ON "prompt_label_moves" USING btree ("snippet_id","id");--> statement-breakpoint
CREATE INDEX "prompt_label_moves_moved_by_idx" ON "prompt_label_moves" USING btree ("moved_by");--> statement-breakpoint
CREATE INDEX "prompt_labels_moved_by_idx" ON "prompt_labels" USING btree ("moved_by");