import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { categoryNames } from '@orbit/shared/categories';
import { recordedFeedsDir } from '../../../test-support/recorded-feeds.ts';
import { describeWithRecordedFeeds } from '../../../test-support/recorded-feeds-suite.ts';
import { isRecord, type JobSource } from './job-source.ts';
import { jobicy } from './sources/jobicy.ts';
import { remoteOk } from './sources/remote-ok.ts';
import { remotive } from './sources/remotive.ts';
import { weWorkRemotely } from './sources/we-work-remotely.ts';

/**
 * An extra check against real recorded feeds, kept outside the project (test-support/recorded-feeds.ts). Skipped,
 * saying why, where that folder is absent, e.g. in a user's clone; the shipped fixtures cover the same shapes.
 */

/** Each file, its source, and the records whose feed carried a numeric salary (fields, or Remotive's text). */
const files: { file: string; source: JobSource; numericSalaryIds: (body: string) => string[] }[] = [
  {
    file: 'remotive-remote-jobs.json',
    source: remotive,
    numericSalaryIds: (body) =>
      ((JSON.parse(body.replace(/^\uFEFF/, '')) as { jobs: Record<string, unknown>[] }).jobs ?? [])
        .filter((r) => /\d/.test(String(r.salary ?? '')))
        .map((r) => String(r.id)),
  },
  {
    file: 'remoteok-api.json',
    source: remoteOk,
    numericSalaryIds: (body) =>
      (JSON.parse(body) as unknown[])
        .filter((r) => isRecord(r) && Number(r.salary_min) > 0 && Number(r.salary_max) > 0)
        .map((r) => String((r as Record<string, unknown>).id)),
  },
  { file: 'weworkremotely-remote-jobs.rss', source: weWorkRemotely, numericSalaryIds: () => [] },
  ...['jobicy-python.json', 'jobicy-canada.json'].map((file) => ({
    file,
    source: jobicy,
    numericSalaryIds: (body: string) =>
      ((JSON.parse(body) as { jobs: Record<string, unknown>[] }).jobs ?? [])
        .filter((r) => Number(r.annualSalaryMin) > 0 || Number(r.salaryMin) > 0)
        .map((r) => String(r.id)),
  })),
];

describeWithRecordedFeeds('recorded job feeds', () => {
  it.each(files)('$file parses into sane jobs', ({ file, source, numericSalaryIds }) => {
    const body = readFileSync(`${recordedFeedsDir}${file}`, 'utf8');
    const { jobs, skipped } = source.parse(body);
    console.info(
      `${file}: ${jobs.length} jobs, ${skipped.length} skipped`,
      skipped.map((s) => `${s.sourceId ?? '?'}: ${s.reason}`),
    );

    expect(jobs.length).toBeGreaterThan(0);
    expect(skipped.length).toBeLessThanOrEqual(Math.ceil(jobs.length * 0.05));
    for (const job of jobs) {
      expect(job.title.trim(), job.sourceId).not.toBe('');
      expect(job.company.trim(), job.sourceId).not.toBe('');
      expect(categoryNames, job.sourceId).toContain(job.category);
      expect(Number.isNaN(job.postedAt.getTime()), job.sourceId).toBe(false);
      expect(job.postedAt.getUTCFullYear(), job.sourceId).toBeGreaterThanOrEqual(2015);
      expect(job.descriptionHtml, job.sourceId).not.toMatch(
        /<script|<iframe|<img|javascript:|on\w+=|Please mention the word/i,
      );
      expect(job.title, job.sourceId).not.toMatch(/&amp;|&#\d+;|\u00e2\u0080/);
    }
    const withNumbers = new Set(numericSalaryIds(body));
    const structured = jobs.filter((job) => withNumbers.has(job.sourceId));
    expect(structured.length).toBe(withNumbers.size);
    for (const job of structured) expect(typeof job.salary, job.sourceId).toBe('object');
  });
});
