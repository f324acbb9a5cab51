import { describe, expect, it } from 'vitest';
import type { Job, JobListResponse } from '@orbit/shared/job-contracts';
import { jobListJson } from './job-list-json.ts';

describe('the job list JSON', () => {
  it('is the JSON of the list, with each job as JSON.stringify writes it', () => {
    const job = { _id: 'a', title: 'Engineer "Rust" \u2028 ☃', salary: { min: 1, max: 2, currency: 'EUR', period: 'year' }, tags: [] } as unknown as Job;
    const list: JobListResponse = { jobs: [job, { ...job, _id: 'b' }], total: 42, currentPage: 2, totalPages: 3 };
    expect(JSON.parse(jobListJson(list))).toEqual(list);
    // The same job object again: its kept JSON.
    expect(jobListJson(list)).toBe(jobListJson(list));
    expect(JSON.parse(jobListJson({ jobs: [], total: 0, currentPage: 1, totalPages: 0 }))).toEqual({ jobs: [], total: 0, currentPage: 1, totalPages: 0 });
  });
});
