import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobListResponse } from '@orbit/shared/job-contracts';
import { buildJob } from '../../test-support/job-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

/** Issue 17 §2: a search knows the words of the trade (shared search-synonyms.ts), its categories and types. */
describe('searching with the words of the trade', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    const job = (title: string, category: string, extra: Parameters<typeof buildJob>[1] = {}) =>
      buildJob(server, { title, category, company: `${title} Co`, employmentType: 'Full-time', ...extra });
    await job('Backend Engineer (Node.js)', 'Remote Backend Development', { description: '<p>APIs in Node.js and PostgreSQL.</p>' });
    await job('NodeJS Developer', 'Remote Backend Development', { daysAgo: 2 });
    // Five of them, so the search is full text alone (fewer bring in titles merely close to the words).
    await job('Node.js Backend Developer', 'Remote Backend Development', { daysAgo: 4 });
    await job('Full Stack Engineer', 'Remote Software Development', { description: '<p>Vue and nodejs.</p>', daysAgo: 5 });
    await job('API Engineer', 'Remote Backend Development', { tags: ['Node.js'], daysAgo: 6 });
    await job('Node Platform Engineer', 'Remote Backend Development', { tags: ['node'], daysAgo: 3 });
    await job('Senior Frontend Engineer', 'Remote Frontend Development', { daysAgo: 2 });
    await job('UI Engineer', 'Remote Frontend Development', { description: '<p>React, CSS and accessibility.</p>', daysAgo: 3 });
    await job('Front-end Developer', 'Remote Software Development', { daysAgo: 4 });
    await job('Web Developer', 'Remote Software Development', { description: '<p>Work on our front end in Vue.</p>', daysAgo: 5 });
    await job('Kubernetes Platform Engineer', 'Remote DevOps/SRE', { daysAgo: 2 });
    await job('Site Reliability Engineer', 'Remote DevOps/SRE', { description: '<p>We run k8s clusters.</p>', daysAgo: 3 });
    await job('Golang Developer', 'Remote Backend Development', { daysAgo: 4 });
    await job('Go-to-market Lead', 'Remote Marketing', { description: '<p>Go to market with us.</p>', daysAgo: 4 });
    await job('Machine Learning Engineer', 'Remote AI/Machine Learning', { daysAgo: 5 });
    await job('People Operations Partner', 'Remote HR/Recruiting', { daysAgo: 5 });
    await job('Marketing Intern', 'Remote Marketing', { employmentType: 'Internship', daysAgo: 6 });
    await job('Customer Support Specialist', 'Remote Customer Support', { daysAgo: 6 });
    await job('Removed Frontend Role', 'Remote Frontend Development', { status: 'removed' });
    for (let i = 0; i < 6; i++) await job(`Filler Role ${i}`, 'Other Remote Roles', { daysAgo: 10 + i });
  });
  afterAll(() => server.close());

  const search = async (term: string, filters = '') => {
    const response = await server.app.inject({ method: 'GET', url: `/api/jobs?search=${encodeURIComponent(term)}${filters}` });
    expect(response.statusCode).toBe(200);
    return response.json<JobListResponse>();
  };
  const titles = async (term: string, filters = '') => (await search(term, filters)).jobs.map((job) => job.title).sort();

  it('finds the same jobs for every spelling of a word', async () => {
    const node = ['API Engineer', 'Backend Engineer (Node.js)', 'Full Stack Engineer', 'Node.js Backend Developer', 'NodeJS Developer'];
    expect(await titles('nodejs')).toEqual(node);
    expect(await titles('node.js')).toEqual(node);
    expect(await titles('Node.js')).toEqual(node);
    // 'node' asks for Node.js too, but 'node.js' does not find every 'node'.
    expect(await titles('node')).toEqual([...node, 'Node Platform Engineer'].sort());
    expect(await titles('k8s')).toEqual(await titles('kubernetes'));
    expect(await titles('k8s')).toEqual(['Kubernetes Platform Engineer', 'Site Reliability Engineer']);
    expect(await titles('golang')).toEqual(['Golang Developer']);
    expect(await titles('ml engineer')).toEqual(['Machine Learning Engineer']);
    expect(await titles('hr')).toEqual(['People Operations Partner']);
    expect(await titles('customer success')).toEqual(['Customer Support Specialist']);
  });

  it('finds a category by its word, and every spelling of it', async () => {
    const frontend = ['Front-end Developer', 'Senior Frontend Engineer', 'UI Engineer', 'Web Developer'];
    expect(await titles('frontend')).toEqual(frontend);
    expect(await titles('front end')).toEqual(frontend);
    expect(await titles('front-end')).toEqual(frontend);
    // The words say it first; a job found through its category alone comes after them.
    const ranked = (await search('frontend')).jobs.map((job) => job.title);
    expect(ranked.indexOf('UI Engineer')).toBeGreaterThan(ranked.indexOf('Senior Frontend Engineer'));
    expect(await titles('devops')).toEqual(['Kubernetes Platform Engineer', 'Site Reliability Engineer']);
    expect(await titles('frontend', '&category=Software%20Development')).toEqual(['Front-end Developer', 'Web Developer']);
  });

  it('finds an employment type by its word, and keeps every other word asked', async () => {
    expect(await titles('internship')).toEqual(['Marketing Intern']);
    expect(await titles('marketing intern')).toEqual(['Marketing Intern']);
    expect(await titles('senior frontend')).toEqual(['Senior Frontend Engineer']);
    expect(await titles('the frontend')).toEqual(await titles('frontend'));
  });

  it('keeps the websearch syntax: exclusions, or, quotes', async () => {
    expect(await titles('frontend -react')).toEqual(['Front-end Developer', 'Senior Frontend Engineer', 'Web Developer']);
    expect(await titles('golang or k8s')).toEqual(['Golang Developer', 'Kubernetes Platform Engineer', 'Site Reliability Engineer']);
    expect(await titles('"machine learning" engineer')).toEqual(['Machine Learning Engineer']);
    const notPostgres = await titles('nodejs -postgresql');
    expect(notPostgres).toContain('NodeJS Developer');
    expect(notPostgres).not.toContain('Backend Engineer (Node.js)');
  });
});
