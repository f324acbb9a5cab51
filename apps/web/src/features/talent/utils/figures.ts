import type { PeopleCount, PeoplePart, TalentStats } from '@orbit/shared/talent-stats-contracts';

const numbers = new Intl.NumberFormat('en');

/** A catalogue counter as shown: '1,204'. */
export const formatCount = (count: number): string => numbers.format(count);

/**
 * A count of people as shown: the number from 10 up, else "Fewer than 10". The server never sends the small number,
 * so null is all there is to show.
 */
export function formatPeopleCount(count: PeopleCount, fewerThan: number): string {
  return count === null ? `Fewer than ${numbers.format(fewerThan)}` : numbers.format(count);
}

/** The same with what is counted, for running text: '1,204 seekers', 'fewer than 10 seekers', '10 seekers'. */
export function peopleCountPhrase(count: PeopleCount, fewerThan: number, noun: string): string {
  return count === null ? `fewer than ${numbers.format(fewerThan)} ${noun}` : `${numbers.format(count)} ${noun}`;
}

/**
 * A part of the pool (a region, a visibility choice) as shown: like a count, except that one withheld to protect a
 * smaller figure is 10 or more, and says so rather than "fewer than 10", which would be untrue.
 */
export function formatPeoplePart(part: PeoplePart, fewerThan: number): string {
  return part.withheld ? `${numbers.format(fewerThan)} or more` : formatPeopleCount(part.count, fewerThan);
}

/** Whether any of these parts is withheld: then the page says why a figure reads "10 or more". */
export function anyWithheld(stats: TalentStats): boolean {
  const { pool } = stats;
  return [pool.visibleToAllEmployers, pool.visibleToVerifiedOnly, pool.unplaced, ...pool.byRegion].some(
    (part) => part.withheld,
  );
}

export interface FigureRow {
  label: string;
  value: string;
}

/** The regions in the server's order, then the seekers whose location names no place we know. */
export function regionRows(stats: TalentStats): FigureRow[] {
  const { pool, fewerThan } = stats;
  return [
    ...pool.byRegion.map((part) => ({ label: part.region, value: formatPeoplePart(part, fewerThan) })),
    { label: 'Location not given or not recognised', value: formatPeoplePart(pool.unplaced, fewerThan) },
  ];
}

/** The most common skills as listed: the name, and how many seekers hold it. */
export function skillRows(stats: TalentStats): FigureRow[] {
  return stats.pool.topSkills.map(({ skill, count }) => ({
    label: skill,
    value: peopleCountPhrase(count, stats.fewerThan, 'seekers'),
  }));
}

/** The catalogue's counters for /for-employers, biggest first. */
export function catalogueRows(stats: TalentStats): FigureRow[] {
  const { catalogue } = stats;
  return [
    { label: 'live remote jobs', value: formatCount(catalogue.liveJobs) },
    { label: 'companies hiring', value: formatCount(catalogue.companiesHiring) },
    { label: 'new in the last 7 days', value: formatCount(catalogue.newThisWeek) },
    { label: 'posted by employers on Orbit Jobs', value: formatCount(catalogue.postedHere) },
  ];
}
