import { describe, expect, it } from 'vitest';
import { isDeadlineTooFar, latestApplicationDeadline } from './posting-contracts.ts';

describe('the latest application deadline', () => {
  it('is the same date a year after today, 1 March after a 29 February', () => {
    expect(latestApplicationDeadline('2025-06-01')).toBe('2026-06-01');
    expect(latestApplicationDeadline('2025-12-31')).toBe('2026-12-31');
    expect(latestApplicationDeadline('2028-02-29')).toBe('2029-03-01');
  });

  it('lets a deadline run to the end of that day and no further, whatever its year', () => {
    expect(isDeadlineTooFar('2026-06-01', '2025-06-01')).toBe(false);
    expect(isDeadlineTooFar('2026-06-01T23:59:59.999Z', '2025-06-01')).toBe(false);
    expect(isDeadlineTooFar('2026-06-02', '2025-06-01')).toBe(true);
    expect(isDeadlineTooFar('10000-01-01', '2025-06-01')).toBe(true);
    expect(isDeadlineTooFar('+275760-09-13', '2025-06-01')).toBe(true);
    // Not a date at all is the schema's to refuse, with its own message.
    expect(isDeadlineTooFar('soon', '2025-06-01')).toBe(false);
  });
});
