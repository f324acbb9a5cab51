-- Issue 17 §1: an alert keeps the job list's workplace (remote, hybrid, onsite, any; null = the list's default).
ALTER TABLE "job_alerts" ADD COLUMN "workplace" text;
