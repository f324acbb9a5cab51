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
import { salaryFromNumbers } from '../parse-salary.ts';

/**
 * Remote OK public API: GET /api → an array whose first element is a legal notice, then jobs. Quirks: text is
 * often UTF-8 read as Latin-1 ("Whatâ\u0080\u0099s"), descriptions are HTML or plain text, salary_min/max are USD
 * numbers (0 = none; small ones are hourly), and every description ends with a per-visitor anti-spam line whose
 * "tag" is an encoding of the requesting IP — tracking text that must not be stored or shown.
 * Terms: link back to the posting (a followed link) and name Remote OK as the source.
 */

const name = 'remote-ok';

/** "Please mention the word **WORD** and tag RM…= when applying …they're human." */
const antiSpamLine =
  /(?:<br\s*\/?>\s*)*Please mention the word\b[^<]*?(?:they're human\.|see they are human\.|(?=<)|$)/gi;
const visitorTag = /\(?#?RM[A-Za-z0-9+/]{10,}={0,2}\)?/g;

export function stripRemoteOkTracking(html: string): string {
  return html.replace(antiSpamLine, '').replace(visitorTag, '').trim();
}

/**
 * Undo double encoding: UTF-8 bytes that were read as Latin-1. Only when every character fits in one byte and
 * the bytes decode cleanly; proper text (or real Latin-1 like "café") is left alone.
 */
export function repairMojibake(value: string): string {
  const beyondLatin1 = /[\u0100-\uffff]/.test(value);
  if (beyondLatin1 || !/[\u00c2-\u00f4][\u0080-\u00bf]/.test(value)) return value;
  const decoded = Buffer.from(value, 'latin1').toString('utf8');
  return decoded.includes('\ufffd') ? value : decoded;
}

const clean = (value: unknown) => repairMojibake(text(value));

function toRaw(record: unknown): RecordOutcome {
  if (!isRecord(record)) return { skip: 'not an object' };
  const url = text(record.url);
  return {
    source: name,
    sourceId: text(record.id),
    sourceUrl: url,
    title: clean(record.position),
    company: clean(record.company),
    companyLogo: text(record.company_logo) || text(record.logo),
    location: clean(record.location),
    remote: true,
    salary: salaryFromNumbers(record.salary_min, record.salary_max, 'USD'),
    postedAt: parseFeedDate(record.date) ?? parseFeedDate(record.epoch),
    descriptionHtml: stripRemoteOkTracking(clean(record.description)),
    tags: stringList(record.tags).map(repairMojibake),
    // Remote OK tags are keywords picked from the post ('design', 'security' on most of them).
    trustTags: false,
    applyUrl: text(record.apply_url) || url,
  };
}

export const remoteOk: JobSource = {
  name,
  defaultBaseUrl: 'https://remoteok.com',
  minIntervalMs: 1 * hourMs,
  buildRequestUrl: (baseUrl) => joinUrl(baseUrl, '/api'),
  parse(body) {
    const data = parseJsonBody(name, body);
    if (!Array.isArray(data)) throw new SourceParseError(name, 'expected a JSON array');
    // The legal notice (and any other non-job entry) has no id; it is not a skipped job.
    const records = data.filter((entry) => !(isRecord(entry) && 'legal' in entry && !('id' in entry)));
    return collectJobs(records, toRaw);
  },
};
