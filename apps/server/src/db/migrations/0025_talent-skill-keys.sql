-- talent_skill_keys: a seeker's skills (a JSON array of strings) lower-cased, once each; users.skill_keys, which the
-- candidate search compares with the spellings it asks for (features/candidates/candidate-filters.ts).
CREATE FUNCTION "talent_skill_keys"(skills jsonb) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $fn$
  SELECT coalesce(array_agg(DISTINCT lower(skill #>> '{}')), '{}'::text[])
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(skills) = 'array' THEN skills ELSE '[]'::jsonb END) AS skill
  WHERE jsonb_typeof(skill) = 'string'
$fn$;--> statement-breakpoint
DROP INDEX "users_talent_skills_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "skill_keys" text[] GENERATED ALWAYS AS (talent_skill_keys("skills")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_talent_skill_keys_idx" ON "users" USING gin ("skill_keys") WHERE "users"."talent_visibility" <> 'hidden' and "users"."user_type" = 'candidate';