CREATE TABLE "autopilot_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seeker_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"reason_code" text,
	"reason" text,
	"match_score" real,
	"match_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cover_letter" text DEFAULT '' NOT NULL,
	"application_id" uuid,
	"send_after" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "autopilot_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"daily_limit" integer DEFAULT 5 NOT NULL,
	"weekly_limit" integer DEFAULT 25 NOT NULL,
	"skill_keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"location_preference" text DEFAULT 'worldwide' NOT NULL,
	"minimum_salary" integer DEFAULT 0 NOT NULL,
	"excluded_companies" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience_level" text DEFAULT 'all' NOT NULL,
	"job_types" text[] DEFAULT '{full-time,contract}'::text[] NOT NULL,
	"customize_cover_letter" boolean DEFAULT true NOT NULL,
	"auto_follow_up" boolean DEFAULT false NOT NULL,
	"follow_up_delay" integer DEFAULT 5 NOT NULL,
	"minimum_match_score" integer DEFAULT 75 NOT NULL,
	"mode" text DEFAULT 'review' NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"base_cover_letter" text DEFAULT '' NOT NULL,
	"digest_emails" boolean DEFAULT true NOT NULL,
	"paused_reason" text,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"last_scan_at" timestamp with time zone,
	"last_manual_scan_at" timestamp with time zone,
	"last_digest_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "followed_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "follow_up_message" text;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "in_reply_to_email_id" uuid;--> statement-breakpoint
ALTER TABLE "autopilot_decisions" ADD CONSTRAINT "autopilot_decisions_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopilot_decisions" ADD CONSTRAINT "autopilot_decisions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopilot_decisions" ADD CONSTRAINT "autopilot_decisions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopilot_settings" ADD CONSTRAINT "autopilot_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "autopilot_decisions_seeker_job_key" ON "autopilot_decisions" USING btree ("seeker_id","job_id");--> statement-breakpoint
CREATE INDEX "autopilot_decisions_seeker_updated_idx" ON "autopilot_decisions" USING btree ("seeker_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "autopilot_decisions_waiting_idx" ON "autopilot_decisions" USING btree ("seeker_id","outcome","send_after") WHERE "autopilot_decisions"."outcome" in ('queued', 'proposed');--> statement-breakpoint
CREATE INDEX "autopilot_settings_active_idx" ON "autopilot_settings" USING btree ("user_id") WHERE "autopilot_settings"."is_active";--> statement-breakpoint
CREATE INDEX "applications_seeker_autopilot_idx" ON "applications" USING btree ("seeker_id","applied_at") WHERE "applications"."autopilot_generated";