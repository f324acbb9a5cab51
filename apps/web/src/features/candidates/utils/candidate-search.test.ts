import { describe, expect, it } from 'vitest';
import type { PostedJob } from '@orbit/shared/posting-contracts';
import {
  candidatePath,
  candidatesApiPath,
  countryChoices,
  emptySearch,
  experienceLabel,
  isFiltered,
  pageOf,
  rankableJobs,
  readSearch,
  resultsSummary,
  resumeOpening,
  searchFailure,
  searchParamsOf,
} from './candidate-search.ts';

describe('the candidate search in the address', () => {
  it('reads every filter and a sane page, whatever the address holds', () => {
    const search = readSearch(new URLSearchParams('q=%20react%20&skills=Go,SQL&country=NG&forJob=j1&page=3&x=1'));
    expect(search).toEqual({ ...emptySearch, q: 'react', skills: 'Go,SQL', country: 'NG', forJob: 'j1', page: 3 });
    for (const page of ['0', '-2', '1.5', 'two', '']) expect(pageOf(page)).toBe(1);
    expect(pageOf(null)).toBe(1);
    expect(readSearch(new URLSearchParams())).toEqual(emptySearch);
  });

  it('writes only what narrows it: no empty filter, no page 1', () => {
    expect(searchParamsOf(emptySearch).toString()).toBe('');
    expect(searchParamsOf({ ...emptySearch, region: 'Africa', type: 'Full-time', page: 1 }).toString()).toBe(
      'region=Africa&type=Full-time',
    );
    expect(candidatesApiPath(emptySearch)).toBe('/candidates');
    expect(candidatesApiPath({ ...emptySearch, skills: 'C#, F#', page: 2 })).toBe(
      '/candidates?skills=C%23%2C+F%23&page=2',
    );
  });

  it('goes back and forth without losing anything', () => {
    const search = { ...emptySearch, q: 'data engineer', experience: '5-10', forJob: 'abc', page: 4 };
    expect(readSearch(searchParamsOf(search))).toEqual(search);
  });

  it('tells a filtered search from a bare one (ranking alone filters nothing)', () => {
    expect(isFiltered(emptySearch)).toBe(false);
    expect(isFiltered({ ...emptySearch, forJob: 'j1' })).toBe(false);
    expect(isFiltered({ ...emptySearch, country: 'KE' })).toBe(true);
    expect(isFiltered({ ...emptySearch, q: '  ' })).toBe(false);
  });
});

describe('what the results say', () => {
  it('links a card, scored for the job the search ranked for', () => {
    expect(candidatePath('a b')).toBe('/candidates/a%20b/view-resume');
    expect(candidatePath('id1', 'job/1')).toBe('/candidates/id1/view-resume?forJob=job%2F1');
  });

  it('counts and says the order', () => {
    expect(resultsSummary(1, false)).toBe('1 candidate, most recently updated first');
    expect(resultsSummary(1234, true)).toBe('1,234 candidates, best match first');
  });

  it('writes experience as years', () => {
    expect(experienceLabel('3-5')).toBe('3-5 years');
    expect(experienceLabel('')).toBe('');
  });

  it('says why a search failed and what can be done', () => {
    expect(searchFailure(404, 'Job not found').action).toBe('unrank');
    expect(searchFailure(400, 'country must be a two-letter country code, such as NG')).toEqual({
      text: 'country must be a two-letter country code, such as NG',
      action: null,
    });
    expect(searchFailure(403, 'Set up your company profile before searching candidates').action).toBeNull();
    expect(searchFailure(500, '')).toEqual({
      text: 'Failed to search candidates. Please try again later.',
      action: 'retry',
    });
    expect(searchFailure(null, '').action).toBe('retry');
  });
});

describe('the form’s choices', () => {
  it('offers only the company’s Active jobs to rank for', () => {
    const job = (id: string, postingStatus: PostedJob['postingStatus']) =>
      ({ _id: id, title: `Job ${id}`, postingStatus }) as PostedJob;
    expect(rankableJobs([job('1', 'Active'), job('2', 'Pending'), job('3', 'Closed'), job('4', 'Active')])).toEqual([
      { value: '1', label: 'Job 1' },
      { value: '4', label: 'Job 4' },
    ]);
    expect(rankableJobs([job('1', 'Active'), job('3', 'Closed')], '3').map((choice) => choice.value)).toEqual([
      '1',
      '3',
    ]);
  });

  it('lists countries by name with their codes', () => {
    expect(countryChoices).toContainEqual({ value: 'NG', label: 'Nigeria' });
    const labels = countryChoices.map((choice) => choice.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('opens a PDF in a tab and downloads a Word file under a plain name', () => {
    expect(resumeOpening('application/pdf')).toEqual({ inTab: true });
    expect(resumeOpening('application/msword')).toEqual({ inTab: false, fileName: 'resume.doc' });
    expect(resumeOpening('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toEqual({
      inTab: false,
      fileName: 'resume.docx',
    });
  });
});
