import { describe, expect, it } from 'vitest';
import { jobSchema, type Job } from '../job-contracts.ts';
import { matchBreakdownSchema } from '../match-contracts.ts';
import { matchProfileFromUser, type MatchJob, type MatchProfile } from './match-types.ts';
import { regionCap } from '../policy-figures.ts';
import { prepareMatchJob, prepareMatchProfile, scoreMatch } from './score-match.ts';

const amara: MatchProfile = {
  title: 'Frontend Developer',
  skills: ['React', 'TypeScript', 'JavaScript', 'CSS', 'Next.js'],
  experience: '3-5',
  location: 'Lagos, Nigeria',
  salaryExpectation: '$30,000-$50,000',
  jobTypes: ['Full-time', 'Remote'],
};

const frontendJob = (overrides: Partial<MatchJob> = {}): MatchJob => ({
  title: 'Frontend Engineer',
  skills: ['React', 'TypeScript', 'CSS'],
  tags: ['react'],
  description: 'Build our web app with React and Next.js.',
  requirements: '3+ years with React and TypeScript. Strong CSS.',
  regions: 'Worldwide',
  location: 'Remote',
  experienceLevel: 'mid',
  salary: { min: 50000, max: 70000, currency: 'USD', period: 'year' },
  employmentType: 'Full-time',
  remote: true,
  ...overrides,
});

describe('scoreMatch', () => {
  it('scores a job that fits on every signal as a strong (green) match, with positive reasons', () => {
    const result = scoreMatch(amara, frontendJob());
    expect(result.matchScore).toBeGreaterThanOrEqual(90);
    expect(result.cappedBy).toBeNull();
    expect(result.breakdown.matchedSkills).toEqual(['React', 'TypeScript', 'CSS', 'Next.js']);
    expect(result.breakdown.missingSkills).toEqual([]);
    expect(result.breakdown.reasons.map((reason) => reason.factor)).toEqual([
      'skills',
      'title',
      'seniority',
      'region',
      'salary',
      'jobType',
    ]);
    expect(result.breakdown.reasons.every((reason) => reason.effect === 'positive')).toBe(true);
    expect(result.breakdown.reasons[0]?.text).toBe(
      'You have 3 of the 3 skills this job asks for: React, TypeScript and CSS. It also mentions Next.js, which you have.',
    );
  });

  it('caps a job the seeker cannot be hired for well below 60, leading with that reason', () => {
    const result = scoreMatch(amara, frontendJob({ regions: 'USA Only' }));
    expect(result.matchScore).toBeLessThanOrEqual(regionCap);
    expect(result.cappedBy).toBe('region');
    expect(result.breakdown.reasons[0]).toEqual({
      factor: 'region',
      effect: 'negative',
      text: 'This job hires in USA only; your profile says Lagos, Nigeria.',
    });
    expect(scoreMatch(amara, frontendJob({ regions: 'Africa' })).matchScore).toBeGreaterThanOrEqual(90);
    expect(scoreMatch(amara, frontendJob({ regions: 'EMEA' })).matchScore).toBeGreaterThanOrEqual(90);
  });

  it('keeps jobs with little in common low however convenient they are', () => {
    const result = scoreMatch(amara, {
      title: 'Bookkeeper',
      skills: ['QuickBooks', 'Xero'],
      description: 'Keep the books.',
      regions: 'Worldwide',
      employmentType: 'Full-time',
      salary: { min: 60000, max: 80000, currency: 'USD', period: 'year' },
      experienceLevel: 'mid',
    });
    expect(result.matchScore).toBeLessThanOrEqual(45);
    expect(result.breakdown.matchedSkills).toEqual([]);
    expect(result.breakdown.missingSkills).toEqual(['QuickBooks', 'Xero']);
    expect(result.breakdown.reasons[1]).toEqual({
      factor: 'title',
      effect: 'negative',
      text: 'This is an accounting role; your profile title is “Frontend Developer”.',
    });

    // Two shared tools do not make a technical writer's job a frontend developer's match.
    const writer = scoreMatch(
      amara,
      frontendJob({
        title: 'Technical Writer',
        skills: ['JavaScript', 'TypeScript', 'Technical Writing', 'OpenAPI', 'Git'],
        tags: [],
        requirements: '',
        description: '',
      }),
    );
    expect(writer.cappedBy).toBe('little-in-common');
    expect(writer.matchScore).toBe(45);
  });

  it('does not cap another line of work when the seeker has most of what the job asks for', () => {
    const goSkills = { ...amara, skills: ['Go', 'Kubernetes', 'PostgreSQL', 'Docker'] };
    const platform = frontendJob({
      title: 'Go Platform Engineer',
      skills: ['Go', 'Kubernetes', 'PostgreSQL', 'Docker'],
      tags: [],
      description: 'Run Go services on Kubernetes.',
      requirements: '',
    });
    const result = scoreMatch(goSkills, platform);
    expect(result.cappedBy).toBeNull();
    expect(result.matchScore).toBeGreaterThan(60);
  });

  it('ranks by how well the work fits: same role > neighbouring role > different role', () => {
    const same = scoreMatch(amara, frontendJob()).matchScore;
    const neighbour = scoreMatch(
      amara,
      frontendJob({
        title: 'Full Stack Engineer',
        skills: ['React', 'Node.js', 'PostgreSQL'],
        requirements: 'Node.js and PostgreSQL.',
      }),
    ).matchScore;
    const different = scoreMatch(
      amara,
      frontendJob({
        title: 'Data Engineer',
        skills: ['Python', 'Airflow', 'SQL'],
        requirements: 'Python and Airflow.',
        description: 'Pipelines.',
      }),
    ).matchScore;
    expect(same).toBeGreaterThan(neighbour);
    expect(neighbour).toBeGreaterThan(different);
  });

  it('lowers the score for a seniority, salary or job-type mismatch and says why', () => {
    const base = scoreMatch(amara, frontendJob()).matchScore;
    const lead = scoreMatch(
      amara,
      frontendJob({
        title: 'Lead Frontend Engineer',
        experienceLevel: 'lead',
        requirements: '8+ years of frontend experience. React.',
      }),
    );
    expect(lead.matchScore).toBeLessThan(base);
    expect(lead.breakdown.reasons.find((reason) => reason.factor === 'seniority')).toMatchObject({
      effect: 'negative',
      text: 'The job asks for 8+ years of experience; you have 3–5 years.',
    });
    const lowPay = scoreMatch(
      amara,
      frontendJob({ salary: { min: 900000, max: 1200000, currency: 'NGN', period: 'month' } }),
    );
    expect(lowPay.matchScore).toBeLessThan(base);
    expect(lowPay.breakdown.reasons.find((reason) => reason.factor === 'salary')?.effect).toBe('negative');
    const partTime = scoreMatch(amara, frontendJob({ employmentType: 'Part-time' }));
    expect(partTime.matchScore).toBeLessThan(base);
    expect(partTime.breakdown.reasons.find((reason) => reason.factor === 'jobType')?.text).toBe(
      'It is a part-time role; you asked for full-time work.',
    );
  });

  it('stays neutral about what it does not know', () => {
    const bare = scoreMatch({ skills: ['React'] }, { title: 'React Developer' });
    expect(bare.matchScore).toBeGreaterThan(0);
    expect(bare.matchScore).toBeLessThan(100);
    const neutral = bare.breakdown.reasons
      .filter((reason) => reason.effect === 'neutral')
      .map((reason) => reason.factor);
    expect(neutral).toEqual(expect.arrayContaining(['title', 'seniority', 'region', 'salary', 'jobType']));
  });

  it('is deterministic and the same with prepared inputs, with a breakdown the API schema accepts', () => {
    const job = frontendJob({ regions: 'Europe (CET ±2 hours)' });
    const first = scoreMatch(amara, job);
    expect(scoreMatch(amara, job)).toEqual(first);
    expect(scoreMatch(prepareMatchProfile(amara), prepareMatchJob(job))).toEqual(first);
    expect(Number.isInteger(first.matchScore)).toBe(true);
    expect(matchBreakdownSchema.parse(first.breakdown)).toEqual(first.breakdown);
  });

  it('takes a full Job and a user record', () => {
    const job: Job = jobSchema.parse({
      _id: 'j1',
      title: 'Senior React Developer',
      company: 'Acme',
      companyId: null,
      logo: '',
      location: 'Remote',
      regions: 'Africa',
      remote: true,
      employmentType: 'Full-time',
      experienceLevel: 'senior',
      salary: '$60k - $80k',
      createdAt: '',
      postedAt: '',
      expiresAt: '',
      status: 'live',
      category: 'Remote Frontend Development',
      description: '<p>React and TypeScript.</p>',
      responsibilities: '',
      requirements: '',
      benefits: '',
      skills: ['React', 'TypeScript'],
      tags: [],
      postedBy: null,
      source: 'orbit',
      sourceLabel: 'Orbit Jobs',
      sourceUrl: null,
      alsoListedOn: [],
      applicationMethod: { type: 'form', value: '' },
      eligibility: null,
      timezoneOverlap: null,
      applicationDeadline: null,
      closedReason: null,
    });
    const profile = matchProfileFromUser({
      skills: ['ReactJS', 'JS'],
      title: 'Frontend Developer',
      experience: '5-10',
      location: 'Nairobi, Kenya',
      salaryExpectation: '$50,000-$70,000',
      jobTypes: ['Full-time'],
    });
    const result = scoreMatch(profile, job);
    expect(result.breakdown.matchedSkills).toEqual(['React']);
    expect(result.matchScore).toBeGreaterThanOrEqual(70);
  });
});
