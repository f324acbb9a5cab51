import { describe, expect, it } from 'vitest';
import { jobListQuerySchema } from './job-contracts.ts';
import { waitlistEntrySchema } from './waitlist-contracts.ts';

describe('jobs-list query', () => {
  it('reads numbers from the query string and ignores unknown parameters', () => {
    expect(jobListQuerySchema.parse({ page: '2', limit: '50', _t: '1732', remote: 'true', search: ' react ' })).toEqual(
      {
        page: 2,
        limit: 50,
        remote: 'true',
        search: 'react',
      },
    );
    expect(jobListQuerySchema.parse({ page: '', search: '  ' })).toEqual({});
  });

  it.each([
    { page: '-1' },
    { page: '0' },
    { page: 'abc' },
    { page: '1.5' },
    { limit: '0' },
    { limit: '101' },
    { remote: 'yes' },
  ])('refuses %o', (query) => {
    expect(jobListQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('waitlist entry', () => {
  it('fills the spec defaults', () => {
    expect(waitlistEntrySchema.parse({ name: ' Ada ', location: 'Lagos', email: 'Ada@Example.org' })).toEqual({
      name: 'Ada',
      location: 'Lagos',
      email: 'ada@example.org',
      source: 'mobile_app_waitlist',
      appPreferences: { os: 'both', notifications: true },
    });
  });
});
