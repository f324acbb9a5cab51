import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openToCountry, worldRegionOf, type StructuredEligibility } from '@orbit/shared/eligibility';
import type { JobListResponse } from '@orbit/shared/job-contracts';
import { countries } from '@orbit/shared/matching/places';
import { worldRegionNamed } from '@orbit/shared/world-regions';
import { buildJob, type BuiltJob } from '../../test-support/job-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

/**
 * The list filters read `list_facets` (job_list_facets(), migration 0017; list-facets.ts). This checks them against
 * what the filters mean, worked out here from each stored job's own columns: its eligibility by shared/eligibility.ts's
 * openToCountry, its workplace, and the countries and regions its words name. Every job of a grid of eligibilities,
 * workplaces and places is asked about with every filter.
 */
describe('list filters by list_facets agree with their meaning', () => {
  let server: TestServer;
  const stored: BuiltJob[] = [];
  const company = `Facets Co ${crypto.randomBytes(3).toString('hex')}`;

  const eligibilities: (StructuredEligibility | null)[] = [
    null,
    { worldwide: true, countries: [], regions: [] },
    { worldwide: false, countries: ['NG'], regions: [] },
    { worldwide: false, countries: ['KE', 'US'], regions: [] },
    { worldwide: false, countries: [], regions: ['Africa'] },
    { worldwide: false, countries: ['DE'], regions: ['North America'] },
  ];
  const places: { location: string; remote: boolean }[] = [
    { location: 'Remote', remote: true },
    { location: 'Remote — Lagos, Nigeria', remote: true },
    { location: 'Nairobi, Kenya (Hybrid)', remote: true },
    { location: 'Johannesburg, South Africa (On-site)', remote: false },
    { location: 'Berlin, Germany', remote: false },
    { location: 'Africa', remote: true },
  ];

  beforeAll(async () => {
    server = await startTestServer();
    let n = 0;
    for (const eligibility of eligibilities) {
      for (const place of places) {
        const type = n % 2 === 0 ? 'Full-time' : 'Contract';
        const category = n % 3 === 0 ? 'Remote Design' : 'Remote Backend Development';
        stored.push(
          await buildJob(server, {
            company,
            title: `Facet job ${n++}`,
            ...place,
            eligibility,
            employmentType: type,
            category,
          }),
        );
      }
    }
  });
  afterAll(() => server.close());

  const list = async (query: string) => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/jobs?company=${encodeURIComponent(company)}&limit=100&${query}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json<JobListResponse>()
      .jobs.map((job) => job.title)
      .sort();
  };
  const titles = (keep: (job: BuiltJob) => boolean) =>
    stored
      .filter(keep)
      .map((job) => job.title)
      .sort();

  /** Someone living in the place may take the job by its stated eligibility. */
  const openFrom = (job: BuiltJob, place: string): boolean => {
    const region = worldRegionNamed(place);
    const codes = region
      ? countries.filter((country) => worldRegionOf(country) === region).map((country) => country.code)
      : [place];
    if (region && job.eligibility?.regions.includes(region)) return true;
    return codes.some((code) => openToCountry(job.eligibility, code) === 'yes');
  };
  const names = (job: BuiltJob, place: string): boolean => {
    const region = worldRegionNamed(place);
    return region ? job.worldRegions.includes(region) : job.placeCountries.includes(place);
  };
  const remotelyFrom = (job: BuiltJob, place: string) =>
    job.workplace === 'remote' && (openFrom(job, place) || (job.eligibility === null && names(job, place)));

  it('stores a grid of jobs whose words and eligibility differ', () => {
    expect(stored).toHaveLength(eligibilities.length * places.length);
    expect(new Set(stored.map((job) => job.workplace ?? 'unsaid'))).toEqual(
      new Set(['remote', 'hybrid', 'onsite', 'unsaid']),
    );
  });

  it('location (a country code or a region) with each workplace', async () => {
    const asked: [string, string][] = [
      ['NG', 'Nigeria'],
      ['KE', 'Kenya'],
      ['ZA', 'South Africa'],
      ['DE', 'Germany'],
      ['US', 'USA'],
      ['Africa', 'Africa'],
      ['Europe', 'Europe'],
      ['North America', 'North America'],
    ];
    for (const [place, location] of asked) {
      const at = `location=${encodeURIComponent(location)}`;
      expect(await list(at), location).toEqual(titles((job) => remotelyFrom(job, place)));
      expect(await list(`${at}&workplace=onsite`), `${location} onsite`).toEqual(
        titles((job) => (job.workplace ?? 'onsite') === 'onsite' && names(job, place)),
      );
      expect(await list(`${at}&workplace=hybrid`), `${location} hybrid`).toEqual(
        titles((job) => job.workplace === 'hybrid' && names(job, place)),
      );
      expect(await list(`${at}&workplace=any`), `${location} any`).toEqual(
        titles((job) => remotelyFrom(job, place) || (job.workplace !== 'remote' && names(job, place))),
      );
    }
  });

  it('openTo with and without the jobs that do not say, Worldwide, workplace, type and category', async () => {
    for (const code of ['NG', 'KE', 'DE', 'US', 'BR', 'ZZ']) {
      const open = (job: BuiltJob) => openToCountry(job.eligibility, code) === 'yes';
      expect(await list(`openTo=${code}`), code).toEqual(titles(open));
      expect(await list(`openTo=${code}&includeUnknown=true`), code).toEqual(
        titles((job) => open(job) || job.eligibility === null),
      );
    }
    expect(await list('location=Worldwide')).toEqual(
      titles((job) => job.eligibility?.worldwide === true && job.workplace === 'remote'),
    );
    expect(await list('location=Worldwide&workplace=any')).toEqual(
      titles((job) => job.eligibility?.worldwide === true),
    );
    expect(await list('workplace=onsite')).toEqual(titles((job) => (job.workplace ?? 'onsite') === 'onsite'));
    expect(await list('remote=true')).toEqual(titles((job) => job.workplace === 'remote'));
    expect(await list('type=contract')).toEqual(titles((job) => job.employmentType === 'Contract'));
    expect(await list('category=design&type=full-time')).toEqual(
      titles((job) => job.category === 'Remote Design' && job.employmentType === 'Full-time'),
    );
  });

  it('a search with filters is the search, then the filters', async () => {
    expect(await list('search=facet&location=Nigeria&type=full-time')).toEqual(
      titles((job) => remotelyFrom(job, 'NG') && job.employmentType === 'Full-time'),
    );
  });
});
