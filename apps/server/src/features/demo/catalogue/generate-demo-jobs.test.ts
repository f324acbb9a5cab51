import { describe, expect, it } from 'vitest';
import { categoryNames } from '@orbit/shared/categories';
import { applicationMethodTypes } from '@orbit/shared/job-contracts';
import { canonicalSkill } from '@orbit/shared/skills';
import { demoCompanies } from './demo-companies.ts';
import { generateDemoJobs } from './generate-demo-jobs.ts';

const now = new Date('2026-11-22T12:00:00Z');
const dayMs = 24 * 60 * 60 * 1000;

describe('the generated demo catalogue', () => {
  const jobs = generateDemoJobs(now);

  it('is the same every time for the same moment', () => {
    expect(generateDemoJobs(now)).toEqual(jobs);
  });

  it('has 300+ jobs across all 26 categories and 40+ companies', () => {
    expect(jobs.length).toBeGreaterThanOrEqual(300);
    expect(new Set(jobs.map((job) => job.category))).toEqual(new Set(categoryNames));
    expect(new Set(jobs.map((job) => job.company)).size).toBeGreaterThanOrEqual(40);
    expect(demoCompanies.length).toBeGreaterThanOrEqual(40);
  });

  it('varies locations, currencies, periods and application methods', () => {
    const locations = new Set(jobs.map((job) => job.location));
    for (const place of [
      'Worldwide',
      'Africa',
      'EMEA',
      'Lagos, Nigeria',
      'Nairobi, Kenya',
      'Accra, Ghana',
      'Cape Town, South Africa',
      'Kigali, Rwanda',
      'Cairo, Egypt',
      'Europe',
      'US only',
      'Americas',
      'APAC',
    ]) {
      expect(locations, place).toContain(place);
    }
    expect(new Set(jobs.map((job) => job.salaryCurrency).filter(Boolean))).toEqual(
      new Set(['USD', 'EUR', 'GBP', 'NGN', 'KES', 'ZAR']),
    );
    expect(new Set(jobs.map((job) => job.salaryPeriod).filter(Boolean)).size).toBeGreaterThanOrEqual(4);
    expect(jobs.some((job) => job.salaryText)).toBe(true);
    expect(jobs.some((job) => job.salaryMin === null && !job.salaryText)).toBe(true);
    expect(new Set(jobs.map((job) => job.applicationMethodType))).toEqual(new Set(applicationMethodTypes));
    for (const job of jobs) if (job.salaryMin !== null) expect(job.salaryMin).toBeLessThanOrEqual(job.salaryMax!);
  });

  it('spreads postings over the 40 days before now, some already expired', () => {
    const ages = jobs.map((job) => (now.getTime() - job.postedAt.getTime()) / dayMs);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(40);
    const expired = ages.filter((age) => age > 30).length;
    expect(expired).toBeGreaterThan(10);
    expect(expired).toBeLessThan(jobs.length / 3);
  });

  it('mixes HTML and plain descriptions, with details on most jobs and canonical skills', () => {
    const html = jobs.filter((job) => job.description?.startsWith('<p>'));
    expect(html.length).toBeGreaterThan(jobs.length / 3);
    expect(html.length).toBeLessThan(jobs.length);
    expect(jobs.filter((job) => job.responsibilities && job.requirements && job.benefits).length).toBeGreaterThan(
      jobs.length / 2,
    );
    for (const skill of new Set(jobs.flatMap((job) => job.skills ?? [])))
      expect(canonicalSkill(skill), skill).toBe(skill);
  });

  it('makes the demo employer’s jobs native and the rest external demo jobs', () => {
    const native = jobs.filter((job) => job.native);
    expect(native.length).toBeGreaterThan(0);
    for (const job of native) {
      expect(job).toMatchObject({ company: 'Kijani Labs', source: 'orbit', sourceId: null, sourceUrl: null });
      expect(['form', 'api']).toContain(job.applicationMethodType);
    }
    expect(jobs.filter((job) => !job.native).every((job) => job.source === 'orbit-demo' && job.sourceUrl)).toBe(true);
  });
});
