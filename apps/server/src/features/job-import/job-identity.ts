import { createHash } from 'node:crypto';
import type { NormalisedJob } from './feeds/normalised-job.ts';

/** Digest of everything an import stores, so an unchanged record is recognised without comparing columns. */
export function contentHash(job: NormalisedJob): string {
  return createHash('sha256').update(JSON.stringify(job)).digest('hex');
}
