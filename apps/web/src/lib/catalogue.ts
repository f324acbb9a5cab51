import { isNativeJob } from '@orbit/shared/job-kind';
import type { CatalogueJob } from './catalogue-schemas.ts';

/**
 * Helpers for the catalogue as the web app reads it. The lenient zod schemas themselves are in catalogue-schemas.ts,
 * which screens load beside their request (the first visit's JavaScript carries no zod).
 */
export type { CatalogueCategory, CatalogueCompany, CatalogueJob } from './catalogue-schemas.ts';

/** Keeps the first item of each `_id` (spec section 7: the newest-jobs list has duplicates removed by _id). */
export function uniqueById<T extends { _id: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(item._id)) return false;
    seen.add(item._id);
    return true;
  });
}

/** Parses a JSON text; undefined when it is not JSON (callers show their screen's parse-failure message). */
export function parseJsonText(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** Jobs imported from a feed (or demo data); native ones are posted on Orbit Jobs by an employer (spec section 1). */
export const isExternalJob = (job: Pick<CatalogueJob, 'postedBy' | 'source'>): boolean => !isNativeJob(job);

/** Spec: 'N Open Positions' (singular for one). */
export const openPositionsLabel = (count: number): string =>
  count === 1 ? '1 Open Position' : `${count} Open Positions`;
