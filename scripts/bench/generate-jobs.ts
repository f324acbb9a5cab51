import { seededRandom, type SeededRandom } from '@orbit/shared/seeded-random';
import { sql } from 'drizzle-orm';
import { eligibilityReaderVersion, readEligibility } from '@orbit/shared/eligibility';
import type { Db } from '../../apps/server/src/db/client.ts';
import type { Home } from '../../apps/server/src/features/demo/catalogue/demo-companies.ts';
import { demoRoles, type RoleTemplate } from '../../apps/server/src/features/demo/catalogue/demo-roles.ts';
import {
  benefitPool,
  intros,
  locationsByHome,
  payByHome,
  salaryWords,
  workStyles,
} from '../../apps/server/src/features/demo/catalogue/demo-texts.ts';
import { companies } from '../../apps/server/src/db/schema/companies.ts';
import { jobs } from '../../apps/server/src/db/schema/jobs.ts';
import { normalizeCompanyName } from '../../apps/server/src/domain/companies/company-names.ts';
import { dedupeKey } from '../../apps/server/src/domain/jobs/job-keys.ts';
import { expiresAtFor } from '../../apps/server/src/domain/jobs/live-jobs.ts';

/**
 * Benchmark catalogue: realistic, varied jobs built from the demo catalogue's role templates and text pools
 * (titles, skills, duties, pay by region), at companies made up from word pairs, posted over the last 29 days
 * so every job is live. Written through the project's Drizzle schema in multi-row inserts inside one
 * transaction; the search vector is a generated column, so PostgreSQL fills it. Seeded: the same seed and
 * count give the same catalogue.
 */

const dayMs = 24 * 60 * 60 * 1000;
/** Rows per INSERT: ~30 parameters a row stays under PostgreSQL's 65,535 bind parameters. */
const batchSize = 1000;

export type Random = SeededRandom;

const nameStarts = [
  'Baobab',
  'Kilima',
  'Savanna',
  'Acacia',
  'Zuri',
  'Jambo',
  'Kora',
  'Sahel',
  'Ubuntu',
  'Msasa',
  'Nyota',
  'Tamarind',
  'Marula',
  'Okapi',
  'Kivu',
  'Limpopo',
  'Zambezi',
  'Harmattan',
  'Atlas',
  'Kasai',
  'Nova',
  'Helix',
  'Quantum',
  'Lumen',
  'Cobalt',
  'Vertex',
  'Northwind',
  'Bluefin',
  'Copper',
  'Granite',
  'Cedar',
  'Maple',
  'Summit',
  'Harbor',
  'Orchid',
  'Falcon',
  'Kestrel',
  'Lynx',
  'Orbit',
  'Pixel',
  'Signal',
  'Beacon',
  'Tidal',
  'Ember',
  'Aurora',
  'Polaris',
  'Meridian',
  'Juniper',
  'Sable',
  'Indigo',
  'Saffron',
  'Fennec',
  'Cypress',
  'Willow',
  'Driftwood',
  'Redwood',
  'Onyx',
  'Quartz',
  'Zephyr',
  'Monsoon',
] as const;
const nameEnds = [
  'Labs',
  'Systems',
  'Pay',
  'Health',
  'Cloud',
  'Analytics',
  'Logistics',
  'Software',
  'Studio',
  'Networks',
  'Energy',
  'Learning',
  'Commerce',
  'Security',
  'Robotics',
  'Media',
  'Capital',
  'Data',
  'Works',
  'Digital',
  'Mobility',
  'AI',
  'Finance',
  'Foods',
  'Insurance',
  'Ventures',
  'Technologies',
  'Apps',
  'Platforms',
  'Solutions',
  'Group',
  'Bio',
  'Travel',
  'Legal',
  'Retail',
  'Connect',
  'Grid',
  'Hub',
  'Forge',
  'Dynamics',
] as const;
const legalForms = ['', '', '', '', ' Inc.', ' Ltd', ' GmbH', ' LLC'] as const;
const homes: readonly (readonly [Home, number])[] = [
  ['global', 22],
  ['us', 18],
  ['eu', 14],
  ['uk', 7],
  ['ng', 8],
  ['ke', 7],
  ['za', 6],
  ['gh', 4],
  ['rw', 2],
  ['eg', 3],
  ['apac', 5],
  ['latam', 4],
];
/** Where a job may be held, beyond the demo pools: the location filter's usual words. */
const extraRegions: Record<Home, readonly string[]> = {
  ng: ['Africa', 'EMEA'],
  ke: ['Africa', 'EMEA'],
  gh: ['Africa'],
  za: ['Africa', 'EMEA'],
  rw: ['Africa'],
  eg: ['Africa', 'EMEA'],
  eu: ['EMEA', 'Europe'],
  uk: ['EMEA', 'UK only'],
  us: ['USA Only', 'US/Canada'],
  global: ['Worldwide', 'Anywhere'],
  apac: ['APAC'],
  latam: ['Americas', 'LATAM'],
};

/** Technology-named titles ('Senior Java Developer') for the development categories, so stack searches find them. */
const stackTitles: Partial<Record<RoleTemplate['category'], readonly string[]>> = {
  'Remote Software Development': [
    'Java Developer',
    'Python Developer',
    'Ruby on Rails Developer',
    'PHP Developer',
    '.NET Developer',
    'Golang Engineer',
    'Rust Engineer',
    'Scala Engineer',
    'Elixir Developer',
  ],
  'Remote Backend Development': [
    'Java Backend Engineer',
    'Python Backend Engineer',
    'Node.js Backend Developer',
    'Kotlin Backend Engineer',
    'Go Backend Developer',
  ],
  'Remote Frontend Development': [
    'React Engineer',
    'Vue.js Developer',
    'Angular Developer',
    'TypeScript Frontend Engineer',
  ],
  'Remote Mobile Development': ['React Native Developer', 'Kotlin Android Developer', 'Swift iOS Developer'],
  'Remote Data Engineering': ['Spark Data Engineer', 'Python Data Engineer', 'Big Data Engineer'],
  'Remote DevOps/SRE': ['Kubernetes Engineer', 'AWS Cloud Engineer', 'Azure DevOps Engineer'],
};
const stackSkills = [
  'Java',
  'Python',
  'Ruby',
  'PHP',
  'C#',
  'Go',
  'Rust',
  'Scala',
  'Elixir',
  'Kotlin',
  'Swift',
  'Vue.js',
  'Angular',
  'Spark',
  'Kafka',
  'GraphQL',
  'Kubernetes',
  'Azure',
  'GCP',
];
const levels = [
  ['entry', 'Junior ', 0.65, 2],
  ['mid', '', 1, 5],
  ['senior', 'Senior ', 1.35, 4],
  ['lead', 'Lead ', 1.65, 1],
  ['lead', 'Staff ', 1.8, 0.5],
  ['lead', 'Principal ', 2, 0.3],
] as const;
const sources = ['remotive', 'remote-ok', 'we-work-remotely', 'jobicy', 'arbeitnow'] as const;

interface BenchCompany {
  name: string;
  home: Home;
  description: string;
}

function makeCompanies(random: Random, count: number): BenchCompany[] {
  const made = new Map<string, BenchCompany>();
  for (let attempt = 0; made.size < count && attempt < count * 20; attempt += 1) {
    const base = `${random.pick(nameStarts)} ${random.pick(nameEnds)}`;
    const name =
      made.size >= nameStarts.length * nameEnds.length * 0.8
        ? `${base} ${made.size}`
        : `${base}${random.pick(legalForms)}`;
    const key = normalizeCompanyName(name);
    if (made.has(key)) continue;
    const home = random.weighted(homes);
    made.set(key, {
      name,
      home,
      description: `${name} is a ${home === 'global' ? 'fully remote' : 'remote-friendly'} company hiring across time zones.`,
    });
  }
  return [...made.values()];
}

function roundNice(amount: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(amount)) - 1);
  return Math.round(amount / step) * step;
}

function salaryFor(random: Random, home: Home, role: RoleTemplate, multiplier: number, employmentType: string) {
  const none = { salaryMin: null, salaryMax: null, salaryCurrency: null, salaryPeriod: null, salaryText: null };
  const kind = random.weighted<'range' | 'words' | 'none'>([
    ['range', 55],
    ['words', 15],
    ['none', 30],
  ]);
  if (kind === 'none') return none;
  if (kind === 'words') return { ...none, salaryText: random.pick(salaryWords) };
  const pay = payByHome[home];
  const yearly = role.baseUsd * multiplier * pay.factor * pay.perUsd * (0.85 + random.next() * 0.3);
  const period =
    employmentType === 'Part-time' ? ('hour' as const) : pay.monthly ? ('month' as const) : ('year' as const);
  const middle = yearly / { hour: 1900, month: 12, year: 1 }[period];
  return {
    ...none,
    salaryMin: roundNice(middle * 0.85),
    salaryMax: roundNice(middle * 1.15),
    salaryCurrency: pay.currency,
    salaryPeriod: period,
  };
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_m, key: string) => values[key] ?? '');
const asList = (items: readonly string[], html: boolean) =>
  html ? `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>` : items.map((item) => `- ${item}`).join('\n');

export type JobRow = typeof jobs.$inferInsert;
type StoredCompany = BenchCompany & { id: string };

function benchJob(random: Random, index: number, company: StoredCompany, now: Date, idPrefix = 'bench'): JobRow {
  const role = random.pick(demoRoles);
  const employmentType = random.weighted([
    ['Full-time', 64],
    ['Contract', 16],
    ['Part-time', 10],
    ['Freelance', 4],
    ['Internship', 6],
  ] as const);
  const [level, prefix, multiplier] =
    employmentType === 'Internship' ? levels[0] : random.weighted(levels.map((entry) => [entry, entry[3]] as const));
  const stack = stackTitles[role.category];
  const baseTitle = stack && random.next() < 0.4 ? random.pick(stack) : random.pick(role.titles);
  const title = employmentType === 'Internship' ? `${baseTitle} Intern` : `${prefix}${baseTitle}`;
  const location =
    random.next() < 0.6 ? random.pick(locationsByHome[company.home]) : random.pick(extraRegions[company.home]);
  const regions = random.next() < 0.5 ? random.pick(extraRegions[company.home]) : location;
  const remote = /,/.test(location) && !/Remote/.test(location) ? random.next() < 0.5 : true;
  const postedAt = new Date(now.getTime() - Math.round(29 * random.next() * dayMs));
  const html = random.next() < 0.66;
  const skills = [
    ...random.sample(role.skills, 3 + Math.floor(random.next() * 3)),
    ...(stack && random.next() < 0.5 ? [random.pick(stackSkills)] : []),
  ];
  const paragraphs = [
    fill(random.pick(intros), { company: company.name, title, focus: role.focus, about: company.description }),
    random.pick(workStyles),
    remote
      ? 'This is a fully remote role.'
      : `This role is hybrid, with two days a week in our ${location.split(',')[0]} office.`,
  ];
  const source = random.pick(sources);
  return {
    title,
    company: company.name,
    companyKey: normalizeCompanyName(company.name),
    companyId: company.id,
    location,
    regions,
    // Who may apply, read from the words as an import reads them (store-imported-jobs.ts): the location filter and
    // openTo go by it.
    eligibility: readEligibility(regions, location),
    eligibilityReader: eligibilityReaderVersion,
    remote,
    employmentType,
    experienceLevel: level,
    ...salaryFor(random, company.home, role, multiplier, employmentType),
    postedAt,
    expiresAt: expiresAtFor(postedAt),
    createdAt: postedAt,
    updatedAt: postedAt,
    lastSeenAt: now,
    category: role.category,
    description: html ? paragraphs.map((text) => `<p>${text}</p>`).join('') : paragraphs.join('\n\n'),
    responsibilities: asList(random.sample(role.duties, 3), html),
    requirements: asList(random.sample(role.needs, 3), html),
    benefits: random.next() < 0.7 ? asList(random.sample(benefitPool, 3 + Math.floor(random.next() * 3)), html) : '',
    skills,
    tags: [...skills.slice(0, 3), remote ? 'Remote' : 'Hybrid'],
    source,
    sourceId: `${idPrefix}-${index + 1}`,
    sourceUrl: `https://jobs.example/${source}/${idPrefix}-${index + 1}`,
    applicationMethodType: 'url',
    applicationMethodValue: `https://jobs.example/${source}/${idPrefix}-${index + 1}/apply`,
    status: 'live',
    dedupeKey: dedupeKey(company.name, title),
  };
}

export interface GeneratedCatalogue {
  jobs: number;
  companies: number;
  seconds: number;
  /** The companies as stored, for jobs added later (addJobs). */
  companyList: readonly StoredCompany[];
}

/**
 * Changes a generated row before it is inserted, drawing on the same seeded PRNG (the Autopilot benchmark makes some
 * jobs native, with structured eligibility, and varies how the others are applied to). Without one, every job is an
 * imported job applied to on the feed's site.
 */
export type DecorateJob = (row: JobRow, random: Random, index: number) => JobRow;

/**
 * Fills an empty catalogue with `count` live jobs (about 40 per company) in one transaction, then VACUUM ANALYZE
 * so the planner has statistics, as autovacuum would give a long-running database.
 */
export async function generateJobs(
  db: Db,
  count: number,
  now: Date,
  onProgress?: (done: number) => void,
  seed = 20261122,
  decorate?: DecorateJob,
): Promise<GeneratedCatalogue> {
  const started = performance.now();
  const random = seededRandom(seed);
  const made = makeCompanies(random, Math.max(20, Math.round(count / 40)));
  const stored: StoredCompany[] = [];
  await db.transaction(async (tx) => {
    for (let offset = 0; offset < made.length; offset += batchSize) {
      const chunk = made.slice(offset, offset + batchSize);
      const rows = await tx
        .insert(companies)
        .values(
          chunk.map((company) => ({
            name: company.name,
            normalizedName: normalizeCompanyName(company.name),
            description: company.description,
            location: locationsByHome[company.home][0] ?? '',
          })),
        )
        .returning({ id: companies.id });
      rows.forEach((row, i) => stored.push({ ...chunk[i]!, id: row.id }));
    }
    for (let offset = 0; offset < count; offset += batchSize) {
      const size = Math.min(batchSize, count - offset);
      const rows = Array.from({ length: size }, (_, i) => {
        const row = benchJob(random, offset + i, random.pick(stored), now);
        return decorate ? decorate(row, random, offset + i) : row;
      });
      await tx.insert(jobs).values(rows);
      onProgress?.(offset + size);
    }
  });
  await db.execute(sql`vacuum analyze jobs`);
  await db.execute(sql`vacuum analyze companies`);
  return { jobs: count, companies: made.length, seconds: (performance.now() - started) / 1000, companyList: stored };
}

/**
 * `count` new arrivals at the catalogue's companies, posted at `now` (as an import or new native posts bring them),
 * with their own source ids (`idPrefix`) and seed. One multi-row insert per 1,000; no VACUUM: a few hundred rows in a
 * large table would not wake autovacuum either. Returns the new jobs' ids.
 */
export async function addJobs(
  db: Db,
  catalogue: Pick<GeneratedCatalogue, 'companyList'>,
  count: number,
  now: Date,
  options: { seed: number; idPrefix: string; decorate?: DecorateJob },
): Promise<string[]> {
  const random = seededRandom(options.seed);
  const ids: string[] = [];
  await db.transaction(async (tx) => {
    for (let offset = 0; offset < count; offset += batchSize) {
      const size = Math.min(batchSize, count - offset);
      const rows = Array.from({ length: size }, (_, i) => {
        const generated = benchJob(random, offset + i, random.pick(catalogue.companyList), now, options.idPrefix);
        const row = { ...generated, postedAt: now, expiresAt: expiresAtFor(now), createdAt: now, updatedAt: now };
        return options.decorate ? options.decorate(row, random, offset + i) : row;
      });
      const inserted = await tx.insert(jobs).values(rows).returning({ id: jobs.id });
      ids.push(...inserted.map((row) => row.id));
    }
  });
  return ids;
}
