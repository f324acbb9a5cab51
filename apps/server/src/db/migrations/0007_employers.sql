CREATE TABLE "job_views" (
	"job_id" uuid NOT NULL,
	"viewer_key" text NOT NULL,
	"day" text NOT NULL,
	CONSTRAINT "job_views_job_id_viewer_key_day_pk" PRIMARY KEY("job_id","viewer_key","day")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "notified_status" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "size" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "eligibility" jsonb;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "timezone_overlap" jsonb;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "application_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "accepts_autopilot" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "screening_findings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "closed_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "posting_source" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "application_emails" text DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status_emails_off" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_views" ADD CONSTRAINT "job_views_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_job_status_idx" ON "applications" USING btree ("job_id","status") WHERE "applications"."withdrawn_at" is null;