import { describe, expect, it } from 'vitest';
import { closedJobText } from './closed-job.ts';

describe('closedJobText', () => {
  it('says why the position closed, without review details', () => {
    expect(closedJobText('filled')).toMatch(/filled this position/);
    expect(closedJobText('expired')).toMatch(/expired/);
    expect(closedJobText('cancelled')).toBe(closedJobText('rejected'));
    expect(closedJobText(null)).toMatch(/no longer taking applications/);
  });
});
