import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job, JobListResponse, RecommendedJobsResponse } from '@orbit/shared/job-contracts';
import { messages } from '@orbit/shared/messages';
import { buildEmployer, buildSeeker, type SignedInUser } from '../../test-support/application-builders.ts';
import { bearer } from '../../test-support/builders.ts';
import { buildJob, type BuiltJob } from '../../test-support/job-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

describe('match scores: recommendations, the job page and "Recommended for you"', () => {
  let server: TestServer;
  let seeker: SignedInUser;
  let employer: SignedInUser;
  const built: Record<string, BuiltJob> = {};

  beforeAll(async () => {
    server = await startTestServer();
    // buildSeeker: Frontend Engineer, 3-5 years, Accra (Ghana), Full-time.
    seeker = await buildSeeker(server, { skills: ['React', 'TypeScript', 'JavaScript'] });
    employer = await buildEmployer(server);
    const frontend = { category: 'Remote Frontend Development', employmentType: 'Full-time' };
    built.worldwide = await buildJob(server, {
      ...frontend,
      title: 'Frontend Engineer',
      skills: ['React', 'TypeScript', 'JavaScript'],
      regions: 'Worldwide',
      daysAgo: 3,
    });
    built.africa = await buildJob(server, {
      ...frontend,
      title: 'React Developer',
      skills: ['React', 'JavaScript'],
      regions: 'Africa',
      daysAgo: 2,
    });
    built.usOnly = await buildJob(server, {
      ...frontend,
      title: 'Senior Frontend Engineer',
      skills: ['React', 'TypeScript'],
      regions: 'USA Only',
      daysAgo: 1,
    });
    built.backend = await buildJob(server, {
      title: 'Backend Engineer',
      skills: ['Go', 'PostgreSQL', 'TypeScript'],
      regions: 'Worldwide',
      daysAgo: 1.5,
    });
    built.applied = await buildJob(server, {
      ...frontend,
      title: 'Frontend Developer',
      skills: ['React'],
      daysAgo: 0.5,
    });
    built.expired = await buildJob(server, { ...frontend, title: 'React Engineer', skills: ['React'], daysAgo: 31 });
    built.removed = await buildJob(server, {
      ...frontend,
      title: 'React Contractor',
      skills: ['React'],
      status: 'removed',
    });
    built.unrelated = await buildJob(server, {
      title: 'Account Executive',
      skills: ['Salesforce'],
      category: 'Remote Sales',
      daysAgo: 0.1,
    });
    const applied = await server.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: bearer(seeker.token),
      payload: { jobId: built.applied.id },
    });
    expect(applied.statusCode).toBe(201);
    // The apply result and the application keep the score at the time of applying.
    expect(applied.json().matchScore).toBeGreaterThanOrEqual(60);
    expect(applied.json().application.matchScore).toBe(applied.json().matchScore);
  });
  afterAll(() => server.close());

  const get = (url: string, token?: string) =>
    server.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('recommends the best live jobs first, with scores and reasons, leaving out applied, expired and removed ones', async () => {
    const response = await get('/api/jobs/recommended', seeker.token);
    expect(response.statusCode).toBe(200);
    const { jobs } = response.json<RecommendedJobsResponse>();
    const titles = jobs.map((job) => job.title);
    expect(titles.slice(0, 2).sort()).toEqual(['Frontend Engineer', 'React Developer']);
    expect(titles).not.toContain('Frontend Developer');
    expect(titles).not.toContain('React Engineer');
    expect(titles).not.toContain('React Contractor');
    const scores = jobs.map((job) => job.matchScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores[0]).toBeGreaterThanOrEqual(80);

    // A job that cannot hire in Ghana stays well below 60, however well the skills fit.
    const usOnly = jobs.find((job) => job._id === built.usOnly?.id);
    expect(usOnly?.matchScore).toBeLessThanOrEqual(35);
    expect(usOnly?.matchBreakdown.reasons[0]).toMatchObject({ factor: 'region', effect: 'negative' });

    const best = jobs[0];
    expect(best?.matchBreakdown.matchedSkills).toEqual(expect.arrayContaining(['React']));
    expect(best?.matchBreakdown.reasons.every((reason) => reason.text.length > 10)).toBe(true);
    expect(
      (await get('/api/jobs/recommended?limit=1', seeker.token)).json<RecommendedJobsResponse>().jobs,
    ).toHaveLength(1);
  });

  it('a withdrawn application makes its job recommendable again', async () => {
    const other = await buildSeeker(server, { skills: ['React'] });
    const apply = await server.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: bearer(other.token),
      payload: { jobId: built.worldwide?.id },
    });
    const ids = async () =>
      (await get('/api/jobs/recommended', other.token)).json<RecommendedJobsResponse>().jobs.map((job) => job._id);
    expect(await ids()).not.toContain(built.worldwide?.id);
    await server.app.inject({
      method: 'DELETE',
      url: `/api/applications/${apply.json().application._id}`,
      headers: bearer(other.token),
    });
    expect(await ids()).toContain(built.worldwide?.id);
  });

  it('scores a seeker with no skills and no title on what is left (place, job type), without failing', async () => {
    const blank = await buildSeeker(server, { skills: [] });
    const response = await get('/api/jobs/recommended?limit=3', blank.token);
    expect(response.statusCode).toBe(200);
    expect(response.json<RecommendedJobsResponse>().jobs.length).toBeGreaterThan(0);
  });

  it('recommendations are for signed-in job seekers only', async () => {
    expect((await get('/api/jobs/recommended')).statusCode).toBe(401);
    const forbidden = await get('/api/jobs/recommended', employer.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().msg).toBe(messages.recommendationsSeekersOnly);
    expect((await get('/api/jobs/recommended?limit=0', seeker.token)).statusCode).toBe(400);
  });

  it('the job page carries the score and "why" for a seeker only', async () => {
    const url = `/api/jobs/${built.africa?.id}`;
    const forSeeker = (await get(url, seeker.token)).json<Job>();
    expect(forSeeker.matchScore).toBeGreaterThanOrEqual(80);
    expect(forSeeker.matchBreakdown?.matchedSkills).toEqual(['React', 'JavaScript']);
    expect(forSeeker.matchBreakdown?.reasons.find((reason) => reason.factor === 'region')?.effect).toBe('positive');
    for (const token of [undefined, employer.token, 'not-a-token']) {
      const response = await get(url, token);
      expect(response.statusCode).toBe(200);
      expect(response.json<Job>().matchScore).toBeUndefined();
      expect(response.json<Job>().matchBreakdown).toBeUndefined();
    }
  });

  it('sort=recommended ranks the filtered list by score for a seeker and keeps count and pages', async () => {
    const newest = (await get('/api/jobs?limit=50')).json<JobListResponse>();
    const ranked = (await get('/api/jobs?sort=recommended&limit=50', seeker.token)).json<JobListResponse>();
    expect(ranked.total).toBe(newest.total);
    expect(ranked.jobs.map((job) => job._id).sort()).toEqual(newest.jobs.map((job) => job._id).sort());
    // The list keeps jobs applied to ('Frontend Developer'): it is a list, not the recommendations.
    expect(
      ranked.jobs
        .slice(0, 3)
        .map((job) => job.title)
        .sort(),
    ).toEqual(['Frontend Developer', 'Frontend Engineer', 'React Developer']);
    expect(ranked.jobs.every((job) => typeof job.matchScore === 'number')).toBe(true);

    // Paging through it gives each job once.
    const pages = await Promise.all(
      [1, 2, 3, 4].map(async (page) =>
        (await get(`/api/jobs?sort=recommended&limit=2&page=${page}`, seeker.token)).json<JobListResponse>(),
      ),
    );
    const paged = pages.flatMap((page) => page.jobs.map((job) => job._id));
    expect(new Set(paged).size).toBe(paged.length);
    expect(paged.slice(0, 3)).toEqual(ranked.jobs.slice(0, 3).map((job) => job._id));
    expect(pages[0]?.totalPages).toBe(Math.ceil(newest.total / 2));

    // Filters still apply.
    const filtered = (
      await get('/api/jobs?sort=recommended&category=Frontend%20Development', seeker.token)
    ).json<JobListResponse>();
    expect(filtered.jobs.every((job) => job.category === 'Remote Frontend Development')).toBe(true);

    // For visitors and employers the sort is the newest, without scores.
    for (const token of [undefined, employer.token]) {
      const list = (await get('/api/jobs?sort=recommended&limit=50', token)).json<JobListResponse>();
      expect(list.jobs.map((job) => job._id)).toEqual(newest.jobs.map((job) => job._id));
      expect(list.jobs.some((job) => job.matchScore !== undefined)).toBe(false);
    }
    expect((await get('/api/jobs?sort=best')).statusCode).toBe(400);
  });
});
