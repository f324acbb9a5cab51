import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { anonymisedApplicantName } from '@orbit/shared/data-rights-contracts';
import {
  employerWaitingDays,
  type TopCandidate,
  type waitingApplicationsSchema,
} from '@orbit/shared/posting-contracts';
import { openApplicationStatuses } from '@orbit/shared/pipeline-contracts';
import type { z } from 'zod';
import { users } from '../../db/schema/accounts.ts';
import { applications } from '../../db/schema/applications.ts';
import { resumeAnalyses } from '../../db/schema/files.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { isLiveJob } from '../../domain/jobs/live-jobs.ts';
import { employerScope } from '../../domain/ownership.ts';
import { memberMay } from '../../lib/auth/team-policy.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { topPoolMatches, type PoolMatch } from '../candidates/top-pool-matches.ts';

// The employer dashboard's lists over every live post of the company: its best candidates, and applicants left waiting.
// Users are left-joined: an application whose seeker deleted their account is still the company's, anonymised.

const dayMs = 24 * 60 * 60 * 1000;

/** How many top candidates the dashboard shows, and how many waiting applications at most. */
export const topCandidatesLimit = 20;
export const waitingLimit = 100;

interface Scope {
  companyId: string;
  /** A hiring manager's assigned jobs; null = every job of the company. */
  jobIds: string[] | null;
}

/** Live applications to the company's own live posts (a hiring manager's: to their assigned ones). */
const companyLiveApplications = (scope: Scope, now: Date) =>
  and(
    eq(jobs.companyId, scope.companyId),
    isNotNull(jobs.postedBy),
    isLiveJob(now),
    isNull(applications.withdrawnAt),
    ...(scope.jobIds ? [inArray(jobs.id, scope.jobIds.length > 0 ? scope.jobIds : [nobodyId])] : []),
  );
const nobodyId = '00000000-0000-0000-0000-000000000000';

/**
 * `GET /api/employer/candidates`: the best matches for the company's active posts, at most 20, by match score
 * (unscored last; on a tie the applicant first). Two sources, merged:
 *
 * - applicants still waiting for an outcome (open statuses), by their kept score, then the newest: one row per
 *   application, so a seeker who applied to two posts may appear twice, once per post;
 * - talent pool seekers visible to the company, ranked for its active posts (features/candidates, topPoolMatches):
 *   each once, for the post they match best, never for a post they applied to, and left out when they are already
 *   listed as an applicant. Until they share their details they read as their anonymous card.
 */
export async function topCandidates(deps: Pick<AppDeps, 'db' | 'clock'>, employerId: string): Promise<TopCandidate[]> {
  const scope = await employerScope(deps.db, employerId);
  if (!scope) return [];
  const applicants = await topApplicants(deps, scope);
  const listed = new Set(applicants.flatMap((row) => (row.seekerId ? [row.seekerId] : [])));
  // The talent pool is for the members who may contact candidates (not hiring managers).
  const pool = (
    memberMay(scope.member, 'contact-candidates') ? await topPoolMatches(deps, employerId, topCandidatesLimit) : []
  )
    .filter((match) => !listed.has(match.seekerId))
    .map(poolRow);
  // A stable sort: applicants keep their order among themselves and come before pool seekers of the same score.
  return [...applicants, ...pool]
    .sort((a, b) => (b.matchScore ?? -1) - (a.matchScore ?? -1))
    .slice(0, topCandidatesLimit);
}

/** A pool seeker as the company may see them: the card's fields, or, once they shared them, their own details. */
function poolRow(match: PoolMatch): TopCandidate {
  const { card, shared } = match;
  return {
    source: 'pool',
    applicationId: null,
    seekerId: match.seekerId,
    jobId: match.jobId,
    jobTitle: match.jobTitle,
    name: shared?.name ?? card.displayName,
    headline: shared?.headline ?? card.title,
    // The card names the country, never the city.
    location: shared?.location ?? card.country ?? '',
    skills: card.skills,
    experience: card.experience,
    // The card carries no education (it is not among what a seeker agrees to show before contact).
    education: shared?.education ?? '',
    matchScore: match.matchScore,
    status: null,
    contact: card.contact,
  };
}

async function topApplicants(deps: Pick<AppDeps, 'db' | 'clock'>, scope: Scope): Promise<TopCandidate[]> {
  const rows = await deps.db
    .select({
      applicationId: applications.id,
      seekerId: applications.seekerId,
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
      and(companyLiveApplications(scope, deps.clock.now()), inArray(applications.status, [...openApplicationStatuses])),
    )
    .orderBy(sql`${applications.matchScore} desc nulls last`, desc(applications.appliedAt), asc(applications.id))
    .limit(topCandidatesLimit);
  return rows.map(({ title, resumeTitle, name, location, skills, experience, education, ...row }) => ({
    ...row,
    source: 'applicant',
    name: name ?? anonymisedApplicantName,
    headline: title || resumeTitle || '',
    location: location ?? '',
    skills: skills ?? [],
    experience: experience ?? '',
    education: education ?? '',
    // A live application shares the seeker's details with the company (domain/outreach/contact-access.ts).
    contact: 'accepted',
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
  const scope = await employerScope(deps.db, employerId);
  if (!scope) return [];
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
        companyLiveApplications(scope, now),
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
