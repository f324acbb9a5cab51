import { and, count, eq, gte, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { placedCountryOf } from '@orbit/shared/eligibility';
import {
  addDays,
  analyticsMessages,
  defaultPeriodDays,
  lastDays,
  maxPeriodDays,
  periodDays,
  type AnalyticsRegion,
} from '@orbit/shared/analytics-contracts';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { messages, threads } from '../../db/schema/outreach.ts';
import { assignedPosts, companyPosts, viewsByDay } from '../../domain/jobs/view-counts.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';

type Reader = Pick<Db, 'select'>;

/** What is counted: the company's posts, or one of them; `from`–`to` are whole UTC days, both included. */
export interface AnalyticsScope {
  companyId: string;
  jobId?: string | undefined;
  /** A hiring manager's assigned posts; absent or null = every post of the company. */
  jobIds?: readonly string[] | null | undefined;
  from: string;
  to: string;
}

/**
 * The period asked for; a missing end is today (UTC), a missing start 30 days before the end. The query schema checks
 * a period given whole; one completed here is checked again.
 */
export function periodOf(clock: Clock, query: { from?: string | undefined; to?: string | undefined }) {
  const to = query.to ?? clock.now().toISOString().slice(0, 10);
  const from = query.from ?? lastDays(to, defaultPeriodDays).from;
  if (from > to) throw new AppError('VALIDATION', analyticsMessages.fromAfterTo);
  if (periodDays(from, to) > maxPeriodDays) throw new AppError('VALIDATION', analyticsMessages.rangeTooLong);
  return { from, to };
}

export interface AnalyticsCounts {
  views: { day: string; n: number }[];
  totals: {
    live: number;
    withdrawn: number;
    applied: number;
    reviewing: number;
    shortlisted: number;
    offered: number;
    accepted: number;
    rejected: number;
    autopilot: number;
    answeredWithin48h: number;
    judged48h: number;
    medianHours: number | null;
  };
  applicationsByDay: { day: string; n: number }[];
  locations: { location: string | null; n: number }[];
}

const hour = 60 * 60 * 1000;

/**
 * Counts a company's (or one post's) figures in four aggregate statements: views per day, the applications'
 * totals, applications per day, applications per location (placed in a region here: the rule lives in shared code
 * that has no SQL twin, and a company's applicants come from a few hundred distinct places).
 *
 * An application's answer is the company's first response the seeker sees: its first_response_at (a status move,
 * feedback, closing the job with an answer) or the company's first message in the application's thread, whichever
 * came first. Withdrawn applications count only under Withdrawn.
 */
export async function countAnalytics(db: Reader, clock: Clock, scope: AnalyticsScope): Promise<AnalyticsCounts> {
  const start = new Date(`${scope.from}T00:00:00Z`);
  const end = new Date(`${addDays(scope.to, 1)}T00:00:00Z`);
  const now = clock.now();
  const inScope = and(
    companyPosts(scope.companyId),
    scope.jobId ? eq(applications.jobId, scope.jobId) : undefined,
    assignedPosts(scope.jobIds),
    gte(applications.appliedAt, start),
    lt(applications.appliedAt, end),
  );

  const firstMessages = db
    .select({ applicationId: threads.applicationId, at: sql<Date>`min(${messages.createdAt})`.as('first_message_at') })
    .from(threads)
    .innerJoin(messages, eq(messages.threadId, threads.id))
    .where(
      and(
        eq(threads.companyId, scope.companyId),
        isNotNull(threads.applicationId),
        eq(messages.side, 'employer'),
        eq(messages.held, false),
      ),
    )
    .groupBy(threads.applicationId)
    .as('first_messages');
  const answeredAt = sql`least(${applications.firstResponseAt}, ${firstMessages.at})`;
  const live = sql`${applications.withdrawnAt} is null`;
  const counted = (condition: SQL) => sql<number>`count(*) filter (where ${live} and ${condition})`.mapWith(Number);
  const inStatus = (...statuses: string[]) =>
    counted(
      sql`${applications.status} in (${sql.join(
        statuses.map((status) => sql`${status}`),
        sql`, `,
      )})`,
    );

  // Grouped by the UTC date and formatted once a day: to_char on every one of a period's applications cost a third
  // of the statement.
  const utcDate = sql`(${applications.appliedAt} at time zone 'UTC')::date`;
  const day = sql<string>`to_char(${utcDate}, 'YYYY-MM-DD')`;
  const [views, [totals], groups] = await Promise.all([
    viewsByDay(db, scope, scope),
    db
      .select({
        live: counted(sql`true`),
        withdrawn: sql<number>`count(*) filter (where not ${live})`.mapWith(Number),
        // Pending and Failed happen to applications sent to imported jobs; one on a post here still waits.
        applied: inStatus('Applied', 'Pending', 'Failed'),
        reviewing: inStatus('Reviewing'),
        shortlisted: inStatus('Shortlisted'),
        offered: inStatus('Offered'),
        accepted: inStatus('Accepted'),
        rejected: inStatus('Rejected'),
        autopilot: counted(sql`${applications.autopilotGenerated}`),
        answeredWithin48h: counted(sql`${answeredAt} <= ${applications.appliedAt} + interval '48 hours'`),
        // Judged: answered, or waited 48 hours already (an unanswered day-old application may still be answered in time).
        judged48h: counted(
          sql`(${answeredAt} is not null or ${applications.appliedAt} <= ${new Date(now.getTime() - 48 * hour).toISOString()}::timestamptz)`,
        ),
        medianHours: sql<
          number | null
        >`percentile_cont(0.5) within group (order by extract(epoch from ${answeredAt} - ${applications.appliedAt}) / 3600.0) filter (where ${live} and ${answeredAt} is not null)`,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .leftJoin(firstMessages, eq(firstMessages.applicationId, applications.id))
      .where(inScope),
    // The live applications per day and per applicant location, in one pass (grouping(…) = 1: a day's row). The
    // location is the one kept on the application when it was made: no join to the applicants' profiles.
    db
      .select({
        set: sql<number>`grouping(${utcDate}, ${applications.applicantLocation})`.mapWith(Number),
        day,
        location: applications.applicantLocation,
        n: count(),
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(inScope, isNull(applications.withdrawnAt)))
      .groupBy(sql`grouping sets ((${utcDate}), (${applications.applicantLocation}))`),
  ]);
  const applicationsByDay = groups
    .filter((row) => row.set === 1)
    .map((row) => ({ day: row.day, n: row.n }))
    .sort((a, b) => a.day.localeCompare(b.day));
  const locations = groups.filter((row) => row.set === 2).map((row) => ({ location: row.location, n: row.n }));
  return {
    views,
    totals: { ...totals!, medianHours: totals!.medianHours === null ? null : Number(totals!.medianHours) },
    applicationsByDay,
    locations,
  };
}

/**
 * Locations already placed (the rule is pure): a company's applicants write a few hundred to a few thousand distinct
 * places, each request counts every one of them, and placing one reads it against every country's names. Bounded: a
 * full memo starts again rather than growing with every location ever typed.
 */
const placedRegions = new Map<string, AnalyticsRegion>();
const placedRegionsLimit = 20_000;

function regionOf(location: string | null): AnalyticsRegion {
  if (!location) return 'Unknown';
  let region = placedRegions.get(location);
  if (region === undefined) {
    region = placedCountryOf(location)?.region ?? 'Unknown';
    if (placedRegions.size >= placedRegionsLimit) placedRegions.clear();
    placedRegions.set(location, region);
  }
  return region;
}

/** Applications per region: a location is placed once, however many applicants share it. */
export function regionCounts(locations: AnalyticsCounts['locations']): Map<AnalyticsRegion, number> {
  const byRegion = new Map<AnalyticsRegion, number>();
  for (const { location, n } of locations) {
    const region = regionOf(location);
    byRegion.set(region, (byRegion.get(region) ?? 0) + n);
  }
  return byRegion;
}
