import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWorkplace, type StructuredEligibility } from '@orbit/shared/eligibility';
import type { JobListResponse } from '@orbit/shared/job-contracts';
import { countriesNamedIn, placeCountriesFunctionBody } from '@orbit/shared/place-countries';
import { buildJob } from '../../test-support/job-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

/** Issue 17 §1: `location` means the jobs a person living there may take; on-site and hybrid ones only when asked. */
describe('GET /api/jobs?location=: the jobs a person living there may take', () => {
  let server: TestServer;
  const company = `Location Co ${crypto.randomBytes(3).toString('hex')}`;
  const eligible = (
    countries: string[],
    regions: ('Africa' | 'Europe' | 'North America')[] = [],
  ): StructuredEligibility => ({ worldwide: false, countries, regions });

  beforeAll(async () => {
    server = await startTestServer();
    const job = (title: string, columns: Parameters<typeof buildJob>[1]) =>
      buildJob(server, { company, title, ...columns });
    await job('Worldwide Support', {
      location: 'Worldwide',
      eligibility: { worldwide: true, countries: [], regions: [] },
    });
    await job('Nigeria Payments', { location: 'Remote', eligibility: eligible(['NG']) });
    await job('Kenya Sales', { location: 'Remote', eligibility: eligible(['KE']) });
    await job('Africa Marketing', { location: 'Remote (Africa)', eligibility: eligible([], ['Africa']) });
    await job('US Accounts', { location: 'New York, USA', eligibility: eligible(['US']) });
    await job('Lagos Unstated', { location: 'Remote — Lagos, Nigeria', eligibility: null });
    await job('Nowhere Unstated', { location: 'Remote', eligibility: null });
    await job('Johannesburg Office', {
      location: 'Johannesburg, South Africa (On-site)',
      remote: false,
      eligibility: null,
    });
    await job('Berlin Hybrid', { location: 'Berlin, Germany (Hybrid)', eligibility: eligible(['DE']) });
    await job('EMEA Analyst', { location: 'EMEA', regions: 'EMEA', eligibility: null });
  });
  afterAll(() => server.close());

  const list = async (query: string) => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/jobs?company=${encodeURIComponent(company)}&limit=50&${query}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<JobListResponse>();
    expect(body.total).toBe(body.jobs.length);
    return body.jobs.map((job) => job.title).sort();
  };

  it('a region: worldwide jobs, the region, its countries, and unstated ones located there; no office jobs', async () => {
    // 'EMEA' names Africa and Europe (shared/world-regions.ts): an unstated EMEA job is in both.
    const africa = [
      'Africa Marketing',
      'EMEA Analyst',
      'Kenya Sales',
      'Lagos Unstated',
      'Nigeria Payments',
      'Worldwide Support',
    ];
    expect(await list('location=Africa')).toEqual(africa);
    expect(await list('location=africa&workplace=remote')).toEqual(africa);
    expect(await list('location=Europe')).toEqual(['EMEA Analyst', 'Worldwide Support']);
    expect(await list('location=North%20America')).toEqual(['US Accounts', 'Worldwide Support']);
  });

  it('a country (or a city of it): open to it by eligibility, or unstated and located there', async () => {
    const nigeria = ['Africa Marketing', 'Lagos Unstated', 'Nigeria Payments', 'Worldwide Support'];
    expect(await list('location=Nigeria')).toEqual(nigeria);
    expect(await list('location=Lagos')).toEqual(nigeria);
    expect(await list('location=Kenya')).toEqual(['Africa Marketing', 'Kenya Sales', 'Worldwide Support']);
    expect(await list('location=USA')).toEqual(['US Accounts', 'Worldwide Support']);
    expect(await list('location=Germany')).toEqual(['Worldwide Support']);
  });

  it('on-site and hybrid jobs when the seeker asks for them, located in the place', async () => {
    expect(await list('location=Africa&workplace=onsite')).toEqual(['Johannesburg Office']);
    expect(await list('location=South%20Africa&workplace=onsite')).toEqual(['Johannesburg Office']);
    expect(await list('location=Nigeria&workplace=onsite')).toEqual([]);
    expect(await list('location=Germany&workplace=hybrid')).toEqual(['Berlin Hybrid']);
    expect(await list('location=Germany&workplace=any')).toEqual(['Berlin Hybrid', 'Worldwide Support']);
    expect(await list('location=Africa&workplace=any')).toContain('Johannesburg Office');
    // Without a place: that workplace anywhere; remote=true is remote only (a hybrid job's words say otherwise).
    expect(await list('workplace=hybrid')).toEqual(['Berlin Hybrid']);
    expect(await list('remote=true')).not.toContain('Berlin Hybrid');
    expect(await list('remote=true')).not.toContain('Johannesburg Office');
  });

  it('Worldwide means open worldwide; other words are matched in the location and regions', async () => {
    expect(await list('location=Worldwide')).toEqual(['Worldwide Support']);
    expect(await list('location=emea')).toEqual(['EMEA Analyst']);
  });

  it('refuses an unknown workplace with 400 and the message', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/jobs?workplace=moon' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { path: string; msg: string }[] }>().errors).toContainEqual(
      expect.objectContaining({ path: 'workplace', msg: 'workplace must be remote, hybrid, onsite or any' }),
    );
  });

  it('stores the countries and the workplace as shared/place-countries.ts and readWorkplace read them', async () => {
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await server.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const places = [
      'Lagos, Nigeria',
      'Benin City',
      'Cotonou, Benin',
      'Equatorial Guinea',
      'Guinea-Bissau',
      'U.S. | US/Canada',
      'Latin America',
      'New York, USA',
      "Côte d'Ivoire",
      'Remote (UK)',
      'Berlin, Germany (Hybrid)',
      'EMEA',
      'Worldwide',
      '',
      'Democratic Republic of the Congo',
    ];
    for (const place of places) {
      const [row] = await rows(sql`select job_place_countries(${place}) as codes`);
      expect([...((row?.codes as string[]) ?? [])], place).toEqual(countriesNamedIn(place));
    }
    expect(countriesNamedIn('Benin City, Nigeria | Equatorial Guinea')).toEqual(['GQ', 'NG']);
    const [source] = await rows(sql`select prosrc from pg_proc where proname = 'job_place_countries'`);
    expect(String(source?.prosrc).trim()).toBe(placeCountriesFunctionBody().trim());

    const stored = await rows(
      sql`select title, location, regions, remote, workplace from jobs where company = ${company}`,
    );
    expect(stored.length).toBe(10);
    for (const job of stored) {
      expect(job.workplace ?? null, String(job.title)).toBe(
        readWorkplace(job as { title: string; location: string; regions: string; remote: boolean }),
      );
    }
  });
});
