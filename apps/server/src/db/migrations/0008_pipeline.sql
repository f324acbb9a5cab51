ALTER TABLE "applications" ADD COLUMN "match_breakdown" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "employer_notified_at" timestamp with time zone;--> statement-breakpoint
-- Applications made before employers were e-mailed about them: nobody is owed a digest of those.
UPDATE "applications" SET "employer_notified_at" = "applied_at" WHERE "employer_notified_at" IS NULL;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "applications_job_match_idx" ON "applications" USING btree ("job_id","match_score" DESC NULLS LAST,"applied_at" DESC NULLS LAST,"id") WHERE "applications"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "applications_unscored_idx" ON "applications" USING btree ("id") WHERE "applications"."match_breakdown" is null and "applications"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "applications_employer_unnotified_idx" ON "applications" USING btree ("job_id") WHERE "applications"."employer_notified_at" is null and "applications"."withdrawn_at" is null;