import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { talentStatsSchema, type TalentStats } from '@orbit/shared/talent-stats-contracts';
import { users } from '../../db/schema/accounts.ts';
import { buildUser, uniqueEmail } from '../../test-support/builders.ts';
import { buildJob } from '../../test-support/job-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { talentStatsKeptMs } from './routes.ts';

type Seeker = Partial<typeof users.$inferInsert>;

/**
 * The talent pool's public figures. Seekers are written straight to the database with their visibility (the profile
 * form is not what is tested here), without a real password hash: nobody signs in as them.
 */
describe('GET /api/talent/stats', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const addSeekers = async (howMany: number, seeker: Seeker) => {
    const rows = Array.from({ length: howMany }, () => ({
      name: 'Pool Seeker',
      userType: 'candidate' as const,
      isEmailVerified: true,
      talentVisibility: 'all-employers' as const,
      ...seeker,
      email: uniqueEmail('pool'),
      passwordHash: 'not-a-hash',
    }));
    await server.database.db.insert(users).values(rows);
  };

  /** The figures as counted now: the kept answer is let go first. */
  const stats = async (): Promise<{ body: string; stats: TalentStats; cacheControl: unknown }> => {
    server.clock.advance(talentStatsKeptMs + 1000);
    const response = await server.app.inject({ method: 'GET', url: '/api/talent/stats' });
    expect(response.statusCode).toBe(200);
    return {
      body: response.body,
      stats: talentStatsSchema.parse(response.json()),
      cacheControl: response.headers['cache-control'],
    };
  };

  /** A region as published, short: its number, 'small' (fewer than 10) or 'withheld' (10 or more, not shown). */
  const region = (answer: TalentStats, name: string) => {
    const part = answer.pool.byRegion.find((entry) => entry.region === name)!;
    return part.withheld ? 'withheld' : (part.count ?? 'small');
  };

  /** Every number in the answer's `count`-like fields: none may be between 1 and 9. */
  const smallNumbersIn = (body: string) =>
    [...body.matchAll(/"(total|count)":(\d+)/g)]
      .map((match) => Number(match[2]))
      .filter((value) => value > 0 && value < 10);

  it('says "fewer than 10" for everything while the pool is small, and counts only the live catalogue', async () => {
    await addSeekers(3, { location: 'Lagos, Nigeria', skills: ['React'] });
    const employer = await buildUser(server, { userType: 'employer' });
    await buildJob(server, { company: 'Savanna Systems', postedBy: employer.id, daysAgo: 2 });
    await buildJob(server, { company: 'Savanna Systems', daysAgo: 10 });
    await buildJob(server, { company: 'Baobab Labs', daysAgo: 3 });
    await buildJob(server, { company: 'Closed Co', status: 'closed' });
    await buildJob(server, { company: 'Old Co', daysAgo: 45 });

    const { stats: answer, body, cacheControl } = await stats();
    expect(answer.fewerThan).toBe(10);
    expect(answer.pool.total).toBeNull();
    expect(answer.pool.visibleToAllEmployers).toEqual({ count: null, withheld: false });
    expect(answer.pool.byRegion.map((entry) => entry.region)).toEqual([
      'North America',
      'South America',
      'Europe',
      'Africa',
      'Asia',
      'Australia',
    ]);
    expect(answer.pool.byRegion.every((entry) => entry.count === null && !entry.withheld)).toBe(true);
    expect(answer.pool.topSkills).toEqual([{ skill: 'React', count: null }]);
    expect(smallNumbersIn(body)).toEqual([]);
    expect(answer.catalogue).toEqual({ liveJobs: 3, companiesHiring: 2, postedHere: 1, newThisWeek: 2 });
    expect(cacheControl).toBe('public, max-age=300');
  });

  it('counts opted-in seekers with a verified address by region and skill; 9 in a region is never sent', async () => {
    // In the pool: 3 already + 9 in Lagos = 12 in Africa; 9 in Europe; 11 in Asia; 10 nowhere we know.
    await addSeekers(9, { location: 'Nairobi', skills: ['ReactJS', 'js', 'JavaScript', 'Basket weaving'] });
    await addSeekers(9, { location: 'Berlin, Germany', skills: ['Python'], talentVisibility: 'verified-employers' });
    await addSeekers(11, { location: 'Bangalore, India', skills: ['TypeScript', 'Python'] });
    await addSeekers(10, { location: 'Remote', skills: ['Figma'] });
    // Not in the pool: hidden (the default), an unverified address, an employer.
    await addSeekers(20, { location: 'Accra, Ghana', skills: ['Go'], talentVisibility: 'hidden' });
    await addSeekers(15, { location: 'Accra, Ghana', skills: ['Go'], isEmailVerified: false });
    await addSeekers(12, { location: 'Accra, Ghana', skills: ['Go'], userType: 'employer' });

    const { stats: answer, body } = await stats();
    expect(answer.pool.total).toBe(42);
    expect(region(answer, 'Africa')).toBe(12);
    expect(region(answer, 'Asia')).toBe(11);
    // Europe's 9 is fewer than 10, and the smallest figure shown is withheld with it (the 10 we cannot place), else
    // 42 − 12 − 11 − 10 would give the 9 back.
    expect(region(answer, 'Europe')).toBe('small');
    expect(answer.pool.unplaced).toEqual({ count: null, withheld: true });
    expect(region(answer, 'North America')).toBe('small');
    // 33 let every employer find them, 9 only verified ones: hiding the 9 alone would not hide it.
    expect(answer.pool.visibleToAllEmployers).toEqual({ count: null, withheld: true });
    expect(answer.pool.visibleToVerifiedOnly).toEqual({ count: null, withheld: false });
    expect(smallNumbersIn(body)).toEqual([]);
    expect(body).not.toContain('Basket');
    expect(body).not.toContain('"Go"');

    // Canonical names, each seeker once ('ReactJS' is React; 'js' and 'JavaScript' are one skill, held by 9).
    expect(answer.pool.topSkills).toEqual([
      { skill: 'Python', count: 20 },
      { skill: 'React', count: 12 },
      { skill: 'TypeScript', count: 11 },
      { skill: 'Figma', count: 10 },
      { skill: 'JavaScript', count: null },
    ]);
  });

  it('keeps one answer for a few minutes', async () => {
    const before = (await stats()).stats;
    await addSeekers(12, { location: 'Toronto, Canada', skills: ['Go'], talentVisibility: 'verified-employers' });
    const kept = talentStatsSchema.parse((await server.app.inject({ method: 'GET', url: '/api/talent/stats' })).json());
    expect(kept).toEqual(before);
    const fresh = (await stats()).stats;
    expect(fresh.pool.total).toBe(54);
    expect(region(fresh, 'North America')).toBe(12);
    expect(fresh.pool.visibleToAllEmployers).toEqual({ count: 33, withheld: false });
    expect(fresh.pool.visibleToVerifiedOnly).toEqual({ count: 21, withheld: false });
    expect(fresh.pool.topSkills.find((entry) => entry.skill === 'Go')).toEqual({ skill: 'Go', count: 12 });
  });
});
