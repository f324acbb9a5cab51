import crypto from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { backfillMatchBreakdowns } from '../../apps/server/src/features/applications/backfill-match-breakdowns.ts';
import { users } from '../../apps/server/src/db/schema/accounts.ts';
import { companies } from '../../apps/server/src/db/schema/companies.ts';
import { jobs } from '../../apps/server/src/db/schema/jobs.ts';
import { companyMembers } from '../../apps/server/src/db/schema/team.ts';
import { normalizeCompanyName } from '../../apps/server/src/domain/companies/company-names.ts';
import { issueSessionToken } from '../../apps/server/src/lib/auth/session-tokens.ts';
import type { Clock } from '../../apps/server/src/lib/clock.ts';

/**
 * The analytics benchmark's data: one busy company (its owner signed in) with `jobs` native posts, `applications`
 * applications from `applications / 5` seekers (five each, to different jobs) spread over the last year across the
 * pipeline's statuses (3% withdrawn, 20% sent by Autopilot, 60% answered 1–200 hours after applying), seekers in
 * thirty places, and `views` job views spread over the same year. Written with set-based SQL (generate_series), so
 * half a million rows take seconds; deterministic but for the ids.
 *
 * Applying stores each application's match score and breakdown; rows inserted here have none, and the server's
 * backfill task (queued at every start) would score all of them while the load runs — rewriting every row, busying
 * this process and leaving the table's recent pages not all-visible (heap fetches instead of index-only scans). So
 * they are scored here by that same function, the queued run is waited for, and only then is the database vacuumed:
 * the load meets the table as production has it.
 */

export interface AnalyticsData {
  companyId: string;
  employerToken: string;
  /** One of the company's posts (the one-job request). */
  jobId: string;
  seconds: number;
}

const places = [
  'Lagos, Nigeria',
  'Nairobi, Kenya',
  'Accra, Ghana',
  'Cape Town, South Africa',
  'Kigali, Rwanda',
  'Cairo, Egypt',
  'Berlin, Germany',
  'London, UK',
  'Lisbon, Portugal',
  'Warsaw, Poland',
  'Madrid, Spain',
  'Paris, France',
  'Toronto, Canada',
  'Austin, Texas, USA',
  'Mexico City, Mexico',
  'São Paulo, Brazil',
  'Bogota, Colombia',
  'Buenos Aires, Argentina',
  'Bangalore, India',
  'Manila, Philippines',
  'Singapore',
  'Jakarta, Indonesia',
  'Karachi, Pakistan',
  'Dubai, UAE',
  'Sydney, Australia',
  'Auckland, New Zealand',
  'Remote',
  '',
  'Somewhere',
  'Tunis, Tunisia',
];

export async function generateAnalytics(
  db: Db,
  clock: Clock,
  jwtSecret: string,
  sizes: { jobs: number; applications: number; views: number },
): Promise<AnalyticsData> {
  const started = performance.now();
  const now = clock.now();
  const tag = crypto.randomBytes(4).toString('hex');
  const companyName = `Bench Analytics Co ${tag}`;
  const [company] = await db
    .insert(companies)
    .values({
      name: companyName,
      normalizedName: normalizeCompanyName(companyName),
      website: `https://a-${tag}.example`,
    })
    .returning({ id: companies.id });
  const companyId = company!.id;
  const [employer] = await db
    .insert(users)
    .values({
      email: `bench-owner-${tag}@a-${tag}.example`,
      passwordHash: 'not-a-password-hash',
      name: 'Bench Owner',
      userType: 'employer',
      isEmailVerified: true,
      companyId,
    })
    .returning({ id: users.id });
  await db.insert(companyMembers).values({ userId: employer!.id, companyId, role: 'owner' });
  const employerToken = await issueSessionToken({ db, clock, jwtSecret }, employer!.id, {
    userAgent: 'analytics-bench',
    ip: '127.0.0.1',
  });
  const nowIso = now.toISOString();

  // Posts, posted over the last year (live or expired: both count).
  await db.execute(sql`
    insert into jobs (title, company, company_key, company_id, location, regions, employment_type, experience_level,
      posted_at, expires_at, category, description, requirements, skills, posted_by, source, dedupe_key)
    select 'Engineer ' || g, ${companyName}, ${normalizeCompanyName(companyName)}, ${companyId}, 'Remote', 'Worldwide',
      'Full-time', 'mid', ${nowIso}::timestamptz - (g % 365) * interval '1 day',
      ${nowIso}::timestamptz - (g % 365) * interval '1 day' + interval '30 days', 'Remote Backend Development',
      '<p>Build things.</p>', '<p>Some experience.</p>', '["TypeScript"]'::jsonb, ${employer!.id}, 'orbit',
      ${`bench-analytics-${tag}-`} || g
    from generate_series(1, ${sizes.jobs}) g`);

  const seekers = Math.ceil(sizes.applications / 5);
  await db.execute(sql`
    insert into users (email, password_hash, name, user_type, is_email_verified, onboarding_complete, location)
    select ${`bench-seeker-${tag}-`} || g || '@example.org', 'not-a-password-hash', 'Seeker ' || g, 'candidate', true,
      true, ${JSON.stringify(places)}::jsonb ->> (g % ${places.length})::int
    from generate_series(1, ${seekers}) g`);

  // Seeker s applies to jobs (s*7 + k*37) mod J, k = 0..4: five different jobs each.
  await db.execute(sql`
    with posted as (
      select id, row_number() over (order by id) - 1 as k from jobs where company_id = ${companyId}
    ), seeker as (
      select id, location, row_number() over (order by id) - 1 as s from users where email like ${`bench-seeker-${tag}-%`}
    ), pairs as (
      select seeker.id as seeker_id, seeker.location, posted.id as job_id, seeker.s * 5 + k.k as n
      from seeker cross join generate_series(0, 4) as k(k)
      join posted on posted.k = (seeker.s * 7 + k.k * 37) % ${sizes.jobs}
      where seeker.s * 5 + k.k < ${sizes.applications}
    ), dated as (
      select *, ${nowIso}::timestamptz - ((n::bigint * 7919) % (365 * 24 * 60)) * interval '1 minute' as applied_at,
        (n * 13) % 100 as roll
      from pairs
    )
    insert into applications (seeker_id, job_id, status, applied_at, autopilot_generated, withdrawn_at,
      first_response_at, status_changed_at, applicant_location)
    select seeker_id, job_id,
      case when roll < 50 then 'Applied' when roll < 68 then 'Reviewing' when roll < 78 then 'Shortlisted'
        when roll < 81 then 'Offered' when roll < 83 then 'Accepted' else 'Rejected' end,
      applied_at, n % 5 = 0,
      case when n % 33 = 0 then applied_at + interval '2 days' end,
      case when roll >= 50 or n % 5 = 1 then applied_at + (1 + (n * 31) % 200) * interval '1 hour' end,
      case when roll >= 50 then applied_at + (1 + (n * 31) % 200) * interval '1 hour' end,
      location
    -- In the order they were made, as applying writes them: a period's rows sit together on disk.
    from dated order by applied_at`);

  // Views: one row per (job, viewer, day), as recording keeps them.
  await db.execute(sql`
    with posted as (
      select id, row_number() over (order by id) - 1 as k from jobs where company_id = ${companyId}
    )
    insert into job_views (job_id, viewer_key, day)
    select posted.id, 'visitor:' || g, to_char(${nowIso}::timestamptz - ((g::bigint * 7919) % 365) * interval '1 day', 'YYYY-MM-DD')
    from generate_series(1, ${sizes.views}) g join posted on posted.k = g % ${sizes.jobs}`);
  // And their counts per job and day, as recording keeps them (domain/jobs/job-views.ts).
  await db.execute(sql`
    insert into job_view_days (job_id, day, views)
    select job_id, day, count(*) from job_views
    where job_id in (select id from jobs where company_id = ${companyId}) group by job_id, day`);

  await backfillMatchBreakdowns({ db, clock, log: { info: () => {}, warn: () => {} } });
  await backfillSettled(db);
  await db.execute(sql`vacuum analyze`);
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.companyId, companyId))
    .orderBy(asc(jobs.id))
    .limit(1);
  return { companyId, employerToken, jobId: job!.id, seconds: (performance.now() - started) / 1000 };
}

/** Waits until no run of the match backfill task is queued or working (the one queued at start may have begun). */
async function backfillSettled(db: Db): Promise<void> {
  for (;;) {
    const result = (await db.execute(sql`
      select count(*)::int as n from pgboss.job
      where name = 'application-match-backfill' and state in ('created', 'retry', 'active')`)) as unknown as {
      rows: { n: number }[];
    };
    if ((result.rows[0]?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
