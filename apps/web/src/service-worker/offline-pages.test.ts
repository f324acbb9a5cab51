import { describe, expect, it } from 'vitest';
import { markAsLastSeen, offlineFallbackPage, offlineMarkerText, pageTitle } from './offline-pages.ts';
import { isPublicDataRequest, publicDataCacheKey } from './routes.ts';

describe('a page as last seen', () => {
  it('carries the visible marker first in its body, outside #root, once', () => {
    const html =
      '<!doctype html><html><head><title>Remote Jobs | Orbit Jobs</title></head><body class="x"><div id="root"><main>Jobs</main></div></body></html>';
    const marked = markAsLastSeen(html);
    expect(marked).toContain(`<body class="x"><div data-offline-marker role="status"`);
    expect(marked).toContain(offlineMarkerText);
    expect(marked.indexOf('data-offline-marker')).toBeLessThan(marked.indexOf('id="root"'));
    expect(marked).toContain('<div id="root"><main>Jobs</main></div>');
    expect(markAsLastSeen(marked)).toBe(marked);
  });

  it('is named by its title', () => {
    expect(pageTitle('<head><title> Data Engineer at Fynbos | Orbit Jobs </title></head>')).toBe(
      'Data Engineer at Fynbos | Orbit Jobs',
    );
    expect(pageTitle('<head></head>')).toBeNull();
  });
});

describe('the offline page of a page never seen', () => {
  it('explains, links the saved pages (escaped) and uses the precached stylesheet; no script', () => {
    const html = offlineFallbackPage({
      stylesheet: '/assets/index-abc.css',
      savedPages: [
        { path: '/jobs?search=a&page=2', title: 'Remote Jobs | Orbit Jobs' },
        { path: '/jobs/1', title: '<b>Odd</b>' },
        { path: '/companies', title: null },
      ],
    });
    expect(html).toContain('<h1 class="mt-6 text-2xl font-bold">You are offline</h1>');
    expect(html).toContain('This page has not been saved on this device yet.');
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-abc.css" />');
    expect(html).toContain('href="/jobs?search=a&#38;page=2">Remote Jobs | Orbit Jobs</a>');
    expect(html).toContain('&#60;b&#62;Odd&#60;/b&#62;');
    expect(html).toContain('href="/companies">/companies</a>');
    expect(html).not.toMatch(/<script/i);
  });

  it('says nothing about saved pages when there are none', () => {
    expect(offlineFallbackPage({ stylesheet: null, savedPages: [] })).not.toContain('Pages saved on this device');
  });
});

describe('what the worker may store', () => {
  const none = new Headers();
  it('the catalogue public reads, fetched without a token', () => {
    for (const path of [
      '/api/jobs',
      '/api/jobs/abc',
      '/api/jobs/categories',
      '/api/companies',
      '/api/companies/top',
      '/api/companies/abc',
      '/api/talent/stats',
    ])
      expect(isPublicDataRequest('GET', path, none), path).toBe(true);
  });

  it('never an answer to a request with a token, never a write, never a deeper or other path', () => {
    expect(isPublicDataRequest('GET', '/api/jobs', new Headers({ Authorization: 'Bearer t' }))).toBe(false);
    expect(isPublicDataRequest('POST', '/api/jobs', none)).toBe(false);
    for (const path of [
      '/api/jobs/abc/applicants',
      '/api/companies/abc/logo',
      '/api/users/me',
      '/api/applications',
      '/api/files/x',
    ])
      expect(isPublicDataRequest('GET', path, none), path).toBe(false);
  });

  it('keys the job list without its cache-busting _t', () => {
    expect(publicDataCacheKey('https://o.example/api/jobs?page=1&limit=20&_t=123')).toBe(
      'https://o.example/api/jobs?page=1&limit=20',
    );
  });
});
