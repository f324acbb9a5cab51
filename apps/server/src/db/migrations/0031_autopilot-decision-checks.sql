ALTER TABLE "autopilot_decisions" DROP CONSTRAINT "autopilot_decisions_seeker_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "autopilot_decisions" DROP CONSTRAINT "autopilot_decisions_job_id_jobs_id_fk";
--> statement-breakpoint
-- A decision's seeker and job, checked once per statement instead of once per row (a scan writes ~50 decisions at
-- once; the two foreign keys' row-by-row checks were two thirds of that insert). The seeker's row is locked
-- `for key share`, as a foreign key locks it, so an account being deleted meanwhile waits for the scan or is found
-- gone. The jobs are only checked: a foreign key's lock on each job rewrote ~50 job rows' headers a scan (a page
-- image in the WAL for each page first touched after a checkpoint, ~0.5 MB a scan), and nothing deletes a live job
-- (its life ends in a status, its row kept for the applications to it). Should one be deleted, its decisions go with
-- it (the trigger on jobs below).
CREATE FUNCTION "autopilot_decisions_check_new_rows"() RETURNS trigger
LANGUAGE plpgsql
AS $fn$
DECLARE
  wanted integer;
  found integer;
BEGIN
  SELECT count(DISTINCT job_id) INTO wanted FROM new_rows;
  SELECT count(*) INTO found
    FROM "jobs" j WHERE j.id IN (SELECT job_id FROM new_rows);
  IF found < wanted THEN
    RAISE EXCEPTION 'insert on table "autopilot_decisions" names a job that does not exist'
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  SELECT count(DISTINCT seeker_id) INTO wanted FROM new_rows;
  SELECT count(*) INTO found
    FROM (SELECT 1 FROM "users" u WHERE u.id IN (SELECT seeker_id FROM new_rows) FOR KEY SHARE OF u) locked;
  IF found < wanted THEN
    RAISE EXCEPTION 'insert on table "autopilot_decisions" names a seeker who does not exist'
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END;
$fn$;--> statement-breakpoint
CREATE TRIGGER "autopilot_decisions_check_inserted" AFTER INSERT ON "autopilot_decisions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "autopilot_decisions_check_new_rows"();--> statement-breakpoint
-- Nothing moves a decision to another seeker or job; should anything, the same check, row by row.
CREATE FUNCTION "autopilot_decisions_check_moved_row"() RETURNS trigger
LANGUAGE plpgsql
AS $fn$
BEGIN
  PERFORM 1 FROM "jobs" j WHERE j.id = NEW.job_id;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'update on table "autopilot_decisions" names a job that does not exist'
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  PERFORM 1 FROM "users" u WHERE u.id = NEW.seeker_id FOR KEY SHARE OF u;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'update on table "autopilot_decisions" names a seeker who does not exist'
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END;
$fn$;--> statement-breakpoint
CREATE TRIGGER "autopilot_decisions_check_moved" AFTER UPDATE OF "seeker_id", "job_id" ON "autopilot_decisions"
  FOR EACH ROW WHEN (OLD.seeker_id IS DISTINCT FROM NEW.seeker_id OR OLD.job_id IS DISTINCT FROM NEW.job_id)
  EXECUTE FUNCTION "autopilot_decisions_check_moved_row"();--> statement-breakpoint
-- `on delete cascade`, once per statement: a deleted job's or account's decisions go with it.
CREATE FUNCTION "autopilot_decisions_follow_deleted_jobs"() RETURNS trigger
LANGUAGE plpgsql
AS $fn$
BEGIN
  DELETE FROM "autopilot_decisions" d USING old_rows o WHERE d.job_id = o.id;
  RETURN NULL;
END;
$fn$;--> statement-breakpoint
CREATE TRIGGER "jobs_delete_autopilot_decisions" AFTER DELETE ON "jobs"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "autopilot_decisions_follow_deleted_jobs"();--> statement-breakpoint
CREATE FUNCTION "autopilot_decisions_follow_deleted_users"() RETURNS trigger
LANGUAGE plpgsql
AS $fn$
BEGIN
  DELETE FROM "autopilot_decisions" d USING old_rows o WHERE d.seeker_id = o.id;
  RETURN NULL;
END;
$fn$;--> statement-breakpoint
CREATE TRIGGER "users_delete_autopilot_decisions" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "autopilot_decisions_follow_deleted_users"();
