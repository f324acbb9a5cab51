import { describe, expect, it } from 'vitest';
import type { ContactRequest } from '@orbit/shared/outreach-contracts';
import { requestStatusText, sentRequestStatusText } from './request-status.ts';

const request: ContactRequest = {
  _id: 'r1',
  company: { _id: 'c1', name: 'Acme', verified: true },
  job: null,
  subject: 'A chat',
  message: 'Hello',
  salaryMin: 1,
  salaryMax: 2,
  salaryCurrency: 'USD',
  status: 'pending',
  held: false,
  declineReason: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  expiresAt: '2026-01-15T00:00:00.000Z',
  decidedAt: null,
};
const relative = () => 'in 14 days';

describe('requestStatusText', () => {
  it('says how long a pending request waits and what became of the others', () => {
    expect(requestStatusText(request, new Date(), relative)).toBe('Waiting for your answer, expires in 14 days');
    expect(requestStatusText({ ...request, status: 'declined', declineReason: 'Not now' }, new Date(), relative)).toBe(
      'Declined: Not now',
    );
    expect(requestStatusText({ ...request, status: 'reported' }, new Date(), relative)).toBe(
      'Reported to the moderators',
    );
  });

  it('tells the company a request held for review waits for a moderator, not for the candidate', () => {
    expect(sentRequestStatusText({ ...request, held: true }, new Date(), relative)).toBe(
      'Held for review: a moderator reads it before the candidate does',
    );
    expect(sentRequestStatusText(request, new Date(), relative)).toBe('Waiting for an answer, expires in 14 days');
  });
});
