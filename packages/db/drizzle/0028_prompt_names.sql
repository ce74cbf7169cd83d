CREATE TABLE "snippet_old_names" (
	"snippet_id" integer NOT NULL,
	"user_id" uuid,
	"workspace_id" integer,
	"name" varchar(64) NOT NULL,
	"renamed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Every prompt gets a name unique within its owner (decision 190). The column comes first without
-- a default (no rewrite), then one UPDATE names every row from its title, as `slugify` does for a
-- new prompt, minus the accent folding SQL lacks ('Café' → 'caf'): lower-case a-z and 0-9 joined
-- by single hyphens, at most 64, 'prompt' when nothing is left. The first prompt (by id) of an
-- owner with that name keeps it; later ones get '--{id}', which no title makes, so the unique
-- indexes below always build. Only the name changes, which no statement trigger follows.
ALTER TABLE "snippets" ADD COLUMN "name" varchar(64);--> statement-breakpoint
SELECT set_config('promptshelf.counters_only', 'on', true);--> statement-breakpoint
UPDATE "snippets" AS s SET "name" = CASE WHEN n.rank = 1 THEN n.base ELSE rtrim(left(n.base, 50), '-') || '--' || s.id END
FROM (
  SELECT b.id, b.base, row_number() OVER (PARTITION BY b.workspace_id, CASE WHEN b.workspace_id IS NULL THEN b.author_id END, b.base ORDER BY b.id) AS rank
  FROM (
    SELECT id, workspace_id, author_id,
      coalesce(nullif(rtrim(left(trim(BOTH '-' FROM regexp_replace(lower(title), '[^a-z0-9]+', '-', 'g')), 64), '-'), ''), 'prompt') AS base
    FROM "snippets"
  ) AS b
) AS n
WHERE n.id = s.id;--> statement-breakpoint
SELECT set_config('promptshelf.counters_only', 'off', true);--> statement-breakpoint
ALTER TABLE "snippets" ALTER COLUMN "name" SET DEFAULT ('prompt-' || replace(gen_random_uuid()::text, '-', ''));--> statement-breakpoint
ALTER TABLE "snippets" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "snippet_old_names" ADD CONSTRAINT "snippet_old_names_snippet_id_snippets_id_fk" FOREIGN KEY ("snippet_id") REFERENCES "public"."snippets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snippet_old_names" ADD CONSTRAINT "snippet_old_names_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snippet_old_names" ADD CONSTRAINT "snippet_old_names_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "snippet_old_names_name_idx" ON "snippet_old_names" USING btree ("name","renamed_at");--> statement-breakpoint
CREATE INDEX "snippet_old_names_snippet_idx" ON "snippet_old_names" USING btree ("snippet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "snippets_author_name_key" ON "snippets" USING btree ("author_id","name") WHERE "snippets"."workspace_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "snippets_workspace_name_key" ON "snippets" USING btree ("workspace_id","name") WHERE "snippets"."workspace_id" is not null;