import type { Job } from '@orbit/shared/job-contracts';

/**
 * A job as the API shows it (the Job contract), for pure rules that take one: a native, live, worldwide job with a
 * salary and two skills, overridden as a test needs. No database: `job-builders.ts` inserts rows.
 */
export const jobAsShown = (overrides: Partial<Job> = {}): Job => ({
  _id: 'job-1',
  title: 'Go Platform Engineer',
  company: 'Baobab Cloud',
  companyId: null,
  logo: '',
  location: 'Remote',
  regions: 'Worldwide',
  remote: true,
  employmentType: 'Full-time',
  experienceLevel: 'mid',
  salary: { min: 60000, max: 90000, currency: 'USD', period: 'year' },
  createdAt: '2026-11-01T00:00:00.000Z',
  postedAt: '2026-11-01T00:00:00.000Z',
  expiresAt: '2026-12-01T00:00:00.000Z',
  status: 'live',
  category: 'Software Development',
  description: '<p>We run Go services on Kubernetes.</p>',
  responsibilities: '',
  requirements: '',
  benefits: '',
  skills: ['Go', 'Kubernetes'],
  tags: [],
  postedBy: 'employer-1',
  source: 'orbit',
  sourceLabel: 'Orbit Jobs',
  sourceUrl: null,
  alsoListedOn: [],
  applicationMethod: { type: 'unknown', value: '' },
  eligibility: { worldwide: true, countries: [], regions: [] },
  timezoneOverlap: null,
  applicationDeadline: null,
  closedReason: null,
  ...overrides,
});
