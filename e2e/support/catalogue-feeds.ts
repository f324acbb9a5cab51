import { readFixture, startFeedServer, type FeedServer } from '../../apps/server/src/test-support/feed-server.ts';

/**
 * Local job feeds for the import end-to-end test: the project's recorded Remotive JSON and We Work Remotely RSS
 * fixtures, served by the API tests' feed server. Two changes, both needed because this runs against the real
 * clock rather than the API tests' fake one:
 * - the posting dates move to the last few hours (the recorded ones are months old, and the importer skips
 *   postings past their 30 days);
 * - one extra Remotive posting carries script and event-handler payloads that would set `window.__orbitXss`
 *   if any of them ever ran in the browser.
 */

export const xssProbe = {
  id: 9100099,
  title: 'Platform Engineer (sanitiser probe)',
  company: 'Probe Systems',
  url: 'https://remotive.com/remote-jobs/software-dev/platform-engineer-9100099',
  visibleText: 'Keep our build farm fast and boring.',
  description: [
    '<p>Keep our build farm fast and boring.</p>',
    '<img src="x" onerror="window.__orbitXss = \'img onerror\'">',
    '<script>window.__orbitXss = "script tag"</script>',
    '<p onmouseover="window.__orbitXss = \'mouseover\'">Hover <a href="javascript:window.__orbitXss=\'link\'">here</a>.</p>',
    '<svg><script>window.__orbitXss = "svg script"</script></svg>',
    '<iframe srcdoc="<script>parent.__orbitXss = &quot;iframe&quot;</script>"></iframe>',
  ].join(''),
};

const hourMs = 60 * 60 * 1000;

/** Remotive's dates have no zone ("2026-03-02T09:15:00"); the parser reads them as UTC. */
const remotiveDate = (date: Date) => date.toISOString().slice(0, 19);

function remotiveFeed(now: Date): string {
  const feed = JSON.parse(readFixture('remotive').replace(/^\uFEFF/, '')) as { jobs: Record<string, unknown>[] };
  feed.jobs.forEach((job, index) => {
    job.publication_date = remotiveDate(new Date(now.getTime() - (index + 2) * hourMs));
  });
  feed.jobs.push({
    id: xssProbe.id,
    url: xssProbe.url,
    title: xssProbe.title,
    company_name: xssProbe.company,
    company_logo: '',
    category: 'Software Development',
    tags: ['kubernetes', 'go'],
    job_type: 'full_time',
    publication_date: remotiveDate(new Date(now.getTime() - hourMs)),
    candidate_required_location: 'Worldwide',
    salary: '',
    description: xssProbe.description,
  });
  // The real API starts its body with a byte-order mark; so does the fixture, and so does this copy.
  return `\uFEFF${JSON.stringify(feed)}`;
}

function weWorkRemotelyFeed(now: Date): string {
  let index = 0;
  return readFixture('we-work-remotely')
    .replace(
      /<pubDate>[^<]*<\/pubDate>/g,
      () => `<pubDate>${new Date(now.getTime() - (index++ + 3) * hourMs).toUTCString()}</pubDate>`,
    )
    .replace(
      /<expires_at>[^<]*<\/expires_at>/g,
      `<expires_at>${new Date(now.getTime() + 20 * 24 * hourMs).toUTCString()}</expires_at>`,
    );
}

/** The feed server with Remotive and We Work Remotely answering recent copies of their fixtures. */
export async function startCatalogueFeeds(now = new Date()): Promise<FeedServer> {
  const feeds = await startFeedServer();
  feeds.set('remotive', { body: remotiveFeed(now) });
  feeds.set('we-work-remotely', { body: weWorkRemotelyFeed(now) });
  return feeds;
}
