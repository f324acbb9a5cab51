import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import {
  canAcceptOffer,
  completeApplicationUrl,
  failedSubmissionLabel,
  noResponseNote,
  separateFailureReason,
  submittedDate,
  withdrawErrorToast,
} from './application-card.ts';

const details = (overrides: Record<string, unknown> = {}) => ({
  method: 'url' as const,
  targetDestination: 'https://careers.acme.io/jobs/1',
  submittedAt: '2026-05-01T10:00:00.000Z',
  ...overrides,
});

describe('failedSubmissionLabel', () => {
  it('says the application did not go out, by method (never "Applied via…")', () => {
    expect(failedSubmissionLabel({ method: 'api' })).toBe("Not accepted by the employer's system");
    expect(failedSubmissionLabel({ method: 'email' })).toBe('Application e-mail not delivered');
    expect(failedSubmissionLabel({ method: 'url' })).toBe('Not submitted to the employer');
  });
});

describe('completeApplicationUrl', () => {
  it('links the redirect URL, else a web destination', () => {
    expect(completeApplicationUrl(details({ redirectUrl: 'https://acme.io/r' }))).toBe('https://acme.io/r');
    expect(completeApplicationUrl(details())).toBe('https://careers.acme.io/jobs/1');
  });

  it('gives no link for an e-mail destination, a missing one or an unsafe scheme', () => {
    expect(completeApplicationUrl(details({ method: 'email', targetDestination: 'jobs@acme.io' }))).toBeNull();
    expect(completeApplicationUrl(details({ targetDestination: '' }))).toBeNull();
    expect(completeApplicationUrl(details({ targetDestination: 'javascript:alert(1)' }))).toBeNull();
    expect(completeApplicationUrl(null)).toBeNull();
  });

  it("never sends a person to an employer's API endpoint", () => {
    expect(
      completeApplicationUrl(details({ method: 'api', targetDestination: 'https://api.acme.io/v1/applications' })),
    ).toBeNull();
    expect(completeApplicationUrl(details({ method: 'api', redirectUrl: 'https://acme.io/thanks' }))).toBe(
      'https://acme.io/thanks',
    );
    expect(completeApplicationUrl(details({ method: 'form', targetDestination: 'https://apply.acme.io/f/1' }))).toBe(
      'https://apply.acme.io/f/1',
    );
  });
});

describe('separateFailureReason', () => {
  it('shows the reason once', () => {
    const reason = 'Could not resolve api.acme.example';
    expect(
      separateFailureReason({
        failureReason: reason,
        externalSubmissionDetails: details({ responseDetails: `Not submitted: ${reason}` }),
      }),
    ).toBeNull();
    expect(separateFailureReason({ failureReason: reason, externalSubmissionDetails: null })).toBe(reason);
    expect(separateFailureReason({ failureReason: null, externalSubmissionDetails: null })).toBeNull();
  });
});

describe('submittedDate', () => {
  it('formats a calendar date and ignores bad input', () => {
    expect(submittedDate('2026-05-01T10:00:00.000Z', 'en-US', 'UTC')).toBe('May 1, 2026');
    expect(submittedDate('', 'en-US')).toBe('');
    expect(submittedDate('not a date', 'en-US')).toBe('');
  });
});

describe('withdrawErrorToast', () => {
  it("shows the server's reason, else a generic failure", () => {
    expect(withdrawErrorToast(new ApiError(409, { msg: 'This application can no longer be withdrawn' }))).toBe(
      'This application can no longer be withdrawn',
    );
    expect(withdrawErrorToast(new TypeError('offline'))).toBe('Failed to withdraw the application. Please try again.');
  });
});

describe('noResponseNote', () => {
  const now = new Date('2025-06-30T12:00:00Z');
  const waiting = {
    status: 'Applied' as const,
    firstResponseAt: null,
    appliedAt: '2025-06-15T12:00:00Z',
    createdAt: '2025-06-15T12:00:00Z',
  };

  it('says so once 14 days pass without any response', () => {
    expect(noResponseNote(waiting, now, 14)).toBe('No response yet after 14 days');
    expect(noResponseNote({ ...waiting, status: 'Pending' }, now, 14)).toBe('No response yet after 14 days');
    expect(noResponseNote({ ...waiting, appliedAt: '2025-06-16T12:00:00Z' }, now, 14)).toBe(
      'No response yet after 14 days',
    );
  });

  it('says nothing before 14 days, after a response, or once the application moved on', () => {
    expect(noResponseNote({ ...waiting, appliedAt: '2025-06-17T12:00:00Z' }, now, 14)).toBeNull();
    expect(noResponseNote({ ...waiting, firstResponseAt: '2025-06-20T12:00:00Z' }, now, 14)).toBeNull();
    expect(noResponseNote({ ...waiting, status: 'Reviewing' }, now, 14)).toBeNull();
    expect(noResponseNote({ ...waiting, status: 'Failed' }, now, 14)).toBeNull();
  });
});

describe('canAcceptOffer', () => {
  it('is only for offers', () => {
    expect(canAcceptOffer('Offered')).toBe(true);
    expect(canAcceptOffer('Shortlisted')).toBe(false);
    expect(canAcceptOffer('Accepted')).toBe(false);
  });
});
