-- job_world_regions: generated from packages/shared/src/world-regions.ts (worldRegionSqlPattern); a test checks they agree.
CREATE FUNCTION "job_world_regions"(place text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $fn$
  SELECT array_remove(ARRAY[
    CASE WHEN place ~* '(^|[^[:alnum:]])(North America|Americas|USA|US|U\.S\.|United States|Canada|Mexico|New York|San Francisco|Toronto|Austin|Pittsburgh)($|[^[:alnum:]])' THEN 'North America' END,
    CASE WHEN place ~* '(^|[^[:alnum:]])(South America|Latin America|LATAM|Americas|Brazil|Argentina|Colombia|Chile|Peru|Uruguay|Bogota|São Paulo|Sao Paulo|Buenos Aires)($|[^[:alnum:]])' THEN 'South America' END,
    CASE WHEN place ~* '(^|[^[:alnum:]])(Europe|European Union|EU|EMEA|CET|UK|United Kingdom|Ireland|Germany|France|Spain|Portugal|Italy|Netherlands|Belgium|Poland|Sweden|Norway|Denmark|Finland|Switzerland|Austria|Romania|Ukraine|Greece|Czech Republic|London|Berlin|Amsterdam|Lisbon|Paris|Madrid|Dublin|Warsaw)($|[^[:alnum:]])' THEN 'Europe' END,
    CASE WHEN place ~* '(^|[^[:alnum:]])(Africa|EMEA|Nigeria|Kenya|Ghana|South Africa|Rwanda|Egypt|Uganda|Tanzania|Ethiopia|Morocco|Tunisia|Algeria|Senegal|Côte d''Ivoire|Ivory Coast|Cameroon|Zambia|Zimbabwe|Botswana|Namibia|Mauritius|Lagos|Abuja|Nairobi|Accra|Kigali|Cairo|Cape Town|Johannesburg|Kampala|Addis Ababa|Dakar)($|[^[:alnum:]])' THEN 'Africa' END,
    CASE WHEN place ~* '(^|[^[:alnum:]])(Asia|APAC|Asia Pacific|India|Pakistan|Bangladesh|Sri Lanka|Singapore|Malaysia|Indonesia|Philippines|Vietnam|Thailand|Japan|South Korea|China|Hong Kong|Taiwan|UAE|Dubai|Israel|Turkey|Bangalore|Bengaluru|Manila|Tokyo)($|[^[:alnum:]])' THEN 'Asia' END,
    CASE WHEN place ~* '(^|[^[:alnum:]])(Australia|New Zealand|Oceania|APAC|Asia Pacific|ANZ|Sydney|Melbourne|Auckland)($|[^[:alnum:]])' THEN 'Australia' END
  ]::text[], NULL)
$fn$;--> statement-breakpoint
-- The catalogue's version: bumped whenever jobs change (at commit, by a deferred trigger), so cached list totals
-- and search rankings of an older version are never served (features/jobs/list-cache.ts).
CREATE SEQUENCE "catalogue_version";--> statement-breakpoint
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger
LANGUAGE plpgsql
AS $fn$
BEGIN
  PERFORM nextval('catalogue_version');
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "jobs_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "jobs"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "jobs_truncate_bumps_catalogue_version" AFTER TRUNCATE ON "jobs"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "employment_type_key" text GENERATED ALWAYS AS (regexp_replace(lower("employment_type"), '[^a-z]', '', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "world_regions" text[] GENERATED ALWAYS AS (job_world_regions("location" || ' | ' || "regions")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_live_type_expires_at_idx" ON "jobs" USING btree ("employment_type_key","expires_at") WHERE "jobs"."status" = 'live';--> statement-breakpoint
CREATE INDEX "jobs_live_world_regions_idx" ON "jobs" USING gin ("world_regions") WHERE "jobs"."status" = 'live';--> statement-breakpoint
ANALYZE "jobs";
