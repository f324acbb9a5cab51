import { describe, expect, it } from 'vitest';
import { effectiveOpenTo } from '@orbit/shared/job-list-url';
import {
  clearedJobFilters,
  emptyJobFilters,
  filtersForViewer,
  hasActiveFilters,
  jobsApiQuery,
  jobsDocumentTitle,
  jobsFoundLabel,
  jobsHeading,
  parseJobFilters,
  serialiseJobFilters,
  withFilterChange,
  type JobFilters,
} from './job-filters.ts';

const parse = (query: string) => parseJobFilters(new URLSearchParams(query));

describe('parseJobFilters', () => {
  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual(emptyJobFilters);
  });

  it('reads every filter', () => {
    expect(
      parse(
        'title=React&location=Kenya&workplace=onsite&remote=true&type=Contract&category=Remote%20Sales&sort=recommended&page=3',
      ),
    ).toEqual({
      title: 'React',
      location: 'Kenya',
      workplace: 'onsite',
      remoteOnly: true,
      type: 'Contract',
      category: 'Remote Sales',
      sort: 'recommended',
      openTo: '',
      page: 3,
    });
  });

  it("reads a type written another way as the select's option, and keeps one it does not list", () => {
    expect(parse('type=full-time').type).toBe('Full-time');
    expect(parse('type=PARTTIME').type).toBe('Part-time');
    expect(parse('type=Freelance').type).toBe('Freelance');
  });

  it('reads any sort but recommended as newest', () => {
    for (const sort of ['newest', 'Recommended', 'best', '']) expect(parse(`sort=${sort}`).sort).toBe('newest');
  });

  it("adds the 'Remote ' prefix to a bare category and keeps known names", () => {
    expect(parse('category=Sales').category).toBe('Remote Sales');
    expect(parse('category=Other%20Remote%20Roles').category).toBe('Other Remote Roles');
  });

  it('falls back to page 1 for a malformed page', () => {
    for (const page of ['0', '-2', 'abc', '1.5', '', '99999999999999999999'])
      expect(parse(`page=${page}`).page).toBe(1);
  });

  it('accepts search as a synonym of title and trims values', () => {
    expect(parse('search=%20go%20').title).toBe('go');
  });

  it('treats anything but true/1 as not remote-only', () => {
    expect(parse('remote=false').remoteOnly).toBe(false);
    expect(parse('remote=1').remoteOnly).toBe(true);
  });

  it('reads fresh=true (the Find Jobs links) as no filters, the sort included', () => {
    expect(parse('fresh=true&title=go&category=Sales&sort=recommended&page=2')).toEqual(emptyJobFilters);
  });
});

describe('serialiseJobFilters', () => {
  it('leaves defaults out', () => {
    expect(serialiseJobFilters(emptyJobFilters)).toBe('');
  });

  it('round-trips through parse', () => {
    const filters: JobFilters = {
      title: 'data engineer',
      location: 'Lagos',
      workplace: 'hybrid',
      openTo: 'any',
      remoteOnly: true,
      type: 'Full-time',
      category: 'Remote UI/UX Design',
      sort: 'recommended',
      page: 2,
    };
    const query = serialiseJobFilters(filters);
    expect(query).toBe(
      'title=data+engineer&location=Lagos&workplace=hybrid&remote=true&type=Full-time&category=Remote+UI%2FUX+Design&sort=recommended&openTo=any&page=2',
    );
    expect(parse(query)).toEqual(filters);
  });

  it('leaves the default sort out', () => {
    expect(serialiseJobFilters({ ...emptyJobFilters, sort: 'newest', title: 'go' })).toBe('title=go');
  });
});

describe('withFilterChange', () => {
  it('resets to page 1 on any filter change', () => {
    expect(withFilterChange({ ...emptyJobFilters, page: 4 }, { type: 'Contract' })).toEqual({
      ...emptyJobFilters,
      type: 'Contract',
      page: 1,
    });
  });

  it('resets to page 1 when the sort changes, keeping the filters', () => {
    expect(withFilterChange({ ...emptyJobFilters, title: 'go', page: 3 }, { sort: 'recommended' })).toEqual({
      ...emptyJobFilters,
      title: 'go',
      sort: 'recommended',
      page: 1,
    });
  });
});

describe('clearedJobFilters', () => {
  it('empties the filters and the page but keeps the sort', () => {
    const current: JobFilters = {
      title: 'go',
      location: 'EMEA',
      workplace: 'any',
      remoteOnly: true,
      type: 'Contract',
      category: 'Remote Sales',
      sort: 'recommended',
      openTo: 'any',
      page: 5,
    };
    expect(clearedJobFilters(current)).toEqual({ ...emptyJobFilters, sort: 'recommended', openTo: 'any' });
  });
});

describe('filtersForViewer', () => {
  const ranked: JobFilters = { ...emptyJobFilters, title: 'go', sort: 'recommended', page: 2 };

  it('keeps the ranking for a job seeker', () => {
    expect(filtersForViewer(ranked, true)).toBe(ranked);
  });

  it('falls back to newest for anyone else, keeping the rest', () => {
    expect(filtersForViewer(ranked, false)).toEqual({ ...ranked, sort: 'newest' });
  });
});

describe('hasActiveFilters', () => {
  it('ignores the page', () => {
    expect(hasActiveFilters({ ...emptyJobFilters, page: 3 })).toBe(false);
    expect(hasActiveFilters({ ...emptyJobFilters, remoteOnly: true })).toBe(true);
    expect(hasActiveFilters({ ...emptyJobFilters, workplace: 'onsite' })).toBe(true);
  });

  it('ignores the sort', () => {
    expect(hasActiveFilters({ ...emptyJobFilters, sort: 'recommended' })).toBe(false);
  });
});

describe('jobsApiQuery', () => {
  it('maps the filters to the API parameters with limit 20', () => {
    const query = jobsApiQuery({
      title: 'go',
      location: 'EMEA',
      workplace: 'hybrid',
      remoteOnly: true,
      type: 'Contract',
      category: 'Sales',
      sort: 'recommended',
      openTo: '',
      page: 2,
    });
    expect(Object.fromEntries(query)).toEqual({
      search: 'go',
      location: 'EMEA',
      workplace: 'hybrid',
      type: 'Contract',
      category: 'Remote Sales',
      remote: 'true',
      sort: 'recommended',
      page: '2',
      limit: '20',
    });
  });

  it('sends only paging without filters', () => {
    expect(jobsApiQuery(emptyJobFilters).toString()).toBe('page=1&limit=20');
  });

  it("asks for the seeker's country by default, keeping jobs that do not say", () => {
    expect(jobsApiQuery(emptyJobFilters, 'NG').toString()).toBe('openTo=NG&includeUnknown=true&page=1&limit=20');
  });

  it("lets 'any' turn the seeker's country off, and a linked country win over it", () => {
    expect(jobsApiQuery({ ...emptyJobFilters, openTo: 'any' }, 'NG').toString()).toBe('page=1&limit=20');
    expect(jobsApiQuery({ ...emptyJobFilters, openTo: 'KE' }, 'NG').get('openTo')).toBe('KE');
    expect(jobsApiQuery({ ...emptyJobFilters, openTo: 'KE' }, null).get('openTo')).toBe('KE');
  });
});

describe('effectiveOpenTo', () => {
  it('is nobody for a visitor without a linked country', () => {
    expect(effectiveOpenTo(emptyJobFilters, null)).toBeNull();
    expect(effectiveOpenTo({ openTo: 'any' }, null)).toBeNull();
  });
});

describe('texts', () => {
  it('builds the heading from the category without its prefix', () => {
    expect(jobsHeading('')).toBe('Remote Jobs');
    expect(jobsHeading('Remote DevOps/SRE')).toBe('Remote Jobs - DevOps/SRE');
    expect(jobsHeading('Other Remote Roles')).toBe('Remote Jobs - Other Remote Roles');
  });

  it('builds the document title', () => {
    expect(jobsDocumentTitle('', 'Orbit Jobs')).toBe('Remote Jobs | Orbit Jobs');
    expect(jobsDocumentTitle('Remote Sales', 'Orbit Jobs')).toBe('Orbit Jobs - Remote Sales Jobs');
  });

  it('counts jobs', () => {
    expect(jobsFoundLabel(0)).toBe('0 jobs found');
    expect(jobsFoundLabel(1)).toBe('1 job found');
    expect(jobsFoundLabel(1000, true)).toBe('1,000+ jobs found');
    expect(jobsFoundLabel(400, true)).toBe('400+ jobs found');
    expect(jobsFoundLabel(312)).toBe('312 jobs found');
  });
});
