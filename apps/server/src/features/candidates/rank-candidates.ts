import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { prepareMatchJob, prepareMatchProfile, scoreMatch } from '@orbit/shared/matching/score-match';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { resumeAnalyses } from '../../db/schema/files.ts';
import { presentJob, type JobRow } from '../../domain/jobs/present-job.ts';
import { matchProfileColumns, toMatchProfile } from '../../domain/matching/match-profile.ts';
import { hasSkillSpelledAs, skillSpellings } from './candidate-filters.ts';
import { cardColumns, type CardRow } from './present-candidate.ts';

/**
 * Ranking the search for one of the company's jobs: the shared match score (`scoreMatch`, as applications and
 * recommendations score), computed in process. Scoring a seeker takes some 20 µs, so the candidates read are bounded:
 * at most `rankedCandidatesMax` of those the filters select — seekers who list one of the job's skills first, then the
 * others, each newest profile first, read in one pass. A search narrow enough to matter (skills, a country) stays under
 * the bound and is ranked whole; a bare "rank everyone for my job" over a large pool ranks 1,000 of them (`total` says
 * 1,000). Measured on PGlite with 20,000 visible seekers, one client: a three-skill search ranked ~70 ms, everyone
 * ranked ~120 ms. Reading the two groups in two queries instead cost a second scan of the filtered seekers.
 */
export const rankedCandidatesMax = 1000;

export interface RankedCandidate extends CardRow {
  matchScore: number;
  updatedAt: Date;
}

type Reader = Pick<Db, 'select'>;

const rankColumns = { ...cardColumns, ...matchProfileColumns, updatedAt: users.updatedAt };

/** Those listing one of the job's skills first (when it names any), then the rest, each newest profile first. */
function readCandidates(db: Reader, where: SQL, sharesSkill: SQL | undefined, limit: number) {
  return db
    .select(rankColumns)
    .from(users)
    .leftJoin(resumeAnalyses, eq(resumeAnalyses.fileId, users.resumeFileId))
    .where(where)
    .orderBy(...(sharesSkill ? [sql`${sharesSkill} desc`] : []), desc(users.updatedAt), desc(users.id))
    .limit(limit);
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
  const spellings = [...new Set(prepared.skills.required.flatMap(skillSpellings))];
  const sharesSkill = spellings.length > 0 ? hasSkillSpelledAs(spellings) : undefined;
  const rows = await readCandidates(db, where, sharesSkill, max);
  const ranked: RankedCandidate[] = [];
  for (const row of rows) {
    const profile = toMatchProfile(row);
    if (!profile) continue;
    const { matchScore } = scoreMatch(prepareMatchProfile(profile), prepared);
    ranked.push({ ...row, matchScore });
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
