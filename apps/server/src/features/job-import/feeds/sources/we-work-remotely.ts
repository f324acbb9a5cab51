import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { collectJobs, parseFeedDate, type RecordOutcome } from '../build-job.ts';
import { hourMs, isRecord, joinUrl, SourceParseError, text, type JobSource } from '../job-source.ts';

/**
 * We Work Remotely RSS: GET /remote-jobs.rss → <rss><channel><item>…. Each item: title "Company: Job title",
 * region (who may apply), category, type, description (entity-escaped HTML that opens with a logo, a
 * Headquarters/URL block and ends with a "To apply:" link), pubDate (RFC 822), guid and link, and a
 * media:content logo. The feed's own TTL is 60 minutes.
 */

const name = 'we-work-remotely';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Keep text as text: ids and titles must not turn into numbers.
  parseTagValue: false,
  isArray: (tagName) => tagName === 'item',
});

const headerBlock = /<p>\s*<strong>Headquarters:<\/strong>[^]*?<\/p>/i;
const websiteLink = /<strong>URL:<\/strong>\s*<a href="([^"]+)"/i;
const applyBlock = /<p>\s*<strong>To apply:<\/strong>[^]*?<\/p>/i;

function splitTitle(raw: string): { company: string; title: string } {
  const at = raw.indexOf(': ');
  return at > 0 ? { company: raw.slice(0, at), title: raw.slice(at + 2) } : { company: '', title: raw };
}

function toRaw(item: unknown): RecordOutcome {
  if (!isRecord(item)) return { skip: 'not an item element' };
  const link = text(item.link) || text(item.guid);
  const slug =
    link
      .replace(/[?#].*$/, '')
      .replace(/\/+$/, '')
      .split('/')
      .pop() ?? '';
  const { company, title } = splitTitle(text(item.title));
  const description = text(item.description);
  const media = isRecord(item['media:content']) ? item['media:content'] : {};
  const region = text(item.region);
  return {
    source: name,
    sourceId: slug,
    sourceUrl: link,
    title,
    company,
    companyLogo: text(media['@_url']),
    companyWebsite: websiteLink.exec(description)?.[1],
    location: region,
    regions: region,
    remote: true,
    employmentType: text(item.type),
    postedAt: parseFeedDate(item.pubDate),
    // The header repeats what we store as fields, and the apply link is the posting URL we show anyway.
    descriptionHtml: description.replace(headerBlock, '').replace(applyBlock, ''),
    sourceCategory: text(item.category),
    applyUrl: link,
  };
}

export const weWorkRemotely: JobSource = {
  name,
  defaultBaseUrl: 'https://weworkremotely.com',
  minIntervalMs: 1 * hourMs,
  buildRequestUrl: (baseUrl) => joinUrl(baseUrl, '/remote-jobs.rss'),
  parse(body) {
    const xml = body.replace(/^\uFEFF/, '');
    // The parser itself is lenient; the validator catches truncated or broken documents.
    const valid = XMLValidator.validate(xml);
    if (valid !== true) throw new SourceParseError(name, `malformed XML (${valid.err.msg}, line ${valid.err.line})`);
    const doc: unknown = parser.parse(xml);
    const channel = isRecord(doc) && isRecord(doc.rss) ? doc.rss.channel : undefined;
    if (!isRecord(channel)) throw new SourceParseError(name, 'expected <rss><channel>');
    return collectJobs(Array.isArray(channel.item) ? channel.item : [], toRaw);
  },
};
