-- An API token may belong to a workspace and act for it alone; it goes with its workspace
-- (decision 175). A personal token keeps workspace_id null.
ALTER TABLE "api_tokens" ADD COLUMN "workspace_id" integer;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_tokens_workspace_created_idx" ON "api_tokens" USING btree ("workspace_id","created_at","id") WHERE "api_tokens"."workspace_id" is not null;