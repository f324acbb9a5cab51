import { describe, expect, it } from 'vitest';
import {
  bulkResultText,
  bulkTargets,
  isApplicationStatus,
  movableCount,
  opensAsReviewing,
  pageParam,
  statusActions,
  statusChips,
} from './status-actions.ts';

describe('statusActions', () => {
  it('offers only the moves the shared table allows an employer, never staying put', () => {
    const labels = (status: Parameters<typeof statusActions>[0]) =>
      statusActions(status).map((action) => action.status);
    expect(labels('Applied')).toEqual(['Reviewing', 'Shortlisted', 'Rejected']);
    expect(labels('Pending')).toEqual(['Reviewing', 'Shortlisted', 'Rejected']);
    expect(labels('Reviewing')).toEqual(['Shortlisted', 'Rejected']);
    expect(labels('Shortlisted')).toEqual(['Offered', 'Rejected']);
    // Accepting is the seeker's move: an employer can only withdraw an offer by rejecting.
    expect(labels('Offered')).toEqual(['Rejected']);
    expect(labels('Accepted')).toEqual([]);
    expect(labels('Rejected')).toEqual([]);
    expect(labels('Failed')).toEqual([]);
  });

  it('sends offers and rejections through the message dialog', () => {
    expect(statusActions('Shortlisted')).toEqual([
      { status: 'Offered', label: 'Make an offer', withMessage: true },
      { status: 'Rejected', label: 'Reject', withMessage: true },
    ]);
    expect(statusActions('Applied')[0]).toEqual({
      status: 'Reviewing',
      label: 'Mark as reviewing',
      withMessage: false,
    });
  });

  it('opens Applied and Pending applications as Reviewing', () => {
    expect(opensAsReviewing('Applied')).toBe(true);
    expect(opensAsReviewing('Pending')).toBe(true);
    expect(opensAsReviewing('Reviewing')).toBe(false);
    expect(opensAsReviewing('Shortlisted')).toBe(false);
  });
});

describe('bulk moves', () => {
  it('offers the targets at least one selected application can reach, and counts them', () => {
    expect(bulkTargets(['Applied', 'Shortlisted'])).toEqual(['Reviewing', 'Shortlisted', 'Offered', 'Rejected']);
    expect(bulkTargets(['Rejected', 'Accepted'])).toEqual([]);
    expect(movableCount(['Applied', 'Shortlisted', 'Rejected'], 'Rejected')).toBe(2);
    expect(movableCount(['Reviewing', 'Reviewing'], 'Reviewing')).toBe(0);
  });

  it('reports what moved and what was skipped', () => {
    expect(bulkResultText('Shortlisted', 1, 0)).toBe('1 applicant moved to Shortlisted');
    expect(bulkResultText('Rejected', 3, 2)).toBe(
      '3 applicants moved to Rejected; 2 skipped (their status does not allow it, or they withdrew)',
    );
  });
});

describe('statusChips', () => {
  it('is All then each status with applications, in pipeline order', () => {
    expect(statusChips({ Rejected: 1, Applied: 3, Reviewing: 0, Shortlisted: 2 })).toEqual([
      { status: null, label: 'All', count: 6 },
      { status: 'Applied', label: 'Applied', count: 3 },
      { status: 'Shortlisted', label: 'Shortlisted', count: 2 },
      { status: 'Rejected', label: 'Rejected', count: 1 },
    ]);
  });

  it('reads a status filter from the address', () => {
    expect(isApplicationStatus('Offered')).toBe(true);
    expect(isApplicationStatus('offered')).toBe(false);
    expect(isApplicationStatus(null)).toBe(false);
  });
});

describe('pageParam', () => {
  it('reads a whole page number from 1, else 1', () => {
    expect(pageParam('3')).toBe(3);
    expect(pageParam(null)).toBe(1);
    expect(pageParam('0')).toBe(1);
    expect(pageParam('2.5')).toBe(1);
    expect(pageParam('x')).toBe(1);
  });
});
