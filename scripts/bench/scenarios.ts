import { demoRoles } from '../../apps/server/src/features/demo/catalogue/demo-roles.ts';
import { seededRandom, type SeededRandom } from '@orbit/shared/seeded-random';

/**
 * The request mix driven at `GET /api/jobs`: each scenario is one kind of visit (a filter, a search, a typo …)
 * with one or more concrete URLs it rotates through. The load generator picks scenarios round-robin, so each
 * gets about the same share of requests.
 */

export interface Scenario {
  name: string;
  paths: string[];
  /**
   * URLs the check before the load asks instead of `paths`, for a scenario whose load URLs must reach the server
   * for the first time under load (the long tail: every search new, so nothing cached helps it).
   */
  checkPaths?: string[];
}

const jobsPath = (params: Record<string, string | number>) => {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
  return query ? `/api/jobs?${query}` : '/api/jobs';
};

/**
 * Searches nobody made before: a skill and a word of a job title ('kafka designer', 'figma engineer'), some with a
 * category, a region or page 2; seeded, so each run asks the same ones, each once.
 */
export function longTailPaths(count: number, seed: number): string[] {
  const { next, pick } = seededRandom(seed);
  const skills = [...new Set(demoRoles.flatMap((role) => role.skills))];
  const titleWords = [
    ...new Set(demoRoles.flatMap((role) => role.titles.flatMap((title) => title.split(/\s+/)))),
  ].filter((word) => word.length > 2);
  const seen = new Set<string>();
  while (seen.size < count) {
    const params: Record<string, string | number> = { search: `${pick(skills)} ${pick(titleWords)}`.toLowerCase() };
    const extra = next();
    if (extra < 0.2) params.category = pick(demoRoles).category;
    else if (extra < 0.35) params.location = pick(['Africa', 'Europe', 'North America', 'Asia']);
    else if (extra < 0.45) params.page = 2;
    seen.add(jobsPath(params));
  }
  return [...seen];
}

/** A typo of a word: a letter dropped, doubled or two neighbours swapped (what search-spelling.ts puts right). */
function misspell(word: string, random: SeededRandom): string {
  const at = 1 + Math.floor(random.next() * (word.length - 2));
  const slip = random.next();
  if (slip < 0.4) return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  if (slip < 0.7) return word.slice(0, at) + word.slice(at + 1);
  return word.slice(0, at) + word[at] + word.slice(at);
}

/** Countries and cities as seekers type them (the location filter's country keys). */
const countryLocations = [
  'Germany',
  'Nigeria',
  'USA',
  'Kenya',
  'United Kingdom',
  'South Africa',
  'Ghana',
  'Portugal',
  'Lagos',
  'Nairobi',
  'Egypt',
  'Colombia',
  'Singapore',
  'Rwanda',
];
/** Broad words that match tens of thousands of jobs of 100k. */
const broadTerms = [
  'engineer',
  'remote',
  'developer',
  'senior',
  'manager',
  'data',
  'software',
  'team',
  'design',
  'sales',
];

/**
 * The cold mix: `perKind` URLs of each kind, every one asked once, none of the warm mix's — broad
 * terms, misspellings and country locations, each with a varying filter so that no two are the same, and the long
 * tail of skill + title searches. Seeded: each run asks the same ones.
 */
export function coldScenarios(perKind: number, seed: number): Scenario[] {
  const random = seededRandom(seed);
  const { next, pick } = random;
  const skills = [...new Set(demoRoles.flatMap((role) => role.skills))].filter((skill) => /^[a-z]{5,}$/i.test(skill));
  const titleWords = [
    ...new Set(demoRoles.flatMap((role) => role.titles.flatMap((title) => title.split(/\s+/)))),
  ].filter((word) => /^[a-z]{6,}$/i.test(word));
  const seen = new Set<string>();
  const filters = (params: Record<string, string | number>, location = true) => {
    const extra = next();
    if (extra < 0.25) params.category = pick(demoRoles).category;
    else if (extra < 0.45) params.type = pick(['full-time', 'contract', 'part-time']);
    else if (extra < 0.6 && location) params.location = pick([...countryLocations, 'Africa', 'Europe']);
    else if (extra < 0.7) params.remote = 'true';
    params.page = 1 + Math.floor(next() * 5);
    return params;
  };
  const unique = (make: () => Record<string, string | number>) => {
    const paths: string[] = [];
    for (let attempt = 0; paths.length < perKind && attempt < perKind * 50; attempt++) {
      const path = jobsPath(make());
      if (seen.has(path)) continue;
      seen.add(path);
      paths.push(path);
    }
    return paths;
  };
  const longTail = longTailPaths(perKind * 3, seed + 1)
    .filter((path) => !seen.has(path))
    .slice(0, perKind);
  return [
    { name: 'cold: broad term + filter', paths: unique(() => filters({ search: pick(broadTerms) })) },
    {
      name: 'cold: misspelling',
      paths: unique(() =>
        filters({ search: misspell(pick(next() < 0.5 ? skills : titleWords).toLowerCase(), random) }),
      ),
    },
    {
      name: 'cold: country location',
      paths: unique(() => {
        const params: Record<string, string | number> = { location: pick(countryLocations) };
        const kind = next();
        if (kind < 0.5) params.search = `${pick(skills)} ${next() < 0.5 ? pick(titleWords) : ''}`.trim().toLowerCase();
        else if (kind < 0.7) params.search = pick(broadTerms);
        if (next() < 0.15) params.workplace = pick(['onsite', 'any', 'hybrid']);
        return filters(params, false);
      }),
    },
    { name: 'cold: long tail', paths: longTail },
  ];
}

/** `companies`: real company names from the generated catalogue (the busiest first). */
export function buildScenarios(companies: string[]): Scenario[] {
  const one = (name: string, params: Record<string, string | number>): Scenario => ({
    name,
    paths: [jobsPath(params)],
  });
  return [
    one('list', {}),
    { name: 'list page 2..50', paths: Array.from({ length: 49 }, (_, i) => jobsPath({ page: i + 2 })) },
    one('list limit=100', { limit: 100 }),
    one('category (Remote prefix)', { category: 'Remote Backend Development' }),
    one('category (bare name)', { category: 'data science' }),
    {
      name: 'type',
      paths: [jobsPath({ type: 'full-time' }), jobsPath({ type: 'Contract' }), jobsPath({ type: 'part time' })],
    },
    {
      name: 'location',
      paths: ['Africa', 'EMEA', 'Worldwide', 'USA only', 'Germany', 'Nigeria'].map((location) =>
        jobsPath({ location }),
      ),
    },
    one('remote=true', { remote: 'true' }),
    { name: 'company=', paths: companies.slice(0, 4).map((company) => jobsPath({ company })) },
    one('search react', { search: 'react' }),
    one('search senior python', { search: 'senior python' }),
    one('search "data engineer"', { search: '"data engineer"' }),
    one('search -java developer', { search: '-java developer' }),
    {
      name: 'search page 2..10',
      paths: Array.from({ length: 9 }, (_, i) => jobsPath({ search: 'engineer', page: i + 2 })),
    },
    one('typo enginer', { search: 'enginer' }),
    one('typo pyhton', { search: 'pyhton' }),
    one('typo kubernets', { search: 'kubernets' }),
    one('typo javscript (trigram)', { search: 'javscript' }),
    {
      name: 'search + filters',
      paths: [
        jobsPath({ search: 'developer', category: 'Backend Development', remote: 'true' }),
        jobsPath({ search: 'senior', location: 'Africa', type: 'full-time' }),
        jobsPath({ title: 'designer', location: 'EMEA', page: 2 }),
      ],
    },
    one('search limit=100', { search: 'engineer', limit: 100 }),
  ];
}

/**
 * The handful of scenarios whose SQL is timed directly (raw SQL median vs API p50): one URL each, covering the
 * plain list, deep paging, a filter, full-text search, search with filters, the trigram fallback and big pages.
 */
export const representativeQueries: { scenario: string; path: string }[] = [
  { scenario: 'list', path: jobsPath({}) },
  { scenario: 'list limit=100', path: jobsPath({ limit: 100 }) },
  { scenario: 'category (Remote prefix)', path: jobsPath({ category: 'Remote Backend Development' }) },
  { scenario: 'location', path: jobsPath({ location: 'Africa' }) },
  { scenario: 'search react', path: jobsPath({ search: 'react' }) },
  { scenario: 'search senior python', path: jobsPath({ search: 'senior python' }) },
  {
    scenario: 'search + filters',
    path: jobsPath({ search: 'developer', category: 'Backend Development', remote: 'true' }),
  },
  { scenario: 'typo javscript (trigram)', path: jobsPath({ search: 'javscript' }) },
];
