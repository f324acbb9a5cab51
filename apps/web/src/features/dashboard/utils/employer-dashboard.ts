import { ageLabel } from '@orbit/shared/job-display';

/** 'Posted today', 'Posted 3 days ago', 'Posted on 4/1/2025' (the spec's posted-age buckets). */
export function postedAgeText(postedAt: string, now: Date, locale?: string): string {
  const age = ageLabel(postedAt, now, locale);
  if (!age) return '';
  return /^(Today|Yesterday|\d+ (days?|weeks?) ago)$/.test(age) ? `Posted ${age.toLowerCase()}` : `Posted on ${age}`;
}

const dayMs = 24 * 60 * 60 * 1000;

/** 'Waiting 9 days' since the application arrived (whole days; the list only holds those past 7). */
export function waitingText(appliedAt: string, now: Date): string {
  const time = new Date(appliedAt).getTime();
  if (Number.isNaN(time)) return '';
  const days = Math.max(0, Math.floor((now.getTime() - time) / dayMs));
  return `Waiting ${days === 1 ? '1 day' : `${days} days`}`;
}

/** '1 applicant', '12 applicants'. */
export const countText = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/** The employer dashboard's two tabs (spec: 'Job Postings' and 'Top Candidates'). */
export const employerTabs = [
  { id: 'postings', label: 'Job Postings' },
  { id: 'candidates', label: 'Top Candidates' },
] as const;
export type EmployerTab = (typeof employerTabs)[number]['id'];
