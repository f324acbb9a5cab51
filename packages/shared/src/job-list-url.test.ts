import { describe, expect, it } from 'vitest';
import { jobWorkplaces } from './job-contracts.ts';
import {
  addressWorkplaces,
  asksForFreshJobList,
  jobListQuery,
  maxJobListPage,
  maxJobListTextLength,
  noJobListFilters,
  readJobListUrl,
  type JobListFilters,
} from './job-list-url.ts';

const read = (query: string) => readJobListUrl(new URLSearchParams(query));
const filtersOf = (query: string) => read(query).filters;

describe('readJobListUrl', () => {
  it('reads no filters from an empty query', () => {
    expect(read('')).toEqual({ filters: noJobListFilters, askedType: '' });
  });

  it('reads every filter', () => {
    expect(
      filtersOf(
        'title=React&location=Kenya&workplace=Hybrid&remote=true&type=Contract&category=Remote%20Sales&sort=recommended&page=3',
      ),
    ).toEqual({
      title: 'React',
      location: 'Kenya',
      workplace: 'hybrid',
      remoteOnly: true,
      type: 'Contract',
      category: 'Remote Sales',
      sort: 'recommended',
      openTo: '',
      page: 3,
    });
  });

  it('trims free text and cuts it at the longest the API takes', () => {
    expect(filtersOf('title=%20go%20&location=%20Lagos%20')).toMatchObject({ title: 'go', location: 'Lagos' });
    const long = 'a'.repeat(maxJobListTextLength + 50);
    expect(filtersOf(`title=${long}&location=${long}`)).toMatchObject({
      title: 'a'.repeat(maxJobListTextLength),
      location: 'a'.repeat(maxJobListTextLength),
    });
    expect(read(`type=${long}`).askedType).toHaveLength(maxJobListTextLength);
  });

  it('accepts search as a synonym of title, title winning when both are given', () => {
    expect(filtersOf('search=go').title).toBe('go');
    expect(filtersOf('search=go&title=rust').title).toBe('rust');
  });

  it('reads the workplace as remote, hybrid, onsite or any, anything else as no choice', () => {
    expect(filtersOf('workplace=onsite').workplace).toBe('onsite');
    expect(filtersOf('workplace=%20ANY%20').workplace).toBe('any');
    for (const workplace of ['office', 'on-site', '']) expect(filtersOf(`workplace=${workplace}`).workplace).toBe('');
  });

  it('reads remote-only from true or 1 only', () => {
    expect(filtersOf('remote=true').remoteOnly).toBe(true);
    expect(filtersOf('remote=1').remoteOnly).toBe(true);
    for (const remote of ['false', '0', 'TRUE', 'yes', ''])
      expect(filtersOf(`remote=${remote}`).remoteOnly).toBe(false);
  });

  it('reads a type written another way as the listed one, keeping what was asked', () => {
    expect(read('type=full-time')).toMatchObject({ filters: { type: 'Full-time' }, askedType: 'full-time' });
    expect(read('type=PARTTIME')).toMatchObject({ filters: { type: 'Part-time' }, askedType: 'PARTTIME' });
    expect(read('type=%20full%20time%20')).toMatchObject({ filters: { type: 'Full-time' }, askedType: 'full time' });
    expect(read('type=Freelance')).toMatchObject({ filters: { type: 'Freelance' }, askedType: 'Freelance' });
  });

  it("gives a bare category its 'Remote ' prefix and keeps names it already has", () => {
    expect(filtersOf('category=Sales').category).toBe('Remote Sales');
    expect(filtersOf('category=Remote%20Sales').category).toBe('Remote Sales');
    expect(filtersOf('category=Other%20Remote%20Roles').category).toBe('Other Remote Roles');
    // Unknown categories are read as asked; whoever shows the page decides what to do with them.
    expect(filtersOf('category=Basket%20Weaving').category).toBe('Remote Basket Weaving');
    expect(filtersOf('category=%20%20').category).toBe('');
  });

  it('reads the sort exactly: recommended as written, anything else as newest', () => {
    expect(filtersOf('sort=recommended').sort).toBe('recommended');
    for (const sort of ['RECOMMENDED', '%20recommended', 'oldest'])
      expect(filtersOf(`sort=${sort}`).sort).toBe('newest');
  });

  it('keeps the page between 1 and the last page the API serves, a malformed one being 1', () => {
    expect(filtersOf('page=7').page).toBe(7);
    expect(filtersOf('page=%207%20').page).toBe(7);
    expect(filtersOf(`page=${maxJobListPage + 1}`).page).toBe(maxJobListPage);
    for (const page of ['0', '-2', 'abc', '1.5', '', '1e3', '99999999999999999999'])
      expect(filtersOf(`page=${page}`).page).toBe(1);
  });

  it('reads fresh=true as no filters at all', () => {
    expect(read('fresh=true&title=go&type=Contract&category=Sales&sort=recommended&page=4')).toEqual({
      filters: noJobListFilters,
      askedType: '',
    });
    expect(filtersOf('fresh=false&title=go').title).toBe('go');
  });
});

describe('asksForFreshJobList', () => {
  it('is true for fresh=true only', () => {
    expect(asksForFreshJobList(new URLSearchParams('fresh=true'))).toBe(true);
    for (const query of ['', 'fresh=1', 'fresh=TRUE'])
      expect(asksForFreshJobList(new URLSearchParams(query))).toBe(false);
  });
});

describe('jobListQuery', () => {
  it('leaves the defaults out', () => {
    expect(jobListQuery(noJobListFilters).toString()).toBe('');
  });

  it('writes title, location, workplace, remote, type, category, sort and page in that order', () => {
    const filters: JobListFilters = {
      page: 2,
      sort: 'recommended',
      openTo: 'NG',
      category: 'Remote UI/UX Design',
      type: 'Full-time',
      remoteOnly: true,
      workplace: 'any',
      location: 'Lagos',
      title: 'data engineer',
    };
    const query = jobListQuery(filters).toString();
    expect(query).toBe(
      'title=data+engineer&location=Lagos&workplace=any&remote=true&type=Full-time&category=Remote+UI%2FUX+Design&sort=recommended&openTo=NG&page=2',
    );
    expect(readJobListUrl(new URLSearchParams(query)).filters).toEqual(filters);
  });

  it('trims free text typed into the filters and leaves blank text out', () => {
    expect(jobListQuery({ ...noJobListFilters, title: '  go ', location: '   ' }).toString()).toBe('title=go');
  });

  it('reads openTo as a country code, any, or no choice', () => {
    const openTo = (query: string) => readJobListUrl(new URLSearchParams(query)).filters.openTo;
    expect(openTo('openTo=ng')).toBe('NG');
    expect(openTo('openTo=ANY')).toBe('any');
    expect(openTo('openTo=Nigeria')).toBe('');
    expect(openTo('openTo=%3Cscript%3E')).toBe('');
    expect(openTo('')).toBe('');
  });

  it('leaves the newest order and page 1 out', () => {
    expect(jobListQuery({ ...noJobListFilters, title: 'go', sort: 'newest', page: 1 }).toString()).toBe('title=go');
  });
});

describe('the workplaces an address may hold', () => {
  it("are the contract's, written out so the list page carries no zod", () => {
    expect(addressWorkplaces).toEqual(jobWorkplaces);
  });
});
