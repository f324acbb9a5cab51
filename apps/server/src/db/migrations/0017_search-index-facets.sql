-- Issue 17 §5: one GIN index for a search's words, its list filters and the trigram step, so that PostgreSQL intersects
-- them in one index scan before it reads a row. A filter on a column (category = …, eligibility @> …) was checked on each
-- heap row of a broad word's matches: 'senior' with type=part-time read 4,935 rows for 515 matches.
-- job_list_facets: the keys the list filters ask for (features/catalogue/list-facets.ts builds the same keys; the
-- location and openTo tests check the two agree): category, type, workplace (unstated reads as on-site, as the filter
-- does), who may apply ('open:…', 'open:unknown' when the job does not say), and for the location filter where a job
-- can be taken from: a remote job from where its eligibility names ('remote-from:…') or, when it does not say, from the
-- places its words name ('remote-from:named-…'); an on-site or hybrid job in the places its words name.
CREATE FUNCTION "job_list_facets"(category text, type_key text, workplace text, eligibility jsonb, place_countries text[], world_regions text[])
RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $fn$
  WITH keys AS (
    SELECT
      CASE WHEN eligibility IS NULL THEN ARRAY[]::text[] ELSE
        (CASE WHEN eligibility @> '{"worldwide": true}' THEN ARRAY['worldwide'] ELSE ARRAY[]::text[] END)
        || ARRAY(SELECT 'country:' || code FROM jsonb_array_elements_text(
             CASE WHEN jsonb_typeof(eligibility -> 'countries') = 'array' THEN eligibility -> 'countries' ELSE '[]'::jsonb END) AS code)
        || ARRAY(SELECT 'region:' || region FROM jsonb_array_elements_text(
             CASE WHEN jsonb_typeof(eligibility -> 'regions') = 'array' THEN eligibility -> 'regions' ELSE '[]'::jsonb END) AS region)
      END AS open,
      ARRAY(SELECT 'country:' || code FROM unnest(place_countries) AS code)
        || ARRAY(SELECT 'region:' || region FROM unnest(world_regions) AS region) AS named
  )
  SELECT ARRAY['category:' || category, 'type:' || type_key, 'workplace:' || coalesce(workplace, 'onsite')]
    || CASE WHEN eligibility IS NULL THEN ARRAY['open:unknown'] ELSE ARRAY(SELECT 'open:' || key FROM unnest(open) AS key) END
    || CASE
         WHEN workplace = 'remote' AND eligibility IS NULL THEN ARRAY(SELECT 'remote-from:named-' || key FROM unnest(named) AS key)
         WHEN workplace = 'remote' THEN ARRAY(SELECT 'remote-from:' || key FROM unnest(open) AS key)
         WHEN workplace = 'hybrid' THEN ARRAY(SELECT 'hybrid-in:' || key FROM unnest(named) AS key)
         ELSE ARRAY(SELECT 'onsite-in:' || key FROM unnest(named) AS key)
       END
  FROM keys
$fn$;--> statement-breakpoint
-- The per-column indexes the filters and the search used are replaced by jobs_search_idx below.
DROP INDEX "jobs_search_vector_idx";--> statement-breakpoint
DROP INDEX "jobs_title_trgm_idx";--> statement-breakpoint
DROP INDEX "jobs_company_trgm_idx";--> statement-breakpoint
DROP INDEX "jobs_category_idx";--> statement-breakpoint
DROP INDEX "jobs_live_type_expires_at_idx";--> statement-breakpoint
DROP INDEX "jobs_live_world_regions_idx";--> statement-breakpoint
DROP INDEX "jobs_live_place_countries_idx";--> statement-breakpoint
DROP INDEX "jobs_live_eligibility_idx";--> statement-breakpoint
-- Filled for every existing row by the ALTER itself (one table rewrite).
ALTER TABLE "jobs" ADD COLUMN "list_facets" text[] GENERATED ALWAYS AS (job_list_facets("category", regexp_replace(lower("employment_type"), '[^a-z]', '', 'g'), CASE WHEN ("title" || ' | ' || "location" || ' | ' || "regions") ~* '\mhybrid\M' THEN 'hybrid' WHEN ("title" || ' | ' || "location" || ' | ' || "regions") ~* '\m(?:on[- ]?site|in[- ]office|office[- ]based|in[- ]person)\M' THEN 'onsite' WHEN "remote" OR ("title" || ' | ' || "location" || ' | ' || "regions") ~* '\m(?:remote|remotely|work from home|wfh|telecommute|anywhere)\M' THEN 'remote' END, "eligibility", job_place_countries("location" || ' | ' || "regions"), job_world_regions("location" || ' | ' || "regions"))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search_vector","list_facets",lower("title") gin_trgm_ops,lower("company") gin_trgm_ops);