import { describe, expect, it } from 'vitest';
import { countText, employerTabs, postedAgeText, waitingText } from './employer-dashboard.ts';

const now = new Date('2025-06-20T12:00:00Z');

describe('postedAgeText', () => {
  it('says how long ago a job was posted, in the spec buckets', () => {
    expect(postedAgeText('2025-06-20T01:00:00Z', now)).toBe('Posted today');
    expect(postedAgeText('2025-06-19T06:00:00Z', now)).toBe('Posted yesterday');
    expect(postedAgeText('2025-06-17T12:00:00Z', now)).toBe('Posted 3 days ago');
    expect(postedAgeText('2025-06-13T12:00:00Z', now)).toBe('Posted 1 week ago');
    expect(postedAgeText('2025-04-01T12:00:00Z', now, 'en-US')).toBe('Posted on 4/1/2025');
    expect(postedAgeText('', now)).toBe('');
  });
});

describe('waitingText', () => {
  it('counts whole days since the application', () => {
    expect(waitingText('2025-06-11T12:00:00Z', now)).toBe('Waiting 9 days');
    expect(waitingText('2025-06-19T11:00:00Z', now)).toBe('Waiting 1 day');
    expect(waitingText('nope', now)).toBe('');
  });
});

describe('dashboard texts', () => {
  it('counts in singular and plural', () => {
    expect(countText(1, 'applicant', 'applicants')).toBe('1 applicant');
    expect(countText(0, 'view', 'views')).toBe('0 views');
  });

  it('has the spec tabs', () => {
    expect(employerTabs.map((tab) => tab.label)).toEqual(['Job Postings', 'Top Candidates']);
  });
});
