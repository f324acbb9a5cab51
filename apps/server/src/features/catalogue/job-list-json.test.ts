import { describe, expect, it } from 'vitest';
import type { Job, JobListResponse } from '@orbit/shared/job-contracts';
import { jobListBody } from './job-list-json.ts';

describe('the job list bytes', () => {
  const parse = (bytes: Buffer) => JSON.parse(bytes.toString('utf8')) as unknown;

  it('are the UTF-8 JSON of the list, with each job as JSON.stringify writes it', () => {
    const job = {
      _id: 'a',
      title: 'Engineer "Rust" \u2028 ☃ Lagos–Nairobi',
      salary: { min: 1, max: 2, currency: 'EUR', period: 'year' },
      tags: [],
    } as unknown as Job;
    const list: JobListResponse = { jobs: [job, { ...job, _id: 'b' }], total: 42, currentPage: 2, totalPages: 3 };
    expect(parse(jobListBody(list))).toEqual(list);
    expect(jobListBody(list).byteLength).toBe(Buffer.byteLength(JSON.stringify(list)));
    expect(parse(jobListBody({ jobs: [], total: 0, currentPage: 1, totalPages: 0 }))).toEqual({
      jobs: [],
      total: 0,
      currentPage: 1,
      totalPages: 0,
    });
    const corrected: JobListResponse = {
      jobs: [job],
      total: 1,
      currentPage: 1,
      totalPages: 1,
      correctedSearch: 'senior "python"',
    };
    expect(parse(jobListBody(corrected))).toEqual(corrected);
    const capped: JobListResponse = {
      jobs: [job],
      total: 1000,
      currentPage: 1,
      totalPages: 50,
      totalCapped: true,
      correctedSearch: 'engineer',
    };
    expect(parse(jobListBody(capped))).toEqual(capped);
    expect(jobListBody(capped).byteLength).toBe(Buffer.byteLength(JSON.stringify(capped)));
  });

  it('are kept with their answer: the same answer object gives the same bytes, a new one is written anew', () => {
    const job = { _id: 'a', title: 'Engineer' } as unknown as Job;
    const list: JobListResponse = { jobs: [job], total: 1, currentPage: 1, totalPages: 1 };
    expect(jobListBody(list)).toBe(jobListBody(list));
    const next = { ...list, total: 2 };
    expect(jobListBody(next)).not.toBe(jobListBody(list));
    expect(parse(jobListBody(next))).toEqual(next);
  });
});
