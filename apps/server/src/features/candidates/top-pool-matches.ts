import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { CandidateCard } from '@orbit/shared/talent-contracts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { applications } from '../../db/schema/applications.ts';
import { resumeAnalyses } from '../../db/schema/files.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { isLiveJob } from '../../domain/jobs/live-jobs.ts';
import { contactStatesAmong } from '../../domain/outreach/contact-access.ts';
import { lookingCompanyOf } from '../../domain/talent/looking-company.ts';
import { visibleToCompany } from '../../domain/talent/talent-visibility.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { presentCandidateCard } from './present-candidate.ts';
import { rankCandidatesForJob } from './rank-candidates.ts';

/**
 * The talent pool's part of the employer dashboard's Top Candidates: seekers visible to the company (the search's own
 * rule, visibleToCompany), ranked for each of its Active jobs by the search's bounded ranking. Bounded twice so the tab
 * stays cheap whatever the company posts: only its `poolJobsMax` newest Active jobs are ranked for, and for each at most
 * `poolSeekersPerJob` seekers are scored (those listing one of the job's skills first), some 2,000 scores (~40 ms).
 */
export const poolJobsMax = 10;
export const poolSeekersPerJob = 200;

/** A pool seeker's best match among the company's Active jobs, as the company may see them. */
export interface PoolMatch {
  seekerId: string;
  jobId: string;
  jobTitle: string;
  matchScore: number;
  /** The anonymous card (first name and initial, country, never the city); `contact` says where outreach stands. */
  card: CandidateCard;
  /** What the seeker shared with the company (an application to another of its jobs, an accepted request); else null. */
  shared: { name: string; location: string; education: string; headline: string } | null;
}

/** Seekers with an application to this job (withdrawn aside): they are its applicants, not pool matches for it. */
const notAppliedTo = (jobId: string) =>
  sql`not exists (select 1 from ${applications} where ${applications.seekerId} = ${users.id} and ${applications.jobId} = ${jobId} and ${applications.withdrawnAt} is null)`;

/** The shared details of those seekers who shared them, read only for them. */
async function sharedDetails(db: Pick<Db, 'select'>, seekerIds: readonly string[]) {
  if (seekerIds.length === 0) return new Map<string, NonNullable<PoolMatch['shared']>>();
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      location: users.location,
      education: users.education,
      title: users.title,
      resumeTitle: resumeAnalyses.latestTitle,
    })
    .from(users)
    .leftJoin(resumeAnalyses, eq(resumeAnalyses.fileId, users.resumeFileId))
    .where(inArray(users.id, [...seekerIds]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        name: row.name,
        location: row.location,
        education: row.education,
        headline: row.title || row.resumeTitle || '',
      },
    ]),
  );
}

/**
 * The best `limit` pool seekers for the employer's company across its Active jobs, best first: each seeker once, with
 * the job they match best (ties: the newer job). Empty for an employer without a company. A suspended company has no
 * Active jobs (suspension closes them), so it ranks no one.
 */
export async function topPoolMatches(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  employerId: string,
  limit: number,
): Promise<PoolMatch[]> {
  const company = await lookingCompanyOf(deps.db, employerId);
  if (!company) return [];
  const now = deps.clock.now();
  const activeJobs = await deps.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.companyId, company.id), isNotNull(jobs.postedBy), isLiveJob(now)))
    .orderBy(desc(jobs.postedAt), desc(jobs.id))
    .limit(poolJobsMax);

  const best = new Map<
    string,
    Omit<PoolMatch, 'card' | 'shared'> & { row: Parameters<typeof presentCandidateCard>[0] }
  >();
  for (const job of activeJobs) {
    const where = and(visibleToCompany(company), notAppliedTo(job.id))!;
    const ranked = await rankCandidatesForJob(deps.db, where, job, now, poolSeekersPerJob);
    for (const row of ranked.slice(0, limit)) {
      const kept = best.get(row.id);
      if (kept && kept.matchScore >= row.matchScore) continue;
      best.set(row.id, { seekerId: row.id, jobId: job.id, jobTitle: job.title, matchScore: row.matchScore, row });
    }
  }
  const top = [...best.values()].sort((a, b) => b.matchScore - a.matchScore).slice(0, limit);
  const ids = top.map((match) => match.seekerId);
  const contact = await contactStatesAmong(deps.db, company.id, ids, now);
  const shared = await sharedDetails(
    deps.db,
    ids.filter((id) => contact.get(id) === 'accepted'),
  );
  return top.map(({ row, ...match }) => ({
    ...match,
    card: presentCandidateCard(row, { contact: contact.get(match.seekerId) ?? 'none', matchScore: match.matchScore }),
    shared: shared.get(match.seekerId) ?? null,
  }));
}
