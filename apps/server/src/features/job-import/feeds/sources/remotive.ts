import { collectJobs, parseFeedDate, type RecordOutcome } from '../build-job.ts';
import {
  hourMs,
  isRecord,
  joinUrl,
  parseJsonBody,
  SourceParseError,
  stringList,
  text,
  type JobSource,
} from '../job-source.ts';
import { parseSalary } from '../parse-salary.ts';

/**
 * Remotive public API: GET /api/remote-jobs → { "job-count", jobs: [...] }. The body starts with a UTF-8 BOM and
 * carries legal-notice keys; salaries are free text ("$80k - $100k", "$18 - $22/hr"); dates have no zone (UTC).
 * Terms: at most ~4 calls a day, link back to the posting and name Remotive as the source.
 */

const name = 'remotive';

function toRaw(record: unknown): RecordOutcome {
  if (!isRecord(record)) return { skip: 'not an object' };
  const url = text(record.url);
  return {
    source: name,
    sourceId: text(record.id),
    sourceUrl: url,
    title: text(record.title),
    company: text(record.company_name),
    companyLogo: text(record.company_logo) || text(record.company_logo_url),
    location: text(record.candidate_required_location),
    regions: text(record.candidate_required_location),
    remote: true,
    employmentType: text(record.job_type),
    salary: parseSalary(text(record.salary)),
    postedAt: parseFeedDate(record.publication_date),
    descriptionHtml: text(record.description),
    tags: stringList(record.tags),
    sourceCategory: text(record.category),
    applyUrl: url,
  };
}

export const remotive: JobSource = {
  name,
  defaultBaseUrl: 'https://remotive.com',
  // Remotive asks for at most about four calls a day.
  minIntervalMs: 6 * hourMs,
  buildRequestUrl: (baseUrl) => joinUrl(baseUrl, '/api/remote-jobs'),
  parse(body) {
    const data = parseJsonBody(name, body);
    if (!isRecord(data) || !Array.isArray(data.jobs))
      throw new SourceParseError(name, 'expected an object with a "jobs" list');
    return collectJobs(data.jobs, toRaw);
  },
};
