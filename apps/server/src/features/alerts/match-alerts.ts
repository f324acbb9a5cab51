import { and, asc, eq, gt, inArray, isNotNull, lte, notExists, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  alertSearchParams,
  alertSummary,
  maxJobsPerAlertEmail,
  type AlertFrequency,
} from '@orbit/shared/alert-contracts';
import { eligibilityBadgeLabel } from '@orbit/shared/eligibility-labels';
import type { JobListQuery } from '@orbit/shared/job-contracts';
import { formatSalary } from '@orbit/shared/job-display';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { jobAlerts, jobAlertSentJobs } from '../../db/schema/alerts.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { jobColumns, presentJob, type JobRow } from '../../domain/jobs/present-job.ts';
import type { Clock } from '../../lib/clock.ts';
import { enqueueEmail } from '../../lib/mail/enqueue-email.ts';
import type { TaskSender } from '../../lib/tasks/define-task.ts';
import { listFilters } from '../catalogue/list-jobs.ts';
import { newestFirst, rankSearch, searchWhere } from '../catalogue/search-ranking.ts';
import { alertDigestEmail } from './alert-emails.ts';
import { alertLinks } from './alert-links.ts';
import { countryNameOf } from '../../domain/places/country-names.ts';

/**
 * Matching alerts against new jobs and e-mailing them. An alert's jobs are the job list's own (catalogue/list-jobs.ts
 * filters, the search by full text as the list ranks it) that appeared since the alert was confirmed and that it has
 * not sent: `job_alert_sent_jobs` holds what each alert sent, and a job is claimed there (its primary key) in the
 * transaction that queues the e-mail, so two runs at once never send one job twice and a retried run sends nothing
 * new. Nothing new, no e-mail.
 */

export type AlertRow = typeof jobAlerts.$inferSelect;

export interface AlertMatchDeps {
  db: Db;
  clock: Clock;
  boss: TaskSender;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  config: Pick<Config, 'publicUrl' | 'jwtSecret'>;
}

/** New matching jobs claimed per alert and run: a wider alert sends the rest next time. */
const maxJobsClaimed = 200;
/** Alerts read per page of a run. */
const alertsPerPage = 200;
const dayMs = 24 * 60 * 60 * 1000;
/**
 * How far back a run looks for new jobs: a weekly digest's period and a day to spare. A run then reads the jobs of the
 * last days, not the whole catalogue; a job left unsent by a week of failed runs is not sent late.
 */
const lookBackMs = 8 * dayMs;
const digestPeriodMs: Record<Exclude<AlertFrequency, 'instant'>, number> = { daily: dayMs, weekly: 7 * dayMs };

/** When a daily or weekly alert's first digest is due, counted from its confirmation; null for instant alerts. */
export const firstDigestAt = (frequency: AlertFrequency, confirmedAt: Date): Date | null =>
  frequency === 'instant' ? null : new Date(confirmedAt.getTime() + digestPeriodMs[frequency]);

type AlertFilterColumns = Pick<
  AlertRow,
  'search' | 'location' | 'type' | 'category' | 'openTo' | 'includeUnknown' | 'workplace'
>;

/** The alert's filters as the job list reads them. */
const listQueryOf = (alert: AlertFilterColumns): JobListQuery => ({
  ...(alert.location ? { location: alert.location } : {}),
  ...(alert.workplace ? { workplace: alert.workplace } : {}),
  ...(alert.type ? { type: alert.type } : {}),
  ...(alert.category ? { category: alert.category } : {}),
  ...(alert.openTo
    ? { openTo: alert.openTo, ...(alert.includeUnknown ? { includeUnknown: 'true' as const } : {}) }
    : {}),
});

/**
 * The words an alert keeps: the job list's reading of them. A search the list answers with its misspelt words put
 * right ('pyhton' → "Showing results for python", catalogue/search-ranking.ts) is kept put right: the alert matches
 * new jobs by full text, and as typed it would never find one.
 */
export async function searchAsListed(db: Db, alert: AlertFilterColumns, now: Date): Promise<string> {
  const search = alert.search.trim();
  const filters = search ? listFilters(listQueryOf(alert), now) : null;
  if (!filters) return alert.search;
  const ranking = await rankSearch(db, search, filters.conditions, now);
  return ranking.mode === 'full-text' ? ranking.term : alert.search;
}

/** Live jobs matching the alert, new since it was confirmed (within the look-back) and not sent by it yet, newest first. */
export async function newJobsFor(db: Db, alert: AlertRow, now: Date): Promise<JobRow[]> {
  if (!alert.confirmedAt) return [];
  const filters = listFilters(listQueryOf(alert), now);
  if (!filters) return [];
  const since = new Date(Math.max(alert.confirmedAt.getTime(), now.getTime() - lookBackMs)).toISOString();
  const conditions: SQL[] = [
    ...filters.conditions,
    // A job is new when it first appeared in the catalogue after the confirmation: imported (created) or went live
    // (a post's posted_at). Its updated_at is at least that moment: the live updated_at index finds the candidates.
    sql`greatest(${jobs.createdAt}, ${jobs.postedAt}) > ${since}::timestamptz`,
    sql`${jobs.updatedAt} > ${since}::timestamptz`,
    notExists(
      db
        .select({ one: sql`1` })
        .from(jobAlertSentJobs)
        .where(and(eq(jobAlertSentJobs.alertId, alert.id), eq(jobAlertSentJobs.jobId, jobs.id))),
    ),
  ];
  const where = alert.search ? searchWhere(alert.search, conditions, now, 'full-text') : (and(...conditions) as SQL);
  return db
    .select(jobColumns)
    .from(jobs)
    .where(where)
    .orderBy(...newestFirst)
    .limit(maxJobsClaimed);
}

/**
 * E-mails the alert its new jobs, if it has any. The alert row is locked first (a run racing this one, or an
 * unsubscribe, waits), then the jobs are claimed; only the claimed ones are sent. Answers how many were sent.
 */
export async function sendAlertJobs(deps: AlertMatchDeps, alert: AlertRow): Promise<number> {
  const now = deps.clock.now();
  const found = await newJobsFor(deps.db, alert, now);
  if (found.length === 0) return 0;
  return deps.db.transaction(async (tx) => {
    const [still] = await tx
      .select({ id: jobAlerts.id })
      .from(jobAlerts)
      .where(eq(jobAlerts.id, alert.id))
      .for('update');
    if (!still) return 0;
    const claimed = await tx
      .insert(jobAlertSentJobs)
      .values(found.map((job) => ({ alertId: alert.id, jobId: job.id, sentAt: now })))
      .onConflictDoNothing()
      .returning({ jobId: jobAlertSentJobs.jobId });
    const claimedIds = new Set(claimed.map((row) => row.jobId));
    const sent = found.filter((job) => claimedIds.has(job.id));
    if (sent.length === 0) return 0;
    const listed = sent.slice(0, maxJobsPerAlertEmail).map((row) => {
      const job = presentJob(row, now);
      return {
        title: job.title,
        company: job.company,
        eligibility: eligibilityBadgeLabel(job.eligibility),
        salary: job.salary ? formatSalary(job.salary) : '',
        url: `${deps.config.publicUrl}/jobs/${job._id}`,
      };
    });
    const search = alertSearchParams(alert).toString();
    await enqueueEmail(
      tx,
      deps.boss,
      alertDigestEmail({
        to: alert.email,
        summary: alertSummary(alert, countryNameOf),
        jobs: listed,
        more: sent.length - listed.length,
        searchUrl: `${deps.config.publicUrl}/jobs${search ? `?${search}` : ''}`,
        links: alertLinks(deps.config, alert.id),
      }),
    );
    await tx.update(jobAlerts).set({ lastSentAt: now }).where(eq(jobAlerts.id, alert.id));
    return sent.length;
  });
}

/** Confirmed alerts matching `where`, a page at a time (by id), each given to `work`. */
async function eachAlert(deps: AlertMatchDeps, where: SQL, work: (alert: AlertRow) => Promise<void>): Promise<void> {
  let after: string | null = null;
  for (;;) {
    const page: AlertRow[] = await deps.db
      .select()
      .from(jobAlerts)
      .where(and(isNotNull(jobAlerts.confirmedAt), where, after ? gt(jobAlerts.id, after) : undefined))
      .orderBy(asc(jobAlerts.id))
      .limit(alertsPerPage);
    for (const alert of page) await work(alert);
    if (page.length < alertsPerPage) return;
    after = page[page.length - 1]!.id;
  }
}

/** After new jobs (an import, a post going live): every instant alert sent what is new for it. */
export async function runInstantAlerts(deps: AlertMatchDeps): Promise<number> {
  let emails = 0;
  await eachAlert(deps, eq(jobAlerts.frequency, 'instant'), async (alert) => {
    if ((await sendAlertJobs(deps, alert)) > 0) emails += 1;
  });
  if (emails > 0) deps.log.info({ emails }, 'instant job alerts sent');
  return emails;
}

/**
 * The daily and weekly digests due by the app's clock: each sent what is new (nothing when nothing is), then its next
 * digest set one period on — from when it was due, so the hour of the day holds, or from now after a long stop.
 */
export async function runDueDigests(deps: AlertMatchDeps): Promise<number> {
  const now = deps.clock.now();
  let emails = 0;
  await eachAlert(
    deps,
    and(inArray(jobAlerts.frequency, ['daily', 'weekly']), lte(jobAlerts.nextDigestAt, now)) as SQL,
    async (alert) => {
      if ((await sendAlertJobs(deps, alert)) > 0) emails += 1;
      const period = digestPeriodMs[alert.frequency as 'daily' | 'weekly'];
      const due = alert.nextDigestAt?.getTime() ?? now.getTime();
      const next = due + period > now.getTime() ? due + period : now.getTime() + period;
      await deps.db
        .update(jobAlerts)
        .set({ nextDigestAt: new Date(next) })
        .where(eq(jobAlerts.id, alert.id));
    },
  );
  if (emails > 0) deps.log.info({ emails }, 'job alert digests sent');
  return emails;
}
