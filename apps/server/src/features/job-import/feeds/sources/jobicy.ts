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
import { periodFromWord, salaryFromNumbers } from '../parse-salary.ts';

/**
 * Jobicy API v2: GET /api/v2/remote-jobs?count=50 → { jobCount, jobs: [...] }. Titles and industries carry HTML
 * entities ("Web &amp; App Design"); salaries are numeric strings (annualSalaryMin/Max, or salaryMin/Max with
 * salaryPeriod in newer responses); jobLevel is 'Senior', 'Midweight', 'Any'…; dates have no zone (UTC).
 * Terms: at most one poll an hour; do not pass the jobs on to other aggregators.
 */

const name = 'jobicy';

function salaryOf(record: Record<string, unknown>) {
  const annual = salaryFromNumbers(record.annualSalaryMin, record.annualSalaryMax, record.salaryCurrency, 'year');
  if (annual) return annual;
  return salaryFromNumbers(
    record.salaryMin,
    record.salaryMax,
    record.salaryCurrency,
    periodFromWord(record.salaryPeriod),
  );
}

function toRaw(record: unknown): RecordOutcome {
  if (!isRecord(record)) return { skip: 'not an object' };
  const url = text(record.url);
  const level = text(record.jobLevel);
  const geo = text(record.jobGeo).replace(/,\s+/g, ', ');
  return {
    source: name,
    sourceId: text(record.id),
    sourceUrl: url,
    title: text(record.jobTitle),
    company: text(record.companyName),
    companyLogo: text(record.companyLogo),
    location: geo,
    regions: geo,
    remote: true,
    employmentType: stringList(record.jobType),
    sourceLevel: level.toLowerCase() === 'any' ? '' : level,
    salary: salaryOf(record),
    postedAt: parseFeedDate(record.pubDate),
    descriptionHtml: text(record.jobDescription) || text(record.jobExcerpt),
    tags: stringList(record.jobIndustry),
    sourceCategory: stringList(record.jobIndustry),
    applyUrl: url,
  };
}

export const jobicy: JobSource = {
  name,
  defaultBaseUrl: 'https://jobicy.com',
  // Jobicy asks for at most one poll an hour.
  minIntervalMs: 1 * hourMs,
  buildRequestUrl: (baseUrl) => `${joinUrl(baseUrl, '/api/v2/remote-jobs')}?count=50`,
  parse(body) {
    const data = parseJsonBody(name, body);
    if (!isRecord(data) || !Array.isArray(data.jobs))
      throw new SourceParseError(name, 'expected an object with a "jobs" list');
    return collectJobs(data.jobs, toRaw);
  },
};
