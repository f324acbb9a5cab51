import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { anonymisedApplicantName } from '@orbit/shared/data-rights-contracts';
import {
  employerWaitingDays,
  type topCandidatesSchema,
  type waitingApplicationsSchema,
} from '@orbit/shared/posting-contracts';
import { openApplicationStatuses } from '@orbit/shared/pipeline-contracts';
import type { z } from 'zod';
import { users } from '../../db/schema/accounts.ts';
import { applications } from '../../db/schema/applications.ts';
import { resumeAnalyses } from '../../db/schema/files.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { isLiveJob } from '../../domain/jobs/live-jobs.ts';
import { employerCompanyIdOrNull } from '../../domain/ownership.ts';
import type { AppDeps } from '../../lib/request-context.ts';

// The employer dashboard's lists over every live post of the company: its best applicants, and those left waiting.
// Users are left-joined: an application whose seeker deleted their account is still the company's, anonymised.

const dayMs = 24 * 60 * 60 * 1000;

/** How many top candidates the dashboard shows, and how many waiting applications at most. */
export const topCandidatesLimit = 20;
export const waitingLimit = 100;

/** Live applications to the company's own live posts. */
const companyLiveApplications = (companyId: string, now: Date) =>
  and(eq(jobs.companyId, companyId), isNotNull(jobs.postedBy), isLiveJob(now), isNull(applications.withdrawnAt));

/**
 * `GET /api/employer/candidates`: the best-matching applicants still waiting for an outcome (open statuses) across
 * the company's active posts, by their kept match score (unscored last), then the newest; at most 20. One row per
 * application: a seeker who applied to two posts may appear twice, once per post.
 */
export async function topCandidates(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  employerId: string,
): Promise<z.infer<typeof topCandidatesSchema>> {
  const companyId = await employerCompanyIdOrNull(deps.db, employerId);
  if (!companyId) return [];
  const rows = await deps.db
    .select({
      applicationId: applications.id,
      jobId: jobs.id,
      jobTitle: jobs.title,
      name: users.name,
      title: users.title,
      resumeTitle: resumeAnalyses.latestTitle,
      location: users.location,
      skills: users.skills,
      experience: users.experience,
      education: users.education,
      matchScore: applications.matchScore,
      status: applications.status,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(users, eq(users.id, applications.seekerId))
    .leftJoin(resumeAnalyses, eq(resumeAnalyses.fileId, users.resumeFileId))
    .where(
      and(
        companyLiveApplications(companyId, deps.clock.now()),
        inArray(applications.status, [...openApplicationStatuses]),
      ),
    )
    .orderBy(sql`${applications.matchScore} desc nulls last`, desc(applications.appliedAt), asc(applications.id))
    .limit(topCandidatesLimit);
  return rows.map(({ title, resumeTitle, name, location, skills, experience, education, ...row }) => ({
    ...row,
    name: name ?? anonymisedApplicantName,
    headline: title || resumeTitle || '',
    location: location ?? '',
    skills: skills ?? [],
    experience: experience ?? '',
    education: education ?? '',
  }));
}

/**
 * `GET /api/employer/waiting`: applications to the company's active posts that have had no response at all (nothing
 * the seeker could see: not opened, moved or answered) for more than 7 days, the longest-waiting first; at most 100.
 */
export async function waitingApplications(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  employerId: string,
): Promise<z.infer<typeof waitingApplicationsSchema>> {
  const companyId = await employerCompanyIdOrNull(deps.db, employerId);
  if (!companyId) return [];
  const now = deps.clock.now();
  const rows = await deps.db
    .select({
      applicationId: applications.id,
      jobId: jobs.id,
      jobTitle: jobs.title,
      name: users.name,
      appliedAt: applications.appliedAt,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(users, eq(users.id, applications.seekerId))
    .where(
      and(
        companyLiveApplications(companyId, now),
        isNull(applications.firstResponseAt),
        inArray(applications.status, [...openApplicationStatuses]),
        lte(applications.appliedAt, new Date(now.getTime() - employerWaitingDays * dayMs)),
      ),
    )
    .orderBy(asc(applications.appliedAt), asc(applications.id))
    .limit(waitingLimit);
  return rows.map((row) => ({
    ...row,
    name: row.name ?? anonymisedApplicantName,
    appliedAt: row.appliedAt.toISOString(),
  }));
}
