import { describe, expect, it } from 'vitest';
import { buildJob, collectJobs, normaliseEmploymentType, parseFeedDate, type RawJob } from './build-job.ts';
import { deriveApplicationMethod } from './derive-application-method.ts';
import { inferExperienceLevel } from './infer-experience-level.ts';

const raw: RawJob = {
  source: 'test',
  sourceId: 'a-1',
  sourceUrl: 'https://feed.example/jobs/a-1',
  title: 'Senior Rust Engineer',
  company: 'Acme &amp; Sons',
  postedAt: new Date('2026-03-01T00:00:00Z'),
  descriptionHtml: '<p>Rust and Kubernetes.</p>',
};

describe('buildJob', () => {
  it('fills derived fields', () => {
    const result = buildJob(raw);
    expect('job' in result && result.job).toMatchObject({
      company: 'Acme & Sons',
      location: 'Remote',
      remote: true,
      experienceLevel: 'senior',
      skills: ['Rust', 'Kubernetes'],
      category: 'Remote Backend Development',
      salary: null,
      applicationMethod: { type: 'url', value: 'https://feed.example/jobs/a-1' },
    });
  });

  it.each([
    [{ sourceId: ' ' }, 'missing id'],
    [{ title: '<b></b>' }, 'missing title'],
    [{ company: '' }, 'missing company'],
    [{ sourceUrl: 'javascript:alert(1)' }, 'missing or invalid posting URL'],
    [{ postedAt: null }, 'missing or invalid date'],
    [{ postedAt: new Date('nope') }, 'missing or invalid date'],
    [{ title: 'x'.repeat(400) }, 'invalid title: Too big: expected string to have <=300 characters'],
  ])('skips %o with a reason', (change, reason) => {
    const result = buildJob({ ...raw, ...change });
    expect('skipped' in result && result.skipped.reason).toBe(reason);
  });
});

describe('collectJobs', () => {
  it('never throws: odd records, thrown errors and duplicates become skips', () => {
    const result = collectJobs([1, { id: 'a-1' }, { id: 'boom' }, { id: 'a-1' }], (record) => {
      if (typeof record !== 'object' || record === null) return { skip: 'not an object' };
      if ((record as { id: string }).id === 'boom') throw new Error('unexpected shape');
      return raw;
    });
    expect(result.jobs).toHaveLength(1);
    expect(result.skipped).toEqual([
      { reason: 'not an object' },
      { reason: 'unreadable record: unexpected shape' },
      { sourceId: 'a-1', reason: 'duplicate id in the same feed' },
    ]);
  });
});

describe('parseFeedDate', () => {
  it.each([
    [1773619203, '2026-03-16T00:00:03.000Z'],
    [1773619203000, '2026-03-16T00:00:03.000Z'],
    ['1773619203', '2026-03-16T00:00:03.000Z'],
    ['2026-03-16T00:00:03+00:00', '2026-03-16T00:00:03.000Z'],
    ['2026-07-26T20:49:11', '2026-07-26T20:49:11.000Z'],
    ['2024-12-07 04:10:26', '2024-12-07T04:10:26.000Z'],
    ['Tue, 08 Nov 2022 00:08:24 +0000', '2022-11-08T00:08:24.000Z'],
  ])('%s', (value, iso) => {
    expect(parseFeedDate(value)?.toISOString()).toBe(iso);
  });

  it('returns null for missing or invalid dates', () => {
    for (const value of ['', 'soon', null, undefined, 0, -5, {}]) expect(parseFeedDate(value)).toBeNull();
  });
});

describe('normaliseEmploymentType', () => {
  it.each([
    ['full_time', 'Full-time'],
    ['Full-Time', 'Full-time'],
    [['Berufserfahren', 'Full Time'], 'Full-time'],
    ['part_time', 'Part-time'],
    ['freelance', 'Contract'],
    ['contract', 'Contract'],
    ['Temporary', 'Temporary'],
    ['Werkstudent', 'Internship'],
    ['internship', 'Internship'],
    ['other', ''],
    [undefined, ''],
  ])('%s → %s', (value, type) => {
    expect(normaliseEmploymentType(value)).toBe(type);
  });
});

describe('deriveApplicationMethod', () => {
  it('prefers an apply e-mail, then an apply URL, then the posting', () => {
    expect(
      deriveApplicationMethod({ applyEmail: 'Jobs@Acme.example', applyUrl: 'https://acme.example/apply' }),
    ).toEqual({
      type: 'email',
      value: 'jobs@acme.example',
    });
    const mailto = deriveApplicationMethod({ applyUrl: 'mailto:hr@acme.example?subject=Hi' });
    expect(mailto).toEqual({ type: 'email', value: 'hr@acme.example' });
    const url = deriveApplicationMethod({ applyUrl: 'https://acme.example/apply' });
    expect(url).toEqual({ type: 'url', value: 'https://acme.example/apply' });
    expect(deriveApplicationMethod({ applyUrl: 'javascript:x', fallbackUrl: 'https://feed.example/1' })).toEqual({
      type: 'url',
      value: 'https://feed.example/1',
    });
    expect(deriveApplicationMethod({ applyEmail: 'not-an-email' })).toEqual({ type: 'unknown', value: '' });
  });
});

describe('inferExperienceLevel', () => {
  it.each([
    [{ title: 'Backend Engineer', sourceLevel: 'Midweight' }, 'mid'],
    [{ title: 'Senior Backend Engineer', sourceLevel: 'Any' }, 'senior'],
    [{ title: 'Staff Engineer' }, 'lead'],
    [{ title: 'Head of Growth' }, 'lead'],
    [{ title: 'Lead Generation Specialist' }, ''],
    [{ title: 'Sr. Designer' }, 'senior'],
    [{ title: 'Frontend Engineer II' }, 'mid'],
    [{ title: 'Junior QA Analyst' }, 'entry'],
    [{ title: 'Software Engineer, New Grad' }, 'entry'],
    [{ title: 'International Sales Rep' }, ''],
    [{ title: 'Analyst', description: 'You have 3+ years of experience in SQL.' }, 'mid'],
    [{ title: 'Analyst', description: 'Requires 6 years of professional experience.' }, 'senior'],
    [{ title: 'Analyst', description: 'No prior experience required.' }, 'entry'],
    [{ title: 'Analyst', description: 'Founded 10 years ago.' }, ''],
  ])('%o → %s', (input, level) => {
    expect(inferExperienceLevel(input)).toBe(level);
  });
});
