ALTER TABLE "snippets" ADD COLUMN "variables" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "snippet_versions" ADD COLUMN "variables" jsonb DEFAULT '[]'::jsonb NOT NULL;