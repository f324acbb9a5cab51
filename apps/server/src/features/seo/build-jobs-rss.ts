import { desc } from 'drizzle-orm';
import { jobs } from '../../db/schema/jobs.ts';
import { isLiveJob } from '../../domain/jobs/live-jobs.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { isNativeJob } from '@orbit/shared/job-kind';
import { sourceLabel } from '@orbit/shared/job-sources';
import { htmlToPlainText } from '../../lib/html/html-text.ts';
import { escapeXml, excerpt } from './markup.ts';
import { siteName } from './page-head.ts';

type RssDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

export const rssItemCount = 100;
const excerptLength = 500;

/**
 * /jobs.rss (RSS 2.0): the newest live jobs, each linking to its page here. Descriptions are plain-text excerpts,
 * and an imported job names the feed it came from ("via Remotive"), as several feeds' terms ask.
 */
export async function buildJobsRss(deps: RssDeps): Promise<string> {
  const now = deps.clock.now();
  const rows = await deps.db
    .select({
      id: jobs.id,
      title: jobs.title,
      company: jobs.company,
      category: jobs.category,
      description: jobs.description,
      postedAt: jobs.postedAt,
      postedBy: jobs.postedBy,
      source: jobs.source,
    })
    .from(jobs)
    .where(isLiveJob(now))
    .orderBy(desc(jobs.postedAt), desc(jobs.id))
    .limit(rssItemCount);

  const publicUrl = deps.config.publicUrl;
  const items = rows.map((job) => {
    const link = `${publicUrl}/jobs/${job.id}`;
    const credit = isNativeJob(job) ? '' : `via ${sourceLabel(job.source)}`;
    const text = [excerpt(htmlToPlainText(job.description), excerptLength), credit].filter(Boolean).join('\n\n');
    return [
      '    <item>',
      `      <title>${escapeXml(job.company ? `${job.title} at ${job.company}` : job.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${job.postedAt.toUTCString()}</pubDate>`,
      `      <category>${escapeXml(job.category)}</category>`,
      `      <description>${escapeXml(text)}</description>`,
      '    </item>',
    ].join('\n');
  });

  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(`${siteName}: newest remote jobs`)}</title>`,
    `    <link>${escapeXml(`${publicUrl}/jobs`)}</link>`,
    `    <description>${escapeXml(`The newest remote jobs on ${siteName}.`)}</description>`,
    '    <language>en</language>',
    `    <lastBuildDate>${now.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(`${publicUrl}/jobs.rss`)}" rel="self" type="application/rss+xml" />`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
