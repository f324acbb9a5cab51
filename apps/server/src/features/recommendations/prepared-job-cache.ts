import type { Job } from '@orbit/shared/job-contracts';
import { prepareMatchJob, type PreparedMatchJob } from '@orbit/shared/matching/score-match';
import type { JobRow } from '../../domain/jobs/present-job.ts';
import { LruMap } from '../../lib/lru-map.ts';

/**
 * Reading a job for matching (its skills in the description, the years it asks, where it hires) costs far more than
 * scoring it, and a job is read for every seeker it is ranked for. Jobs change only on import or edit, so the
 * reading is kept per job id and `updated_at`, in a bounded map that forgets the least recently used first.
 */
// About 0.7 KB an entry: room for a 100k-job catalogue in ~70 MB, so a seeker's candidates are rarely read afresh.
const maxEntries = 100_000;
const cache = new LruMap<string, { updatedAt: number; prepared: PreparedMatchJob }>(maxEntries);

export function preparedJobFor(row: Pick<JobRow, 'id' | 'updatedAt'>, job: Job): PreparedMatchJob {
  const updatedAt = row.updatedAt.getTime();
  const hit = cache.get(row.id);
  if (hit && hit.updatedAt === updatedAt) return hit.prepared;
  const prepared = prepareMatchJob(job);
  cache.set(row.id, { updatedAt, prepared });
  return prepared;
}

/** Forgets every reading, as a restart would; the recommendations benchmark measures cold calls after it. */
export function forgetPreparedJobs(): void {
  cache.clear();
}
