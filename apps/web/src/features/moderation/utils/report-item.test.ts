import { describe, expect, it } from 'vitest';
import { openReportCount, reportHeading, reportOutcome, reportReason } from './report-item.ts';

describe('report item texts', () => {
  it('names what was reported, and whether screening held it by itself', () => {
    expect(reportHeading({ kind: 'contact-request', heldByScreening: false })).toBe('Reported contact request');
    expect(reportHeading({ kind: 'contact-request', heldByScreening: true })).toBe('Contact request held by screening');
    expect(reportHeading({ kind: 'message', heldByScreening: true })).toBe('Message held by screening');
    expect(reportHeading({ kind: 'message', heldByScreening: false })).toBe('Reported message');
  });

  it('says the decision once taken, and the reason or why there is none', () => {
    expect(reportOutcome('open')).toBeNull();
    expect(reportOutcome('dismissed')).toBe('Dismissed');
    expect(reportOutcome('employer-suspended')).toBe('Employer suspended');
    expect(reportReason({ reason: 'Asked for my BVN', heldByScreening: false })).toBe('Asked for my BVN');
    expect(reportReason({ reason: ' ', heldByScreening: true })).toMatch(/screening held it/);
    expect(reportReason({ reason: '', heldByScreening: false })).toBe('No reason given.');
  });

  it('counts the open ones', () => {
    expect(openReportCount([{ status: 'open' }, { status: 'dismissed' }, { status: 'open' }])).toBe(2);
  });
});
