import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { scoreBands, type AutopilotOutcomes } from '@orbit/shared/autopilot-contracts';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema/applications.ts';

/**
 * Does Autopilot do as well as the seeker? Response rates of the seeker's applications by match-score band, Autopilot's
 * against their own, and — once there is enough to go on — the lowest minimum score at which Autopilot's applications
 * are answered as often as the seeker's own. Withdrawn applications are left out; unscored ones count in the totals
 * only.
 */

/** Below this many scored Autopilot applications a band's rate is noise: no suggestion. */
export const suggestionMinimumApplications = 10;

/** One group of applications: Autopilot's or not, whole-number score (null = unscored), answered or not. */
export interface OutcomeGroup {
  autopilot: boolean;
  score: number | null;
  responded: boolean;
  n: number;
}

interface Tally {
  sent: number;
  responded: number;
}

const emptyTally = (): Tally => ({ sent: 0, responded: 0 });
const add = (tally: Tally, group: OutcomeGroup) => {
  tally.sent += group.n;
  if (group.responded) tally.responded += group.n;
};
const rate = (tally: Tally) => (tally.sent === 0 ? null : tally.responded / tally.sent);
const percent = (value: number) => `${Math.round(value * 100)}%`;

const bandOf = (score: number) => scoreBands.findIndex((band) => score >= band.min && score < band.max);

export function summariseOutcomes(groups: readonly OutcomeGroup[]): AutopilotOutcomes {
  const bands = scoreBands.map((band) => ({ label: band.label, autopilot: emptyTally(), manual: emptyTally() }));
  const autopilot = emptyTally();
  const manual = emptyTally();
  let scoredAutopilot = 0;
  for (const group of groups) {
    add(group.autopilot ? autopilot : manual, group);
    if (group.score === null) continue;
    const band = bands[bandOf(group.score)];
    if (!band) continue;
    add(group.autopilot ? band.autopilot : band.manual, group);
    if (group.autopilot) scoredAutopilot += group.n;
  }
  return { bands, autopilot, manual, ...suggestion(bands, { autopilot, manual, scoredAutopilot }) };
}

function suggestion(
  bands: { label: string; autopilot: Tally }[],
  totals: { autopilot: Tally; manual: Tally; scoredAutopilot: number },
): Pick<AutopilotOutcomes, 'suggestedMinimumScore' | 'suggestion'> {
  if (totals.scoredAutopilot < suggestionMinimumApplications) {
    return {
      suggestedMinimumScore: null,
      suggestion: `No suggestion yet: Autopilot has sent ${totals.scoredAutopilot} scored application${totals.scoredAutopilot === 1 ? '' : 's'} for you, and a suggestion needs at least ${suggestionMinimumApplications}.`,
    };
  }
  // The seeker's own applications are the bar; with none, Autopilot's own average is.
  const manualRate = rate(totals.manual);
  const target = manualRate ?? rate(totals.autopilot) ?? 0;
  const against = manualRate !== null ? 'the applications you sent yourself' : "Autopilot's applications overall";
  if (totals.autopilot.responded === 0) {
    return {
      suggestedMinimumScore: null,
      suggestion:
        "No suggestion yet: no employer has responded to Autopilot's applications, so there is nothing to compare.",
    };
  }
  // Bands run from the highest scores down: the last that meets the bar is the lowest. A band nobody answered never
  // "meets" a bar of 0%.
  const meeting = scoreBands
    .map((band, index) => ({ band, tally: bands[index]!.autopilot }))
    .filter(({ tally }) => tally.responded > 0 && rate(tally)! >= target);
  const lowest = meeting[meeting.length - 1];
  if (!lowest) {
    return {
      suggestedMinimumScore: null,
      suggestion: `No suggestion yet: in no score band are Autopilot's applications answered as often as ${against} (${percent(target)}).`,
    };
  }
  const minimum = Math.max(0, lowest.band.min);
  return {
    suggestedMinimumScore: minimum,
    suggestion: `Autopilot's applications to jobs scoring ${lowest.band.label} were answered ${percent(rate(lowest.tally)!)} of the time (${lowest.tally.responded} of ${lowest.tally.sent}), at least as often as ${against} (${percent(target)}). A minimum match score of ${minimum} keeps Autopilot to jobs where it has done as well.`,
  };
}

/** Answered: the company responded in any way, or moved it on (a Failed one was never delivered, so never answered). */
const respondedSql = sql<boolean>`(${applications.firstResponseAt} is not null or ${applications.status} not in ('Applied', 'Pending', 'Failed'))`;
/** Whole points: 89.6 is below 90, as the bands count it. */
const scoreSql = sql<number | null>`floor(${applications.matchScore})::int`.mapWith((value) =>
  value == null ? null : Number(value),
);

/**
 * `GET /api/autopilot/outcomes`: the signed-in seeker's, counted by the database in groups (a few hundred rows at most).
 * Only applications to jobs on Orbit Jobs count: their employers answer here, so an answer can be seen. An external
 * application's answer goes to the seeker's inbox, unseen, and would read as silence; a Failed one never arrived.
 */
export async function autopilotOutcomes(db: Pick<Db, 'select'>, seekerId: string): Promise<AutopilotOutcomes> {
  const rows = await db
    .select({ autopilot: applications.autopilotGenerated, score: scoreSql, responded: respondedSql, n: count() })
    .from(applications)
    .where(
      and(
        eq(applications.seekerId, seekerId),
        isNull(applications.withdrawnAt),
        eq(applications.isExternal, false),
        ne(applications.status, 'Failed'),
      ),
    )
    .groupBy(applications.autopilotGenerated, scoreSql, respondedSql);
  return summariseOutcomes(rows.map((row) => ({ ...row, responded: Boolean(row.responded) })));
}
