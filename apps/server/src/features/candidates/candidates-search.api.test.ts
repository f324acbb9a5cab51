import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateSearchResponseSchema, type CandidateSearchResponse } from '@orbit/shared/candidate-contracts';
import { users } from '../../db/schema/accounts.ts';
import { visibleToCompany } from '../../domain/talent/talent-visibility.ts';
import { talentViews } from '../../db/schema/talent.ts';
import { buildSeeker } from '../../test-support/application-builders.ts';
import { bearer, uniqueEmail } from '../../test-support/builders.ts';
import { buildCompanyEmployer, type SignedInEmployer } from '../../test-support/employer-builders.ts';
import { buildCompanyJob } from '../../test-support/pipeline-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { rankCandidatesForJob } from './rank-candidates.ts';

type Seeker = Partial<typeof users.$inferInsert>;

/**
 * The search's filters, ranking and pages. Seekers are written straight to the database, visible to all employers
 * (who may see them is the privacy matrix's subject), each with its own profile update time.
 */
describe('GET /api/candidates: filters, ranking, pages', () => {
  let server: TestServer;
  let employer: SignedInEmployer;
  let other: SignedInEmployer;
  let minute = 0;

  const addSeeker = async (name: string, seeker: Seeker): Promise<string> => {
    minute += 1;
    const [row] = await server.database.db
      .insert(users)
      .values({
        name,
        userType: 'candidate',
        isEmailVerified: true,
        talentVisibility: 'all-employers',
        email: uniqueEmail('pool'),
        passwordHash: 'not-a-hash',
        updatedAt: new Date(Date.UTC(2026, 0, 1, 0, minute)),
        ...seeker,
      })
      .returning({ id: users.id });
    return row!.id;
  };

  const search = async (query: string, as = employer) => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/candidates${query}`,
      headers: bearer(as.token),
    });
    return response;
  };
  const names = async (query: string): Promise<string[]> => {
    const response = await search(query);
    expect(response.statusCode, response.body).toBe(200);
    return candidateSearchResponseSchema.parse(response.json()).candidates.map((card) => card.displayName);
  };

  beforeAll(async () => {
    server = await startTestServer();
    [employer, other] = await Promise.all([buildCompanyEmployer(server), buildCompanyEmployer(server)]);
    await addSeeker('Ada Frontend', {
      title: 'Frontend Engineer',
      skills: ['react', 'TypeScript', 'CSS'],
      location: 'Lagos',
      experience: '3-5',
      jobTypes: ['Full-time', 'Remote'],
      salaryExpectation: '$30,000-$50,000',
    });
    await addSeeker('Bola Backend', {
      title: 'Backend Developer',
      skills: ['Golang', 'PostgreSQL'],
      location: 'Remote from Nairobi',
      experience: '5-10',
      jobTypes: ['Contract'],
    });
    await addSeeker('Chen Data', {
      title: 'Data Analyst',
      skills: ['SQL', 'Python'],
      location: 'Berlin, Germany',
      experience: '1-3',
      jobTypes: ['Part-time'],
    });
    await addSeeker('Dana Designer', {
      title: 'Product Designer',
      skills: ['Figma'],
      location: 'Austin, TX',
      experience: '10+',
      jobTypes: ['Full-time'],
    });
    await addSeeker('Eve Fullstack', {
      title: 'Full Stack Engineer',
      skills: ['JS', 'React.js', 'Node.js'],
      location: 'Accra, Ghana',
      experience: '3-5',
      jobTypes: ['Full-time'],
    });
  });
  afterAll(() => server.close());

  it('lists the newest profile update first, as cards', async () => {
    expect(await names('')).toEqual(['Eve F.', 'Dana D.', 'Chen D.', 'Bola B.', 'Ada F.']);
  });

  it('finds words in the title or the skills, every word', async () => {
    expect(await names('?q=engineer')).toEqual(['Eve F.', 'Ada F.']);
    expect(await names('?q=engineer%20typescript')).toEqual(['Ada F.']);
    expect(await names('?q=figma')).toEqual(['Dana D.']);
    // A skill's alias finds its other spellings: 'go' is written 'Golang' on the profile.
    expect(await names('?q=go')).toContain('Bola B.');
    // LIKE's wildcards are plain characters.
    expect(await names('?q=%25')).toEqual([]);
  });

  it('requires every skill asked for, through the shared aliases', async () => {
    expect(await names('?skills=React')).toEqual(['Eve F.', 'Ada F.']);
    expect(await names('?skills=javascript,reactjs')).toEqual(['Eve F.']);
    expect(await names('?skills=Go')).toEqual(['Bola B.']);
    expect(await names('?skills=React,%20Figma')).toEqual([]);
  });

  it('filters by the country and the world region the card shows', async () => {
    expect(await names('?country=ng')).toEqual(['Ada F.']);
    expect(await names('?country=US')).toEqual(['Dana D.']);
    expect(await names('?region=Africa')).toEqual(['Eve F.', 'Bola B.', 'Ada F.']);
    expect(await names('?region=europe&skills=python')).toEqual(['Chen D.']);
    expect(await names('?region=Australia')).toEqual([]);
    const response = await search('?country=KE');
    expect(response.json<CandidateSearchResponse>().candidates[0]).toMatchObject({ country: 'Kenya' });
    expect(response.body).not.toContain('Nairobi');
  });

  it('filters by experience and job type', async () => {
    expect(await names('?experience=3-5')).toEqual(['Eve F.', 'Ada F.']);
    expect(await names('?type=Full-time')).toEqual(['Eve F.', 'Dana D.', 'Ada F.']);
    expect(await names('?type=Contract&experience=5-10')).toEqual(['Bola B.']);
    expect(await names('?type=&experience=&region=&country=&q=&skills=')).toHaveLength(5);
  });

  it('refuses bad filters with a clear 400', async () => {
    const cases: [string, string][] = [
      ['?page=0', 'page must be a whole number from 1 to 500'],
      ['?page=two', 'page must be a whole number from 1 to 500'],
      ['?country=Narnia', 'country must be a two-letter country code, such as NG'],
      ['?country=ZZ', 'country must be a two-letter country code, such as NG'],
      ['?region=Atlantis', 'region must be one of North America, South America, Europe, Africa, Asia, Australia'],
      ['?experience=7', 'experience must be one of 0-1, 1-3, 3-5, 5-10, 10+'],
      ['?type=Gig', 'type must be one of Full-time, Part-time, Contract, Internship, Remote, Hybrid'],
      [`?skills=${Array.from({ length: 11 }, (_, i) => `s${i}`).join(',')}`, 'Ask for at most 10 skills'],
      [`?q=${'a'.repeat(201)}`, 'Search words are at most 200 characters'],
    ];
    for (const [query, message] of cases) {
      const response = await search(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ msg: string }>().msg).toContain(message);
    }
  });

  it('ranks for one of the company’s jobs by the match score, and adds it', async () => {
    const job = await buildCompanyJob(server, employer, {
      title: 'Senior Frontend Engineer',
      skills: ['React', 'TypeScript', 'CSS'],
      employmentType: 'Full-time',
      regions: 'Africa',
    });
    const response = await search(`?forJob=${job.id}`);
    expect(response.statusCode).toBe(200);
    const { candidates, total } = candidateSearchResponseSchema.parse(response.json());
    expect(total).toBe(5);
    const scores = candidates.map((card) => card.matchScore!);
    expect(scores.every((score) => Number.isInteger(score))).toBe(true);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(candidates[0]!.displayName).toBe('Ada F.');
    expect(candidates.at(-1)!.displayName).not.toBe('Ada F.');
    // Filters still apply when ranked.
    expect(await names(`?forJob=${job.id}&skills=Figma`)).toEqual(['Dana D.']);
    // Without forJob, no score.
    expect((await search('')).json<CandidateSearchResponse>().candidates[0]).not.toHaveProperty('matchScore');
  });

  it('bounds the seekers it scores, those listing the most of the job’s skills first', async () => {
    const job = await buildCompanyJob(server, employer, { title: 'Data Engineer', skills: ['Python', 'Go'] });
    const where = visibleToCompany({ id: employer.companyId, normalizedName: 'nobody hides this', verified: true });
    const ranked = await rankCandidatesForJob(server.database.db, where, job, server.clock.now(), 2);
    expect(ranked.map((row) => row.name).sort()).toEqual(['Bola Backend', 'Chen Data']);
  });

  it('answers 404 for another company’s job, or no job at all', async () => {
    const theirs = await buildCompanyJob(server, other);
    for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await search(`?forJob=${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('"candidates"');
    }
    const card = await server.app.inject({
      method: 'GET',
      url: `/api/candidates/${(await search('')).json<CandidateSearchResponse>().candidates[0]!._id}?forJob=${theirs.id}`,
      headers: bearer(employer.token),
    });
    expect(card.statusCode).toBe(404);
  });

  it('scores one card for a job when asked', async () => {
    const job = await buildCompanyJob(server, employer, { title: 'Product Designer', skills: ['Figma'] });
    const [first] = (await search('?skills=figma')).json<CandidateSearchResponse>().candidates;
    const card = await server.app.inject({
      method: 'GET',
      url: `/api/candidates/${first!._id}?forJob=${job.id}`,
      headers: bearer(employer.token),
    });
    expect(card.json()).toMatchObject({ displayName: 'Dana D.', matchScore: expect.any(Number) });
  });

  it('pages by 20, newest first, without overlap; a page past the end is empty', async () => {
    for (let i = 0; i < 21; i += 1) await addSeeker(`Pager${String(i).padStart(2, '0')} Person`, { title: 'Pager' });
    const first = candidateSearchResponseSchema.parse((await search('?q=pager')).json());
    const second = candidateSearchResponseSchema.parse((await search('?q=pager&page=2')).json());
    expect([first.total, first.totalPages, first.page, second.page]).toEqual([21, 2, 1, 2]);
    expect(first.candidates).toHaveLength(20);
    expect(second.candidates.map((card) => card.displayName)).toEqual(['Pager00 P.']);
    const ids = [...first.candidates, ...second.candidates].map((card) => card._id);
    expect(new Set(ids).size).toBe(21);
    expect(first.candidates[0]!.displayName).toBe('Pager20 P.');
    const third = candidateSearchResponseSchema.parse((await search('?q=pager&page=3')).json());
    expect(third.candidates).toEqual([]);
    expect(third.total).toBe(21);
  });

  it('records no view for searching, ranked or not', async () => {
    const job = await buildCompanyJob(server, employer);
    const before = (await server.database.db.select().from(talentViews)).length;
    for (const query of ['', '?q=engineer', `?forJob=${job.id}`]) expect((await search(query)).statusCode).toBe(200);
    expect(await server.database.db.select().from(talentViews)).toHaveLength(before);
  });

  it('finds a seeker by the skills their last profile save lists, ranked or not', async () => {
    const seeker = await buildSeeker(server, { name: 'Kofi Rustacean', skills: ['Rust'], resume: false });
    const saveSkills = async (skills: string[]) => {
      const response = await server.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: bearer(seeker.token),
        payload: { skills, talentVisibility: 'all-employers' },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const job = await buildCompanyJob(server, employer, { title: 'Systems Engineer', skills: ['Elixir', 'Rust'] });
    await saveSkills(['Rust', 'ELIXIR']);
    expect(await names('?skills=rust,elixir')).toEqual(['Kofi R.']);
    expect(await names(`?skills=Elixir&forJob=${job.id}`)).toEqual(['Kofi R.']);
    await saveSkills(['Haskell']);
    expect(await names('?skills=rust')).toEqual([]);
    // The place filter's list of locations reaches SQL intact, quotes and backslashes included.
    const located = await server.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(seeker.token),
      payload: { location: 'Ikeja "Island" \\ Lagos, Nigeria' },
    });
    expect(located.statusCode, located.body).toBe(200);
    expect(await names('?skills=haskell&country=NG')).toEqual(['Kofi R.']);
    expect(await names('?skills=haskell&country=GH')).toEqual([]);
    expect(await names(`?skills=Elixir&forJob=${job.id}`)).toEqual([]);
    expect(await names('?skills=HASKELL')).toEqual(['Kofi R.']);
  });
});
