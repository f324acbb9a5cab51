import type { Job, JobListResponse } from '@orbit/shared/job-contracts';

/**
 * The JSON of `GET /api/jobs`, written from each job's own JSON, kept per job object: the jobs of a page mostly come
 * from the list cache as the same objects request after request (list-cache.ts), so each is stringified once, not on
 * every request (stringifying 20–100 jobs was a quarter of the server's time under load). A job made for one answer
 * only (a page scored for a seeker) is stringified as usual and forgotten with it.
 */
const jobJson = new WeakMap<Job, string>();

function jsonOf(job: Job): string {
  let json = jobJson.get(job);
  if (json === undefined) {
    json = JSON.stringify(job);
    jobJson.set(job, json);
  }
  return json;
}

export function jobListJson(list: JobListResponse): string {
  const page = `"total":${JSON.stringify(list.total)},"currentPage":${JSON.stringify(list.currentPage)},"totalPages":${JSON.stringify(list.totalPages)}`;
  return `{"jobs":[${list.jobs.map(jsonOf).join(',')}],${page}}`;
}
