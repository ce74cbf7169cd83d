-- GIN operator classes for plain columns, so the full-text index can lead with ai_tool.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "snippets_public_search_idx";--> statement-breakpoint
CREATE INDEX "snippets_search_idx" ON "snippets" USING gin ("ai_tool","search_vector");
