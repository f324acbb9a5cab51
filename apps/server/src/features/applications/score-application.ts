import { eq } from 'drizzle-orm';
import type { MatchBreakdown } from '@orbit/shared/match-contracts';
import { scoreMatch } from '@orbit/shared/matching/score-match';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { jobSalary } from '../../domain/jobs/job-salary.ts';
import { loadMatchProfile } from '../../domain/matching/match-profile.ts';

export interface ApplicationScore {
  matchScore: number;
  matchBreakdown: MatchBreakdown;
}

/**
 * The seeker's match score for the job at the moment they apply, with its breakdown: both kept on the application
 * (the employer's pipeline shows them, My Applications the score) and the score returned with the apply result.
 * Null when the seeker cannot be scored.
 */
export async function scoreApplication(
  db: Pick<Db, 'select'>,
  seekerId: string,
  jobId: string,
): Promise<ApplicationScore | null> {
  const profile = await loadMatchProfile(db, seekerId);
  if (!profile) return null;
  const [job] = await db
    .select({
      title: jobs.title,
      skills: jobs.skills,
      tags: jobs.tags,
      description: jobs.description,
      requirements: jobs.requirements,
      responsibilities: jobs.responsibilities,
      regions: jobs.regions,
      location: jobs.location,
      experienceLevel: jobs.experienceLevel,
      employmentType: jobs.employmentType,
      remote: jobs.remote,
      salaryMin: jobs.salaryMin,
      salaryMax: jobs.salaryMax,
      salaryCurrency: jobs.salaryCurrency,
      salaryPeriod: jobs.salaryPeriod,
      salaryText: jobs.salaryText,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  if (!job) return null;
  const { salaryMin, salaryMax, salaryCurrency, salaryPeriod, salaryText, ...rest } = job;
  const salary = jobSalary({ salaryMin, salaryMax, salaryCurrency, salaryPeriod, salaryText });
  const { matchScore, breakdown } = scoreMatch(profile, { ...rest, salary });
  return { matchScore, matchBreakdown: breakdown };
}
