CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seeker_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"status" text DEFAULT 'Applied' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"cover_letter" text DEFAULT '' NOT NULL,
	"employer_notes" text DEFAULT '' NOT NULL,
	"feedback" text DEFAULT '' NOT NULL,
	"match_score" real,
	"autopilot_generated" boolean DEFAULT false NOT NULL,
	"is_external" boolean DEFAULT false NOT NULL,
	"resume_file_id" uuid,
	"external_submission" jsonb,
	"failure_reason" text,
	"applied_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "application_id" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_resume_file_id_uploaded_files_id_fk" FOREIGN KEY ("resume_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_live_seeker_job_key" ON "applications" USING btree ("seeker_id","job_id") WHERE "applications"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "applications_seeker_applied_at_idx" ON "applications" USING btree ("seeker_id","applied_at" DESC NULLS LAST) WHERE "applications"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "applications_job_applied_at_idx" ON "applications" USING btree ("job_id","applied_at" DESC NULLS LAST) WHERE "applications"."withdrawn_at" is null;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emails_application_id_idx" ON "emails" USING btree ("application_id");