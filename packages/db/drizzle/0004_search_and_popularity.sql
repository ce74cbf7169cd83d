ALTER TABLE "snippets" ADD COLUMN "favorites_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "snippets" ADD COLUMN "popularity" integer GENERATED ALWAYS AS (likes_count + 2 * favorites_count) STORED;--> statement-breakpoint
ALTER TABLE "snippets" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', content), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ((coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_profiles_username_trgm_idx" ON "user_profiles" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "snippets_public_popularity_idx" ON "snippets" USING btree ("popularity","created_at","id") WHERE "snippets"."is_public";--> statement-breakpoint
CREATE INDEX "snippets_public_search_idx" ON "snippets" USING gin ("search_vector") WHERE "snippets"."is_public";--> statement-breakpoint
CREATE INDEX "snippets_title_trgm_idx" ON "snippets" USING gin ("title" gin_trgm_ops);