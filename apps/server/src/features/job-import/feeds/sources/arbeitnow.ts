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

/**
 * Arbeitnow job board API: GET /api/job-board-api → { data: [...], links, meta }, newest first, 100 per page (we
 * read the first page). Records have slug, company_name, title, description (HTML), remote (boolean), url, tags,
 * job_types (English or German words), location and created_at in epoch seconds; no salary fields. Not every job
 * is remote: `remote` is kept as the feed says, for the jobs list's remote-only filter.
 */

const name = 'arbeitnow';

function toRaw(record: unknown): RecordOutcome {
  if (!isRecord(record)) return { skip: 'not an object' };
  const url = text(record.url);
  return {
    source: name,
    sourceId: text(record.slug),
    sourceUrl: url,
    title: text(record.title),
    company: text(record.company_name),
    location: text(record.location),
    remote: record.remote === true,
    employmentType: stringList(record.job_types),
    sourceLevel: stringList(record.job_types).find((type) => /^(?:junior|senior|entry|intern|lead)/i.test(type)) ?? '',
    salary: null,
    postedAt: parseFeedDate(record.created_at),
    descriptionHtml: text(record.description),
    tags: stringList(record.tags),
    applyUrl: url,
  };
}

export const arbeitnow: JobSource = {
  name,
  defaultBaseUrl: 'https://www.arbeitnow.com',
  minIntervalMs: 1 * hourMs,
  buildRequestUrl: (baseUrl) => joinUrl(baseUrl, '/api/job-board-api'),
  parse(body) {
    const data = parseJsonBody(name, body);
    if (!isRecord(data) || !Array.isArray(data.data))
      throw new SourceParseError(name, 'expected an object with a "data" list');
    return collectJobs(data.data, toRaw);
  },
};
