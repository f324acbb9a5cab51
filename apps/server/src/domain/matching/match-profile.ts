import { eq } from 'drizzle-orm';
import type { MatchProfile } from '@orbit/shared/matching/match-types';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { resumeAnalyses } from '../../db/schema/files.ts';

/**
 * The columns a match profile is read from: the user's, and the years read from their current resume (a query
 * selecting them joins `resume_analyses` on `users.resume_file_id`, as loadMatchProfile does). Exported so a query
 * over many seekers at once (the employer's applicants) reads every profile in the same statement.
 */
export const matchProfileColumns = {
  userType: users.userType,
  skills: users.skills,
  title: users.title,
  experience: users.experience,
  location: users.location,
  salaryExpectation: users.salaryExpectation,
  jobTypes: users.jobTypes,
  resumeYears: resumeAnalyses.yearsOfExperience,
};

export interface MatchProfileRow {
  userType: string;
  skills: string[];
  title: string;
  experience: string;
  location: string;
  salaryExpectation: string;
  jobTypes: string[];
  resumeYears: number | null;
}

/**
 * What the match score knows about a job seeker, from their profile. The seeker's own answers always win; years
 * read from their resume only stand in when they left their experience empty. Null for employers: only job seekers
 * are scored.
 */
export function toMatchProfile(row: MatchProfileRow): MatchProfile | null {
  if (row.userType !== 'candidate') return null;
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

/** The seeker's match profile (see toMatchProfile); null for employers and unknown users. */
export async function loadMatchProfile(db: Pick<Db, 'select'>, userId: string): Promise<MatchProfile | null> {
  const [row] = await db
    .select(matchProfileColumns)
    .from(users)
    .leftJoin(resumeAnalyses, eq(resumeAnalyses.fileId, users.resumeFileId))
    .where(eq(users.id, userId));
  return row ? toMatchProfile(row) : null;
}
