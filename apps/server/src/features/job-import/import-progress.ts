import type { ImportRun, ImportSourceSummary } from '@orbit/shared/job-contracts';

/** Text lines for `npm run import`; pure so they can be tested. */

/** Wide enough for the longest source name, 'we-work-remotely'. */
const labelWidth = 18;

export const isFinished = (run: Pick<ImportRun, 'status'>): boolean =>
  run.status === 'succeeded' || run.status === 'partial' || run.status === 'failed';

export function formatSourceLine(name: string, summary: ImportSourceSummary): string {
  const label = name.padEnd(labelWidth);
  if (summary.status === 'not-due') {
    return `${label}not due: polled recently; next fetch allowed after ${summary.nextDueAt ?? 'its interval'}`;
  }
  if (summary.status === 'failed' && summary.fetched === 0) {
    return `${label}FAILED: ${summary.errors.join('; ') || 'unknown error'} (existing jobs left unchanged)`;
  }
  const counts = (['fetched', 'created', 'updated', 'unchanged', 'duplicates', 'expired', 'skipped', 'failed'] as const)
    .map((field) => `${field} ${summary[field]}`)
    .join(', ');
  const errors = summary.errors.length
    ? `\n${' '.repeat(labelWidth)}${summary.errors.slice(0, 5).join(`\n${' '.repeat(labelWidth)}`)}`
    : '';
  return `${label}${summary.status}: ${counts}${errors}`;
}

export function formatTotalsLine(run: ImportRun): string {
  const { totals } = run;
  return `Import ${run.status}: ${totals.fetched} fetched, ${totals.created} created, ${totals.updated} updated, ${totals.expired} expired, ${totals.failedSources} source(s) failed`;
}
