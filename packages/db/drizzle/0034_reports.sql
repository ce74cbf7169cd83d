CREATE TABLE "prompt_moderation_locks" (
	"prompt_id" integer PRIMARY KEY NOT NULL,
	"reason" varchar(500),
	"locked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"review_requested_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "report_cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"target_kind" varchar(10) NOT NULL,
	"target_id" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"outcome" varchar(10),
	"resolved_by" uuid,
	"reason" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" varchar(20) NOT NULL,
	"note" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prompt_moderation_locks" ADD CONSTRAINT "prompt_moderation_locks_prompt_id_snippets_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."snippets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_cases" ADD CONSTRAINT "report_cases_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_case_id_report_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."report_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prompt_moderation_locks_review_idx" ON "prompt_moderation_locks" USING btree ("prompt_id") WHERE "prompt_moderation_locks"."review_requested_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "report_cases_open_target_key" ON "report_cases" USING btree ("target_kind","target_id") WHERE "report_cases"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "report_cases_open_idx" ON "report_cases" USING btree ("id") WHERE "report_cases"."resolved_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_case_reporter_key" ON "reports" USING btree ("case_id","reporter_id");--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id");