import { describe } from 'vitest';
import { recordedFeedsFound, recordedFeedsMissing } from './recorded-feeds.ts';

/**
 * A suite over the recorded feeds (recorded-feeds.ts). Where they are absent its tests are reported as skipped, under a
 * name that says why, and the reason is printed once: a skip nobody can explain looks like a pass.
 */
export function describeWithRecordedFeeds(name: string, body: () => void): void {
  if (recordedFeedsFound) {
    describe(name, body);
    return;
  }
  console.warn(`Skipped "${name}": ${recordedFeedsMissing}.`);
  describe.skip(`${name} (skipped: ${recordedFeedsMissing})`, body);
}
