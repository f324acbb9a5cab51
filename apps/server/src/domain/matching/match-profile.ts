import { eq } from 'drizzle-orm';
import type { MatchProfile } from '@orbit/shared/matching/match-types';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { resumeAnalyses } from '../../db/schema/files.ts';

/**
 * What the match score knows about a job seeker, from their profile. The seeker's own answers always win; years
 * read from their resume only stand in when they left their experience empty. Null for employers and unknown users:
 * only job seekers are scored.
 */
export async function loadMatchProfile(db: Pick<Db, 'select'>, userId: string): Promise<MatchProfile | null> {
  const [row] = await db
    .select({
      userType: users.userType,
      skills: users.skills,
      title: users.title,
      experience: users.experience,
      location: users.location,
      salaryExpectation: users.salaryExpectation,
      jobTypes: users.jobTypes,
      resumeYears: resumeAnalyses.yearsOfExperience,
    })
    .from(users)
    .leftJoin(resumeAnalyses, eq(resumeAnalyses.fileId, users.resumeFileId))
    .where(eq(users.id, userId));
  if (!row || row.userType !== 'candidate') return null;
  return {
    skills: row.skills,
    title: row.title,
    experience: row.experience,
    yearsOfExperience: row.experience ? null : row.resumeYears,
    location: row.location,
    salaryExpectation: row.salaryExpectation,
    jobTypes: row.jobTypes,
  };
}
