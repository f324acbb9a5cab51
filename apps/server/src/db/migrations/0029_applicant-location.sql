DROP INDEX "applications_job_applied_at_cover_idx";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "applicant_location" text;--> statement-breakpoint
-- Applications kept so far: their seeker's location now (the nearest known to where they were when they applied).
UPDATE "applications" SET "applicant_location" = "users"."location" FROM "users" WHERE "users"."id" = "applications"."seeker_id";--> statement-breakpoint
CREATE INDEX "applications_job_applied_at_cover_idx" ON "applications" USING btree ("job_id","applied_at","withdrawn_at","status","autopilot_generated","first_response_at","applicant_location","id");
