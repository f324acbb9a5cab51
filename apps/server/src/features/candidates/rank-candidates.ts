import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { matchScorerFor } from '@orbit/shared/matching/match-scorer';
import { prepareMatchJob, scoreMatch } from '@orbit/shared/matching/score-match';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { resumeAnalyses } from '../../db/schema/files.ts';
import { presentJob, type JobRow } from '../../domain/jobs/present-job.ts';
import { matchProfileColumns, toMatchProfile } from '../../domain/matching/match-profile.ts';
import { hasSkillSpelledAs, skillSpellings } from './candidate-filters.ts';
import { cardColumns, type CardRow } from './present-candidate.ts';

/**
 * Ranking the search for one of the company's jobs: the shared match score (the number `scoreMatch` gives, as
 * applications and recommendations score), computed in process by `matchScorerFor`, which judges a title, a place, a
 * pay range or a set of job types once per ranking however many seekers share it (scoring 300 seekers: ~8 → ~3 ms).
 * Reading and scoring a seeker still costs some microseconds of CPU, and eight employers searching at once on two
 * cores leave a request little more than 10 ms, so the candidates read are bounded: at
 * most `rankedCandidatesMax` of those the filters select, the ones listing the most of the job's skills first (skills
 * carry 40% of the score: they hold the best matches), then newest profile first. A search narrower than the bound is
 * ranked whole; a broad one ranks its 300 most likely best (`total` says 300). Bench: `npm run bench:candidates`.
 */
export const rankedCandidatesMax = 300;

export interface RankedCandidate extends CardRow {
  matchScore: number;
  updatedAt: Date;
}

type Reader = Pick<Db, 'select'>;

const rankColumns = { ...cardColumns, ...matchProfileColumns, updatedAt: users.updatedAt };

/** Those listing the most of the job's skills first (when it names any), then newest profile first. */
function readCandidates(db: Reader, where: SQL, sharedSkills: SQL | undefined, limit: number) {
  return db
    .select(rankColumns)
    .from(users)
    .leftJoin(resumeAnalyses, eq(resumeAnalyses.fileId, users.resumeFileId))
    .where(where)
    .orderBy(...(sharedSkills ? [sql`${sharedSkills} desc`] : []), desc(users.updatedAt), desc(users.id))
    .limit(limit);
}

/** How many of the job's skills a profile lists, each skill in any of its spellings. */
function sharedSkillCount(jobSkills: readonly string[]): SQL | undefined {
  if (jobSkills.length === 0) return undefined;
  return sql.join(
    jobSkills.map((skill) => sql`(${hasSkillSpelledAs(skillSpellings(skill))})::int`),
    sql` + `,
  );
}

/** The seekers `where` selects, scored for the job and sorted best first (then newest, then by id: stable pages). */
export async function rankCandidatesForJob(
  db: Reader,
  where: SQL,
  job: JobRow,
  now: Date,
  max = rankedCandidatesMax,
): Promise<RankedCandidate[]> {
  const prepared = prepareMatchJob(presentJob(job, now));
  const rows = await readCandidates(db, where, sharedSkillCount(prepared.skills.required), max);
  const score = matchScorerFor(prepared);
  const ranked: RankedCandidate[] = [];
  for (const row of rows) {
    const profile = toMatchProfile(row);
    if (profile) ranked.push({ ...row, matchScore: score(profile) });
  }
  return ranked.sort(
    (a, b) => b.matchScore - a.matchScore || b.updatedAt.getTime() - a.updatedAt.getTime() || b.id.localeCompare(a.id),
  );
}

/** One seeker's score for the job (the card opened from a ranked search). */
export function scoreCandidateForJob(row: Parameters<typeof toMatchProfile>[0], job: JobRow, now: Date): number | null {
  const profile = toMatchProfile(row);
  return profile ? scoreMatch(profile, presentJob(job, now)).matchScore : null;
}
