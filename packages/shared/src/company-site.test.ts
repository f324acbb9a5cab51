import { describe, expect, it } from 'vitest';
import { companySiteUrl } from './company-site.ts';

const imported = {
  postedBy: null,
  source: 'remotive',
  sourceUrl: 'https://remotive.com/jobs/1',
  applicationMethodType: 'api',
  applicationMethodValue: 'https://ats.example/api/apply',
};

describe('companySiteUrl', () => {
  it("uses a url or form job's own address", () => {
    expect(
      companySiteUrl({
        ...imported,
        applicationMethodType: 'url',
        applicationMethodValue: 'https://acme.io/careers/7',
      }),
    ).toBe('https://acme.io/careers/7');
    expect(
      companySiteUrl({ ...imported, applicationMethodType: 'form', applicationMethodValue: ' https://acme.io/form ' }),
    ).toBe('https://acme.io/form');
  });

  it('falls back to the posting on its source, never to an API endpoint or an e-mail address', () => {
    expect(companySiteUrl(imported)).toBe('https://remotive.com/jobs/1');
    expect(
      companySiteUrl({ ...imported, applicationMethodType: 'email', applicationMethodValue: 'jobs@acme.io' }),
    ).toBe('https://remotive.com/jobs/1');
    expect(
      companySiteUrl({ ...imported, applicationMethodType: 'url', applicationMethodValue: 'javascript:alert(1)' }),
    ).toBe('https://remotive.com/jobs/1');
  });

  it('is null without an http(s) address, and for jobs posted on Orbit Jobs', () => {
    expect(companySiteUrl({ ...imported, sourceUrl: null })).toBeNull();
    expect(companySiteUrl({ ...imported, sourceUrl: 'ftp://x.example/job' })).toBeNull();
    expect(
      companySiteUrl({
        ...imported,
        postedBy: 'employer-1',
        applicationMethodType: 'url',
        applicationMethodValue: 'https://acme.io',
      }),
    ).toBeNull();
    expect(companySiteUrl({ ...imported, source: 'orbit' })).toBeNull();
  });
});
