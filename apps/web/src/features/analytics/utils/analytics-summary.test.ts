import { describe, expect, it } from 'vitest';
import type { Analytics } from '@orbit/shared/analytics-contracts';
import { change, dailySummary, funnelSummary, percent, regionSummary } from './analytics-summary.ts';
import { toCsv } from './csv.ts';

const figures = (applications: number, views: number) => ({ applications, views }) as Analytics;

describe('analytics summaries', () => {
  it('says how a figure moved on the previous period of the same length', () => {
    expect(change(14, 10)).toBe('rose 40 %');
    expect(change(9, 12)).toBe('fell 25 %');
    expect(change(10, 10)).toBe('stayed the same');
    expect(change(3, 0)).toBeNull();
    expect(dailySummary(figures(14, 90), figures(10, 100), 30)).toBe(
      'Applications rose 40 % on the previous 30 days (10 → 14). Views fell 10 % on the previous 30 days (100 → 90).',
    );
    expect(dailySummary(figures(3, 0), figures(0, 0), 7)).toBe(
      'Applications: 3, none in the previous 7 days. Views stayed at none on the previous 7 days (0 → 0).',
    );
  });

  it('sums up the funnel and the regions', () => {
    expect(
      funnelSummary({ Applied: 4, Reviewing: 2, Shortlisted: 1, Offered: 1, Accepted: 1, Rejected: 2, Withdrawn: 1 }),
    ).toBe('3 of 12 applications reached Shortlisted or further; 2 were rejected and 1 withdrawn.');
    expect(
      regionSummary([
        { region: 'Europe', n: 1 },
        { region: 'Africa', n: 3 },
      ]),
    ).toBe('Most applicants are in Africa: 3 of 4 (75 %).');
    expect(percent(0.3333)).toBe('33.3 %');
    expect(percent(null)).toBe('—');
  });

  it('writes CSV that a spreadsheet reads as text', () => {
    expect(
      toCsv(
        ['Region', 'Applicants'],
        [
          ['Europe, West', 2],
          ['=SUM(A1)', 1],
        ],
      ),
    ).toBe('Region,Applicants\r\n"Europe, West",2\r\n\'=SUM(A1),1\r\n');
  });
});
