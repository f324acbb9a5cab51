import { describe, expect, it } from 'vitest';
import { queueReason, waitingForReviewText } from './moderation-item.ts';

const posting = (findings: { code: string; message: string }[]) => ({
  _id: 'j',
  title: 't',
  location: '',
  postedAt: '',
  expiresAt: '',
  postingStatus: 'Pending' as const,
  closedReason: null,
  closedMessage: '',
  findings,
  canRenew: false,
  applicants: 0,
  views: 0,
});
const employer = (verified: boolean) => ({ name: 'Ada', email: 'ada@acme.io', companyName: 'Acme', verified });

describe('waitingForReviewText', () => {
  const now = new Date('2025-06-20T12:00:00Z');
  it('says how long a post has waited', () => {
    expect(waitingForReviewText('2025-06-20T11:30:00Z', now)).toBe('Waiting less than an hour');
    expect(waitingForReviewText('2025-06-20T09:00:00Z', now)).toBe('Waiting 3 hours');
    expect(waitingForReviewText('2025-06-19T11:00:00Z', now)).toBe('Waiting 1 day');
    expect(waitingForReviewText('2025-06-17T12:00:00Z', now)).toBe('Waiting 3 days');
    expect(waitingForReviewText('x', now)).toBe('');
  });
});

describe('queueReason', () => {
  it('explains a queued post without findings', () => {
    expect(queueReason({ posting: posting([]), employer: employer(false) })).toMatch(/not verified/);
    expect(queueReason({ posting: posting([]), employer: employer(true) })).toMatch(/found nothing/);
    expect(
      queueReason({ posting: posting([{ code: 'salary', message: 'Salary looks wrong' }]), employer: employer(false) }),
    ).toBeNull();
  });
});
