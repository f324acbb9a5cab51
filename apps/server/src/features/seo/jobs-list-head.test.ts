import { describe, expect, it } from 'vitest';
import { jobsListHead } from './jobs-list-head.ts';

const base = 'https://orbit.example';
const headFor = (query: string) => jobsListHead(new URLSearchParams(query), base);

describe('jobsListHead', () => {
  it('names the plain list like the web app does', () => {
    expect(headFor('')).toMatchObject({
      title: 'Remote Jobs | Orbit Jobs',
      socialTitle: 'Remote Jobs',
      canonicalUrl: `${base}/jobs`,
      indexable: true,
    });
  });

  it('puts the category in the title, with or without its Remote prefix', () => {
    for (const category of ['Sales', 'Remote Sales', 'Remote%20Sales']) {
      expect(headFor(`category=${category}`)).toMatchObject({
        title: 'Orbit Jobs - Remote Sales Jobs',
        canonicalUrl: `${base}/jobs?category=Remote+Sales`,
        indexable: true,
      });
    }
    expect(headFor('category=Remote%20UI%2FUX%20Design&page=3')).toMatchObject({
      title: 'Orbit Jobs - Remote UI/UX Design Jobs (page 3)',
      canonicalUrl: `${base}/jobs?category=Remote+UI%2FUX+Design&page=3`,
    });
  });

  it('names searches but keeps them out of the index', () => {
    const head = headFor('search=react%20%3Cnative%3E&category=Remote+Frontend+Development&type=full-time');
    expect(head.title).toBe('Orbit Jobs - Full-time Remote Frontend Development Jobs matching “react <native>”');
    expect(head.canonicalUrl).toBe(
      `${base}/jobs?title=react+%3Cnative%3E&type=Full-time&category=Remote+Frontend+Development`,
    );
    expect(head.indexable).toBe(false);
    expect(headFor('title=go&location=Lagos').title).toBe('Remote Jobs matching “go” in Lagos | Orbit Jobs');
  });

  it('keeps only meaningful parameters in the canonical URL', () => {
    expect(headFor('page=1&_t=123&utm_source=x&limit=50&remote=false').canonicalUrl).toBe(`${base}/jobs`);
    expect(headFor('remote=1&page=2').canonicalUrl).toBe(`${base}/jobs?remote=true&page=2`);
    expect(headFor('page=abc').canonicalUrl).toBe(`${base}/jobs`);
    // fresh=true: the web app clears its filters and shows /jobs.
    expect(headFor('fresh=true&category=Sales&title=x')).toMatchObject({
      title: 'Remote Jobs | Orbit Jobs',
      canonicalUrl: `${base}/jobs`,
      indexable: true,
    });
  });

  it('drops filters it does not know, and does not index what they list', () => {
    expect(headFor('category=Underwater%20Basket%20Weaving')).toMatchObject({
      title: 'Remote Jobs | Orbit Jobs',
      canonicalUrl: `${base}/jobs`,
      indexable: false,
    });
    expect(headFor('type=gig')).toMatchObject({ canonicalUrl: `${base}/jobs`, indexable: false });
  });

  it('names a type asked in its listed spelling only, case aside', () => {
    expect(headFor('type=CONTRACT')).toMatchObject({
      title: 'Contract Remote Jobs | Orbit Jobs',
      canonicalUrl: `${base}/jobs?type=Contract`,
      indexable: false,
    });
    expect(headFor('type=Contract')).toMatchObject({ canonicalUrl: `${base}/jobs?type=Contract`, indexable: true });
    expect(headFor('type=fulltime')).toMatchObject({
      title: 'Remote Jobs | Orbit Jobs',
      canonicalUrl: `${base}/jobs`,
      indexable: false,
    });
  });

  it('leaves the order out of the canonical URL', () => {
    expect(headFor('sort=recommended&category=Sales&page=2')).toMatchObject({
      canonicalUrl: `${base}/jobs?category=Remote+Sales&page=2`,
      indexable: true,
    });
  });
});
