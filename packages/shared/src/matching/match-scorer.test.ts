import { describe, expect, it } from 'vitest';
import { seededRandom } from '../seeded-random.ts';
import { matchScorerFor } from './match-scorer.ts';
import type { MatchJob, MatchProfile } from './match-types.ts';
import { scoreMatch } from './score-match.ts';

const jobs: MatchJob[] = [
  {
    title: 'Senior Frontend Engineer',
    skills: ['React', 'TypeScript', 'CSS'],
    description: 'Build our web app with React and Next.js.',
    requirements: '5+ years with React and TypeScript.',
    regions: 'Worldwide',
    location: 'Remote',
    experienceLevel: 'senior',
    salary: { min: 50000, max: 70000, currency: 'USD', period: 'year' },
    employmentType: 'Full-time',
    remote: true,
  },
  {
    title: 'Registered Nurse',
    skills: ['Patient Care', 'Communication'],
    regions: 'Nigeria',
    location: 'Lagos, Nigeria',
    employmentType: 'Part-time',
    remote: false,
  },
  {
    title: 'Data Engineer',
    skills: ['Python', 'SQL', 'Airflow'],
    requirements: '3 years building pipelines.',
    regions: 'Europe (CET ±2 hours)',
    location: 'Remote',
    salary: { min: 4000, max: 5000, currency: 'EUR', period: 'month' },
    employmentType: 'Contract',
  },
  { title: 'Rockstar' },
];

const titles = [
  'Frontend Developer',
  'Senior Frontend Engineer',
  'Nurse',
  'Data Analyst',
  'Support Lead',
  '',
  '  ',
  'Go',
];
const skillLists = [
  ['React', 'TypeScript'],
  ['reactjs', 'JS', 'CSS', 'Next.js'],
  ['Python', 'SQL', 'Pandas'],
  ['Patient Care', 'Communication'],
  ['Go', 'Kubernetes', 'PostgreSQL'],
  [],
];
const locations = ['Lagos, Nigeria', 'Remote from Nairobi', 'Berlin, Germany', 'Austin, TX', '', 'Mars'];
const salaries: MatchProfile['salaryExpectation'][] = ['$30,000-$50,000', '$150,000+', '€70,000', '', null, 45000];

/** Profiles drawn from few values per field, so the scorer meets each value again and again (its memory in use). */
function profiles(count: number): MatchProfile[] {
  const random = seededRandom(42);
  return Array.from({ length: count }, () => {
    const profile: MatchProfile = {
      title: random.pick(titles),
      skills: random.pick(skillLists),
      experience: random.pick(['0-1', '3-5', '10+', '', ' 5-10 ']),
      location: random.pick(locations),
      salaryExpectation: random.pick(salaries),
      jobTypes: random.sample(['Full-time', 'Part-time', 'Contract', 'Remote', 'Hybrid'], random.int(3)),
    };
    if (random.chance(0.2)) profile.yearsOfExperience = random.pick([0, 2.5, 12, null]);
    if (random.chance(0.2)) profile.countryCode = random.pick(['KE', 'de', null]);
    if (random.chance(0.2)) profile.timeZone = random.pick(['Africa/Lagos', 'UTC+3', 'America/Chicago']);
    if (random.chance(0.1)) profile.utcOffset = random.pick([1, -5, null]);
    if (random.chance(0.2)) profile.salaryCurrency = random.pick(['EUR', 'NGN', '']);
    return profile;
  });
}

describe('matchScorerFor', () => {
  it('gives every seeker the score scoreMatch gives, one job after another', () => {
    const seekers = profiles(600);
    for (const job of jobs) {
      const score = matchScorerFor(job);
      for (const seeker of seekers)
        expect(score(seeker), JSON.stringify({ job: job.title, seeker })).toBe(scoreMatch(seeker, job).matchScore);
    }
  });

  it('tells apart values that only look alike (5 and "5", an absent currency and an empty one)', () => {
    const job = jobs[0]!;
    const score = matchScorerFor(job);
    const alike: MatchProfile[] = [
      { title: 'Frontend Developer', salaryExpectation: 45000 },
      { title: 'Frontend Developer', salaryExpectation: '45000' },
      { title: 'Frontend Developer', salaryExpectation: 45000, salaryCurrency: 'NGN' },
      { title: 'Frontend Developer', salaryExpectation: 45000, salaryCurrency: '' },
      { title: 'Frontend Developer', yearsOfExperience: 10, experience: '' },
      { title: 'Frontend Developer', experience: '10+' },
    ];
    for (const seeker of alike) expect(score(seeker)).toBe(scoreMatch(seeker, job).matchScore);
  });
});
