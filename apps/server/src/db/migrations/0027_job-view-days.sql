CREATE TABLE "job_view_days" (
	"job_id" uuid NOT NULL,
	"day" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_view_days_job_id_day_pk" PRIMARY KEY("job_id","day")
);
--> statement-breakpoint
DROP INDEX "job_views_job_day_idx";--> statement-breakpoint
ALTER TABLE "job_view_days" ADD CONSTRAINT "job_view_days_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The views recorded so far, counted once.
INSERT INTO "job_view_days" ("job_id", "day", "views") SELECT "job_id", "day", count(*) FROM "job_views" GROUP BY "job_id", "day";
