import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecommendedJobsResponse } from '@orbit/shared/job-contracts';
import { messages } from '@orbit/shared/messages';
import { buildEmployer, buildSeeker, type SignedInUser } from '../../test-support/application-builders.ts';
import { bearer } from '../../test-support/builders.ts';
import { buildJob, type BuiltJob } from '../../test-support/job-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

describe('GET /api/jobs/recommended', () => {
  let server: TestServer;
  let seeker: SignedInUser;
  const built: Record<string, BuiltJob> = {};

  beforeAll(async () => {
    server = await startTestServer();
    seeker = await buildSeeker(server, { skills: ['Python', 'Java', 'Data Analysis'] });
    built.pythonSkill = await buildJob(server, { title: 'Backend Developer', skills: ['python', 'Django'], daysAgo: 1 });
    built.dataTag = await buildJob(server, { title: 'Insights Specialist', tags: ['Data Analysis'], daysAgo: 2 });
    built.javaTitle = await buildJob(server, { title: 'Senior Java Engineer', daysAgo: 3 });
    built.applied = await buildJob(server, { title: 'Python Data Engineer', skills: ['Python'], daysAgo: 0.5 });
    built.expired = await buildJob(server, { title: 'Python Lead', skills: ['Python'], daysAgo: 31 });
    built.removed = await buildJob(server, { title: 'Python Contractor', skills: ['Python'], status: 'removed' });
    built.javascriptOnly = await buildJob(server, { title: 'JavaScript Engineer', skills: ['JavaScript'], daysAgo: 0.2 });
    built.unrelated = await buildJob(server, { title: 'Account Executive', skills: ['Sales'], daysAgo: 0.1 });
    const applied = await server.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: bearer(seeker.token),
      payload: { jobId: built.applied.id },
    });
    expect(applied.statusCode).toBe(201);
  });
  afterAll(() => server.close());

  const recommended = (token: string | undefined, query = '') =>
    server.app.inject({ method: 'GET', url: `/api/jobs/recommended${query}`, headers: token ? bearer(token) : {} });

  it('lists the newest live jobs in the seeker’s skills, leaving out applied, expired and removed ones, unscored', async () => {
    const response = await recommended(seeker.token);
    expect(response.statusCode).toBe(200);
    const body = response.json<RecommendedJobsResponse>();
    expect(body.scored).toBe(false);
    // Skill (any case), tag, whole word in the title; 'Java' does not match 'JavaScript Engineer'.
    expect(body.jobs.map((job) => job.title)).toEqual(['Backend Developer', 'Insights Specialist', 'Senior Java Engineer']);
    expect(body.jobs.every((job) => job.matchScore === null && job.status === 'live')).toBe(true);
    expect((await recommended(seeker.token, '?limit=1')).json<RecommendedJobsResponse>().jobs).toHaveLength(1);
  });

  it('falls back to the newest live jobs when the seeker chose no skills', async () => {
    const noSkills = await buildSeeker(server, { skills: [] });
    const titles = (await recommended(noSkills.token, '?limit=3')).json<RecommendedJobsResponse>().jobs.map((job) => job.title);
    expect(titles).toEqual(['Account Executive', 'JavaScript Engineer', 'Python Data Engineer']);
  });

  it('is for signed-in job seekers only', async () => {
    const anonymous = await recommended(undefined);
    expect(anonymous.statusCode).toBe(401);
    const employer = await buildEmployer(server);
    const forbidden = await recommended(employer.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().msg).toBe(messages.recommendationsSeekersOnly);
    expect((await recommended(seeker.token, '?limit=0')).statusCode).toBe(400);
  });
});
