import { describe, expect, it } from 'vitest';
import { alertFiltersFromUrl, alertFiltersSummary } from './alert-filters.ts';

describe('an alert from the /jobs address', () => {
  it('saves the filters the list shows, as the list reads them', () => {
    const filters = alertFiltersFromUrl(
      new URLSearchParams('title=react&location=Africa&type=full-time&category=Sales&openTo=ng&page=3'),
    );
    expect(filters).toEqual({
      search: 'react',
      location: 'Africa',
      type: 'Full-time',
      category: 'Remote Sales',
      openTo: 'NG',
      includeUnknown: true,
    });
    expect(alertFiltersSummary(filters)).toBe('“react” · Remote Sales · Full-time · Africa · open to Nigeria');
  });

  it("a seeker's own country applies unless the address turns it off or names another", () => {
    expect(alertFiltersFromUrl(new URLSearchParams('title=go'), 'KE')).toEqual({
      search: 'go',
      openTo: 'KE',
      includeUnknown: true,
    });
    expect(alertFiltersFromUrl(new URLSearchParams('title=go&openTo=any'), 'KE')).toEqual({ search: 'go' });
    expect(alertFiltersFromUrl(new URLSearchParams('title=go&openTo=gh'), 'KE')).toEqual({
      search: 'go',
      openTo: 'GH',
      includeUnknown: true,
    });
  });

  it('keeps the workplace asked with a place, and "Remote only" as the remote workplace', () => {
    const onsite = alertFiltersFromUrl(new URLSearchParams('location=Lagos&workplace=onsite'));
    expect(onsite).toEqual({ location: 'Lagos', workplace: 'onsite' });
    expect(alertFiltersSummary(onsite)).toBe('Lagos · on-site');
    expect(alertFiltersFromUrl(new URLSearchParams('title=go&remote=true'))).toEqual({
      search: 'go',
      workplace: 'remote',
    });
  });

  it('an empty or odd address is every job; a malformed country is left out', () => {
    expect(alertFiltersFromUrl(new URLSearchParams('openTo=Nigeria&page=x'))).toEqual({});
    expect(alertFiltersSummary({})).toBe('All remote jobs');
    expect(alertFiltersFromUrl(new URLSearchParams('fresh=true&title=go'))).toEqual({});
  });
});
