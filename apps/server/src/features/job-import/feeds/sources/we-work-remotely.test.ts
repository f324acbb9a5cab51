import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SourceParseError } from '../job-source.ts';
import { weWorkRemotely } from './we-work-remotely.ts';

const body = readFileSync(new URL('../fixtures/we-work-remotely.rss', import.meta.url), 'utf8');

describe('we-work-remotely source', () => {
  it('parses items and skips the one without a company prefix', () => {
    const { jobs, skipped } = weWorkRemotely.parse(body);
    expect(jobs).toHaveLength(3);
    expect(skipped).toEqual([{ sourceId: 'no-company-backend-engineer', reason: 'missing company' }]);
  });

  it('splits "Company: Title", reads region, type, logo and website', () => {
    const [ios, bookkeeper, support] = weWorkRemotely.parse(body).jobs;
    expect(ios).toMatchObject({
      sourceId: 'tidewater-apps-senior-ios-developer',
      company: 'Tidewater Apps',
      title: 'Senior iOS Developer',
      location: 'Anywhere in the World',
      regions: 'Anywhere in the World',
      employmentType: 'Full-time',
      companyLogo: 'https://wwr-pro.s3.amazonaws.com/logos/sample/tidewater.png',
      companyWebsite: 'https://tidewater.example',
      category: 'Remote Mobile Development',
      skills: ['iOS', 'Swift'],
      salary: null,
    });
    expect(ios?.postedAt.toISOString()).toBe('2026-03-03T10:08:24.000Z');
    // Only the first ': ' separates the company.
    expect(bookkeeper).toMatchObject({
      company: 'Ledgerly',
      title: 'Bookkeeper: Part-Time Contract',
      employmentType: 'Contract',
    });
    expect(support).toMatchObject({ companyLogo: '', category: 'Remote Customer Support', experienceLevel: 'lead' });
  });

  it('drops the logo, the header block and the apply paragraph from descriptions (escaped or CDATA)', () => {
    const [ios, bookkeeper] = weWorkRemotely.parse(body).jobs;
    expect(ios?.descriptionHtml).toBe(
      'We build a tide-tables app in Swift and SwiftUI.<br /><br />You’ll own the widget.',
    );
    expect(bookkeeper?.descriptionHtml).toBe('<p>Reconcile accounts in QuickBooks &amp; Xero.</p>');
  });

  it('throws a SourceParseError for broken XML or a document that is not RSS', () => {
    expect(() => weWorkRemotely.parse('<rss><channel><item></channel></rss>')).toThrow(SourceParseError);
    expect(() => weWorkRemotely.parse('not xml at all')).toThrow(/we-work-remotely: /);
    expect(() => weWorkRemotely.parse('<feed><entry/></feed>')).toThrow(/expected <rss><channel>/);
    expect(weWorkRemotely.parse('<rss><channel><title>empty</title></channel></rss>')).toEqual({
      jobs: [],
      skipped: [],
    });
  });
});
