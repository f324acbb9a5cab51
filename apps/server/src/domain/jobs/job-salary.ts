import type { z } from 'zod';
import type { Job, salaryPeriods, salaryRangeResponseSchema } from '@orbit/shared/job-contracts';

/** The salary columns of a job row. */
export interface SalaryColumns {
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  salaryPeriod: (typeof salaryPeriods)[number] | null;
  salaryText: string | null;
}

export type StructuredSalary = z.infer<typeof salaryRangeResponseSchema>;

/**
 * A range only when both ends are known (a lone minimum is stored as text by the importers); USD a year when a feed
 * gave no currency or period, as its listings are.
 */
export function salaryRange(row: Omit<SalaryColumns, 'salaryText'>): StructuredSalary | null {
  if (row.salaryMin === null || row.salaryMax === null) return null;
  return {
    min: row.salaryMin,
    max: row.salaryMax,
    currency: row.salaryCurrency ?? 'USD',
    period: row.salaryPeriod ?? 'year',
  };
}

/** The salary as the API and the match score read it: the range, else the employer's or feed's own words, else null. */
export const jobSalary = (row: SalaryColumns): Job['salary'] => salaryRange(row) ?? row.salaryText ?? null;
