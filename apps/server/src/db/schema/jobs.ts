/**
 * The catalogue: jobs and the import runs that fill it.
 * One part of the schema: db/schema.ts gathers the parts for Drizzle and drizzle-kit.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  applicationMethodTypes,
  importRunStatuses,
  importTriggers,
  jobStatuses,
  salaryPeriods,
  type ImportSourceSummary,
} from '@orbit/shared/job-contracts';
import { workplaceSqlExpression } from '@orbit/shared/eligibility';
import {
  closedReasons,
  type Eligibility,
  type PostingSource,
  type ScreeningFinding,
  type TimezoneOverlap,
} from '@orbit/shared/posting-contracts';
import { createdAt, tsvector } from './columns.ts';
import { companies } from './companies.ts';
import { users } from './accounts.ts';

/** A link to the same posting on another feed, kept on the one row that represents it. */
export interface SourceLink {
  source: string;
  sourceId: string;
  url: string;
}

/**
 * The catalogue: imported (external) jobs, demo jobs and jobs employers post here (native, `postedBy` set).
 * Imports upsert on (source, source_id); `dedupe_key` finds the same posting on another feed.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    company: text('company').notNull(),
    /** normalizeCompanyName(company), the key companies are matched on. */
    companyKey: text('company_key').notNull(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    logo: text('logo').notNull().default(''),
    location: text('location').notNull().default(''),
    /** Who may apply, in the feed's words ('USA Only'). */
    regions: text('regions').notNull().default(''),
    remote: boolean('remote').notNull().default(true),
    employmentType: text('employment_type').notNull().default(''),
    /** The type as the list filter compares it: letters only, lower case ('Full-time' → 'fulltime'). */
    employmentTypeKey: text('employment_type_key')
      .notNull()
      .generatedAlwaysAs(sql`regexp_replace(lower("employment_type"), '[^a-z]', '', 'g')`),
    /**
     * The world regions the location and regions fall in ('Lagos, Nigeria' → {Africa}), by job_world_regions(), a
     * SQL function generated from shared/world-regions.ts (migration 0006): the location filter reads this instead
     * of matching ~34 place names per row.
     */
    worldRegions: text('world_regions')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`job_world_regions("location" || ' | ' || "regions")`),
    /**
     * The countries the location and regions name ('Berlin, Germany' → {DE}; cities count), by job_place_countries(),
     * a SQL function generated from shared/place-countries.ts (migration 0014): the location filter's "in this
     * country", through a GIN index.
     */
    placeCountries: text('place_countries')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`job_place_countries("location" || ' | ' || "regions")`),
    /** remote / hybrid / onsite, or null (not remote, not said): shared/eligibility.ts's readWorkplace as SQL. */
    workplace: text('workplace').generatedAlwaysAs(sql.raw(workplaceSqlExpression())),
    /**
     * What the list filters ask of a job, as keys of the search index ('category:Remote Design', 'type:fulltime',
     * 'remote-from:country:NG'…; features/catalogue/list-facets.ts), by job_list_facets() (migration 0017) from the
     * values the columns above hold (a generated column cannot read another).
     */
    listFacets: text('list_facets')
      .array()
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `job_list_facets("category", regexp_replace(lower("employment_type"), '[^a-z]', '', 'g'), ${workplaceSqlExpression()}, "eligibility", ` +
            `job_place_countries("location" || ' | ' || "regions"), job_world_regions("location" || ' | ' || "regions"))`,
        ),
      ),
    experienceLevel: text('experience_level').notNull().default(''),
    salaryMin: numeric('salary_min', { mode: 'number' }),
    salaryMax: numeric('salary_max', { mode: 'number' }),
    salaryCurrency: text('salary_currency'),
    salaryPeriod: text('salary_period', { enum: salaryPeriods }),
    /** The feed's own salary words when they could not be read as a range. */
    salaryText: text('salary_text'),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    /** posted_at + 30 days (spec section 9). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    category: text('category').notNull(),
    /** Sanitised HTML or plain text. */
    description: text('description').notNull().default(''),
    responsibilities: text('responsibilities').notNull().default(''),
    requirements: text('requirements').notNull().default(''),
    benefits: text('benefits').notNull().default(''),
    skills: jsonb('skills')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    tags: jsonb('tags')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    postedBy: uuid('posted_by').references(() => users.id, { onDelete: 'set null' }),
    source: text('source').notNull(),
    /** The feed's id; null for native jobs. */
    sourceId: text('source_id'),
    sourceUrl: text('source_url'),
    extraSourceLinks: jsonb('extra_source_links')
      .$type<SourceLink[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    applicationMethodType: text('application_method_type', { enum: applicationMethodTypes })
      .notNull()
      .default('unknown'),
    applicationMethodValue: text('application_method_value').notNull().default(''),
    status: text('status', { enum: jobStatuses }).notNull().default('live'),
    /**
     * Who may apply: a native post's own statement; an imported job's as read from its feed's words
     * (`readEligibility`, packages/shared/src/eligibility.ts). Null = the job does not say (never taken as worldwide).
     */
    eligibility: jsonb('eligibility').$type<Eligibility>(),
    /**
     * Imported jobs: the version of the eligibility reader that filled `eligibility` (0 = not read yet). A newer reader
     * reads every imported job again (job-import/read-eligibility-task.ts); native posts keep theirs.
     */
    eligibilityReader: smallint('eligibility_reader').notNull().default(0),
    timezoneOverlap: jsonb('timezone_overlap').$type<TimezoneOverlap>(),
    applicationDeadline: timestamp('application_deadline', { withTimezone: true }),
    /** Whether Autopilot may apply for seekers (a posting option). */
    acceptsAutopilot: boolean('accepts_autopilot').notNull().default(true),
    /**
     * What automatic screening found when the post was last submitted or edited (empty = clean). On a live post these
     * are findings a moderator accepted by approving it: an edit that finds more goes back to review (post-job.ts).
     */
    screeningFindings: jsonb('screening_findings')
      .$type<ScreeningFinding[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    closedReason: text('closed_reason', { enum: closedReasons }),
    /** The employer's closing message (sent to open applicants) or the moderator's rejection reason. */
    closedMessage: text('closed_message').notNull().default(''),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Native posts: the employer's own Markdown, kept to edit (the columns above hold it rendered and sanitised). */
    postingSource: jsonb('posting_source').$type<PostingSource>(),
    /** company_key + normalised title: the same posting on two feeds shares it. */
    dedupeKey: text('dedupe_key').notNull(),
    /** Digest of the imported content: an unchanged record is not written again. */
    contentHash: text('content_hash'),
    /** When a feed last listed it (imports). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Full-text search: title A, company B, tags and skills C, the texts D (HTML tags are not words to the parser). */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "company"), 'B') || setweight(to_tsvector('english', "tags"), 'C') || setweight(to_tsvector('english', "skills"), 'C') || setweight(to_tsvector('english', "description" || ' ' || "responsibilities" || ' ' || "requirements" || ' ' || "benefits"), 'D')`,
      ),
  },
  (table) => [
    uniqueIndex('jobs_source_source_id_key').on(table.source, table.sourceId),
    // Every search and list filter in one GIN index: a search's words, its filters (list_facets) and the titles and
    // companies close to a misspelt word are keys of one index scan, which intersects them before the heap is read.
    // With one index per column, PostgreSQL read the rows of a broad word and only then dropped those of another type
    // or country (5,000 heap rows for 500 matches; 'senior' part-time 21 → 5 ms).
    index('jobs_search_idx').using(
      'gin',
      table.searchVector,
      table.listFacets,
      sql`lower(${table.title}) gin_trgm_ops`,
      sql`lower(${table.company}) gin_trgm_ops`,
    ),
    index('jobs_live_posted_at_idx')
      .on(table.postedAt.desc())
      .where(sql`${table.status} = 'live'`),
    // Autopilot's candidate walk (recommendations/rank-jobs-by-key.ts): the newest live jobs naming a seeker's skills,
    // their keys only. The walk passes a few thousand jobs to find a hundred that match; with what it tests in the
    // index it is an index-only scan (~40 index pages) rather than a heap row per job passed (~1,700 pages). expires_at,
    // updated_at and skills are keys only because Drizzle has no INCLUDE: (posted_at, id) is unique, they never order.
    index('jobs_live_walk_idx')
      .on(
        table.postedAt.desc().nullsLast(),
        table.id.desc().nullsLast(),
        table.expiresAt,
        table.updatedAt,
        table.skills,
      )
      .where(sql`${table.status} = 'live'`),
    // Counting live jobs (every list answers its total) reads this small index instead of the whole table.
    index('jobs_live_expires_at_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'live'`),
    // Autopilot's incremental round reads the live jobs changed since an import began (a few hundred of 100k).
    index('jobs_live_updated_at_idx')
      .on(table.updatedAt)
      .where(sql`${table.status} = 'live'`),
    // A location filter that names no region or country ('EMEA', 'Remote'): `ILIKE '%emea%'` through trigrams.
    index('jobs_live_place_trgm_idx')
      .using('gin', sql`(${table.location} || ' | ' || ${table.regions}) gin_trgm_ops`)
      .where(sql`${table.status} = 'live'`),
    index('jobs_company_key_idx').on(table.companyKey),
    index('jobs_company_id_idx').on(table.companyId),
    index('jobs_dedupe_key_idx').on(table.dedupeKey),
    index('jobs_posted_by_idx').on(table.postedBy),
    // Recommendation candidates: `skills ?| array[…]` (jobs naming any of the seeker's skills).
    index('jobs_skills_idx').using('gin', table.skills),
  ],
);

/** One row per import: its trigger, outcome and a summary per source. */
export const importRuns = pgTable(
  'import_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trigger: text('trigger', { enum: importTriggers }).notNull(),
    status: text('status', { enum: importRunStatuses }).notNull().default('queued'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    summary: jsonb('summary')
      .$type<Record<string, ImportSourceSummary>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (table) => [index('import_runs_started_at_idx').on(table.startedAt)],
);

/** When each source was last fetched, so no run polls a feed more often than its terms allow. */
/** One view of a job page per viewer per day (the owner's own views and known bots are not recorded). */
export const jobViews = pgTable(
  'job_views',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** A signed-in viewer's id, or a digest of a visitor's address and browser. */
    viewerKey: text('viewer_key').notNull(),
    day: text('day').notNull(),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.viewerKey, table.day] })],
);

/**
 * Views per job and day: job_views' rows counted as they are recorded (one a viewer a day), so a period's figures
 * read a row a day a job instead of every view. A count outlives its viewers' rows: deleting an account erases who
 * looked, not that someone did.
 */
export const jobViewDays = pgTable(
  'job_view_days',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.day] })],
);

export const jobSourceFetches = pgTable('job_source_fetches', {
  source: text('source').primaryKey(),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastError: text('last_error'),
});
