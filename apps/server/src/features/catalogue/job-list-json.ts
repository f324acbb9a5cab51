import type { Job, JobListResponse } from '@orbit/shared/job-contracts';

/**
 * The bytes of a `GET /api/jobs` answer. Answers come from the list cache as the same objects request after request
 * (list-cache.ts), so their bytes are kept beside them and written as they are: encoding 30 KB of JSON on every
 * request was a third of the server's time under load. A new answer is written from each job's own JSON, kept per job
 * object too, as pages share jobs. Both go with their object: an answer or job made for one request only (a page
 * scored for a seeker) is written as usual and forgotten with it.
 */
const answerBytes = new WeakMap<JobListResponse, Buffer>();
const jobJson = new WeakMap<Job, string>();

function jsonOf(job: Job): string {
  let json = jobJson.get(job);
  if (json === undefined) {
    json = JSON.stringify(job);
    jobJson.set(job, json);
  }
  return json;
}

export function jobListBody(list: JobListResponse): Buffer {
  let bytes = answerBytes.get(list);
  if (bytes === undefined) {
    const corrected =
      list.correctedSearch === undefined ? '' : `,"correctedSearch":${JSON.stringify(list.correctedSearch)}`;
    const capped = list.totalCapped ? ',"totalCapped":true' : '';
    const page = `"total":${JSON.stringify(list.total)},"currentPage":${JSON.stringify(list.currentPage)},"totalPages":${JSON.stringify(list.totalPages)}${capped}${corrected}`;
    bytes = Buffer.from(`{"jobs":[${list.jobs.map(jsonOf).join(',')}],${page}}`);
    answerBytes.set(list, bytes);
  }
  return bytes;
}
