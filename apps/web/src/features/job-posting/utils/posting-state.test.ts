import { describe, expect, it } from 'vitest';
import { jobPostingSchema } from '@orbit/shared/posting-contracts';
import {
  closeImpactText,
  closedReasonLabel,
  defaultCloseMessage,
  postingOutcome,
  previewJob,
  runsUntilLabel,
} from './posting-state.ts';

describe('previewJob', () => {
  it('shows the validated body as the job page would, with the company and today as posted date', () => {
    const body = jobPostingSchema.parse({
      title: 'Data Analyst',
      description: 'd'.repeat(60),
      category: 'Remote Data Science',
      employmentType: 'Part-time',
      experienceLevel: 'mid',
      salaryMin: 20,
      salaryMax: 30,
      salaryCurrency: 'EUR',
      salaryPeriod: 'hour',
      location: 'Remote',
      eligibility: { worldwide: false, countries: ['de'], regions: [] },
    });
    const now = new Date('2025-06-01T09:00:00Z');
    expect(previewJob(body, { name: 'Acme', logo: '' }, now)).toMatchObject({
      title: 'Data Analyst',
      company: 'Acme',
      remote: true,
      salary: { min: 20, max: 30, currency: 'EUR', period: 'hour' },
      eligibility: { worldwide: false, countries: ['DE'], regions: [] },
      timezoneOverlap: null,
      applicationDeadline: null,
      createdAt: '2025-06-01T09:00:00.000Z',
    });
  });
});

describe('postingOutcome', () => {
  it('says live, awaiting review (with or without findings) or closed', () => {
    expect(postingOutcome('Active', [], false).title).toBe('Your job is live');
    expect(postingOutcome('Active', [], true).title).toBe('Your changes are live');
    expect(postingOutcome('Pending', [{ code: 'x', message: 'y' }], false)).toMatchObject({
      tone: 'warning',
      title: 'Your job is awaiting review',
    });
    expect(postingOutcome('Pending', [], false).text).toMatch(/not verified/);
    expect(postingOutcome('Closed', [], true).title).toBe('This job is closed');
  });
});

describe('posting labels', () => {
  it('names closed reasons', () => {
    expect(closedReasonLabel('filled')).toBe('Filled');
    expect(closedReasonLabel('rejected')).toBe('Rejected in review');
    expect(closedReasonLabel(null)).toBe('Closed');
  });

  it('says how long an Active post runs', () => {
    const now = new Date('2025-06-26T12:00:00Z');
    expect(runsUntilLabel({ postingStatus: 'Active', expiresAt: '2025-07-01T12:00:00Z' }, now, 'en-US')).toBe(
      'Runs until July 1, 2025 · 5 days left',
    );
    expect(runsUntilLabel({ postingStatus: 'Active', expiresAt: '2025-06-27T00:00:00Z' }, now, 'en-US')).toMatch(
      /1 day left$/,
    );
    expect(runsUntilLabel({ postingStatus: 'Pending', expiresAt: '2025-07-01T12:00:00Z' }, now)).toBe('');
  });
});

describe('closing', () => {
  it('says how many open applicants will be told', () => {
    expect(closeImpactText(3)).toBe('3 open applicants will get a final status and your message.');
    expect(closeImpactText(1)).toBe('1 open applicant will get a final status and your message.');
    expect(closeImpactText(0)).toMatch(/no one will be messaged/);
    expect(closeImpactText(null)).toMatch(/Every applicant/);
  });

  it('offers a message per reason, naming the job', () => {
    expect(defaultCloseMessage('filled', 'Data Analyst')).toMatch(
      /Data Analyst role\. The position has now been filled/,
    );
    expect(defaultCloseMessage('cancelled', 'Data Analyst')).toMatch(/not to fill this position/);
  });
});
