import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobListResponse } from '@orbit/shared/job-contracts';
import { buildJob, type BuiltJob } from '../../test-support/job-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

/** Issue 17 §2 on the real search path: the words of the trade, and words naming a category or an employment type. */
describe('search with the words of the trade', () => {
  let server: TestServer;
  const built: Record<string, BuiltJob> = {};

  beforeAll(async () => {
    server = await startTestServer();
    // Three jobs each spelling Node its own way (as the feeds do), and one that only says 'node' in passing.
    built.dotted = await buildJob(server, {
      title: 'Node.js Developer',
      category: 'Remote Backend Development',
      skills: ['Node.js'],
    });
    built.joined = await buildJob(server, {
      title: 'Backend Engineer',
      description: '<p>Our APIs run on NodeJS and PostgreSQL.</p>',
    });
    built.bare = await buildJob(server, {
      title: 'Senior JavaScript Engineer (Node, Express)',
      category: 'Remote Software Development',
    });
    // Front-end jobs that never write 'frontend': the category says it.
    built.category = await buildJob(server, {
      title: 'Senior React Engineer',
      category: 'Remote Frontend Development',
      employmentType: 'Full-time',
    });
    built.hyphen = await buildJob(server, {
      title: 'Front-End Developer',
      category: 'Remote Frontend Development',
      employmentType: 'Contract',
    });
    built.spaced = await buildJob(server, {
      title: 'UI Engineer',
      description: '<p>Front end work in Vue.</p>',
      category: 'Remote Design',
    });
    built.unrelated = await buildJob(server, {
      title: 'Payroll Specialist',
      category: 'Remote Finance/Accounting',
      employmentType: 'Contract',
    });
    built.intern = await buildJob(server, {
      title: 'Summer Analyst',
      category: 'Remote Sales',
      employmentType: 'Internship',
    });
  });

  afterAll(async () => {
    await server.close();
  });

  const search = async (term: string, filters = '') => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/jobs?limit=100&search=${encodeURIComponent(term)}${filters}`,
    });
    expect(response.statusCode, term).toBe(200);
    return response.json<JobListResponse>();
  };
  const ids = async (term: string, filters = '') => (await search(term, filters)).jobs.map((job) => job._id).sort();
  const idsOf = (...names: string[]) => names.map((name) => built[name]!.id).sort();

  it('finds the same jobs for nodejs, node.js and node', async () => {
    const expected = idsOf('dotted', 'joined', 'bare');
    for (const term of ['nodejs', 'node.js', 'node', 'NodeJS', 'Node.JS'])
      expect(await ids(term), term).toEqual(expected);
    // 'backend' in the text, or the Backend category.
    expect(await ids('nodejs backend')).toEqual(idsOf('dotted', 'joined'));
  });

  it("finds the Front-end category's jobs for frontend, front end and front-end, as well as the jobs that say it", async () => {
    const expected = idsOf('category', 'hyphen', 'spaced');
    for (const term of ['frontend', 'front end', 'front-end', 'Frontend'])
      expect(await ids(term), term).toEqual(expected);
    // The category's jobs come first; a word of the search still narrows it.
    const ranked = (await search('frontend')).jobs.map((job) => job._id);
    expect(ranked.slice(0, 2).sort()).toEqual(idsOf('category', 'hyphen'));
    expect(await ids('frontend react')).toEqual(idsOf('category'));
    expect(await ids('frontend -react')).toEqual(idsOf('hyphen', 'spaced'));
  });

  it('finds an employment type by its name, alone or with other words, and keeps the filters', async () => {
    expect(await ids('internship')).toEqual(idsOf('intern'));
    expect(await ids('contract')).toEqual(idsOf('hyphen', 'unrelated'));
    expect(await ids('frontend contract')).toEqual(idsOf('hyphen'));
    expect(await ids('contract', '&category=Frontend%20Development')).toEqual(idsOf('hyphen'));
    expect((await search('frontend', '&type=full-time')).total).toBe(1);
  });

  it('answers any typed text without an error, matching nothing when it holds no words', async () => {
    for (const term of ["it's & | ! :* <-> (x)", '-', 'or', '"', "o'reilly\\", '&|!', '((', "'''"]) await search(term);
    expect((await search('&|!')).total).toBe(0);
  });
});
