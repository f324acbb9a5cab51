import { describe, expect, it } from 'vitest';
import type { ImportSourceSummary } from '@orbit/shared/job-contracts';
import { formatSourceLine, formatTotalsLine, isFinished } from './import-progress.ts';

const summary = (overrides: Partial<ImportSourceSummary> = {}): ImportSourceSummary => ({
  status: 'succeeded',
  fetched: 5,
  created: 4,
  updated: 0,
  unchanged: 0,
  duplicates: 0,
  expired: 0,
  skipped: 1,
  failed: 0,
  errors: [],
  ...overrides,
});

describe('import progress lines', () => {
  it('shows the counts of a source that was fetched', () => {
    expect(formatSourceLine('remotive', summary())).toBe(
      'remotive          succeeded: fetched 5, created 4, updated 0, unchanged 0, duplicates 0, expired 0, skipped 1, failed 0',
    );
  });

  it('says why a source failed and that nothing was changed', () => {
    const line = formatSourceLine(
      'jobicy',
      summary({ status: 'failed', fetched: 0, created: 0, skipped: 0, errors: ['HTTP 500'] }),
    );
    expect(line).toBe('jobicy            FAILED: HTTP 500 (existing jobs left unchanged)');
  });

  it('explains a source skipped for its polling interval', () => {
    const line = formatSourceLine('remotive', summary({ status: 'not-due', nextDueAt: '2026-03-16T18:00:00.000Z' }));
    expect(line).toContain('next fetch allowed after 2026-03-16T18:00:00.000Z');
  });

  it('knows when a run has ended and sums it up', () => {
    expect(isFinished({ status: 'running' })).toBe(false);
    expect(isFinished({ status: 'partial' })).toBe(true);
    const totals = { fetched: 9, created: 7, updated: 1, expired: 0, failedSources: 1 };
    expect(
      formatTotalsLine({
        _id: 'r',
        trigger: 'cli',
        status: 'partial',
        startedAt: '',
        finishedAt: '',
        sources: {},
        totals,
      }),
    ).toBe('Import partial: 9 fetched, 7 created, 1 updated, 0 expired, 1 source(s) failed');
  });
});
