import { seededRandom, type SeededRandom } from '@orbit/shared/seeded-random';
import { demoJobSource, nativeJobSource } from '@orbit/shared/job-contracts';
import { normalizeCompanyName } from '../../../domain/companies/company-names.ts';
import { dedupeKey } from '../../../domain/jobs/job-keys.ts';
import { expiresAtFor } from '../../../domain/jobs/live-jobs.ts';
import type { jobs } from '../../../db/schema/jobs.ts';
import { demoCompanies, demoDomain, demoEmployerCompany, type DemoCompany } from './demo-companies.ts';
import { demoRoles, type RoleTemplate } from './demo-roles.ts';
import { benefitPool, intros, locationsByHome, payByHome, salaryWords, workStyles } from './demo-texts.ts';

/**
 * The demo catalogue, generated from templates with a seeded random generator: the same seed gives the same
 * jobs, and only the dates move with `now` (spread over the 40 days before it, so some have expired). Jobs at
 * the demo employer's company are native (posted on Orbit Jobs); the rest are external, source 'orbit-demo'.
 */

export type DemoJob = Omit<typeof jobs.$inferInsert, 'companyId' | 'postedBy'> & { native: boolean };

export const demoJobCount = 312;
const dayMs = 24 * 60 * 60 * 1000;

type Random = SeededRandom;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Two significant figures, so amounts look like real offers (48,000 not 47,613). */
function roundNice(amount: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(amount)) - 1);
  return Math.round(amount / step) * step;
}

const levels = [
  ['entry', 'Junior ', 0.65, 2],
  ['mid', '', 1, 4],
  ['senior', 'Senior ', 1.35, 3],
  ['lead', 'Lead ', 1.65, 1],
] as const;

function salaryFor(
  random: Random,
  company: DemoCompany,
  role: RoleTemplate,
  multiplier: number,
  employmentType: string,
) {
  const kind = random.weighted<'range' | 'words' | 'none'>([
    ['range', 55],
    ['words', 15],
    ['none', 30],
  ]);
  if (kind === 'none')
    return { salaryMin: null, salaryMax: null, salaryCurrency: null, salaryPeriod: null, salaryText: null };
  if (kind === 'words')
    return {
      salaryMin: null,
      salaryMax: null,
      salaryCurrency: null,
      salaryPeriod: null,
      salaryText: random.pick(salaryWords),
    };
  const pay = payByHome[company.home];
  const yearly = role.baseUsd * multiplier * pay.factor * pay.perUsd * (0.9 + random.next() * 0.2);
  const period =
    employmentType === 'Part-time' || (employmentType === 'Contract' && random.next() < 0.5)
      ? ('hour' as const)
      : employmentType === 'Temporary'
        ? ('day' as const)
        : pay.monthly || employmentType === 'Internship'
          ? ('month' as const)
          : ('year' as const);
  const divisor = { hour: 1900, day: 230, month: 12, year: 1, week: 52 }[period];
  const middle = yearly / divisor;
  return {
    salaryMin: roundNice(middle * 0.85),
    salaryMax: roundNice(middle * 1.15),
    salaryCurrency: pay.currency,
    salaryPeriod: period,
    salaryText: null,
  };
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_match, key: string) => values[key] ?? '');

function asList(items: readonly string[], html: boolean): string {
  return html
    ? `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`
    : items.map((item) => `- ${item}`).join('\n');
}

function applicationFor(random: Random, native: boolean, company: DemoCompany, jobSlug: string) {
  const domain = demoDomain(company.name);
  const type = native
    ? random.weighted<'form' | 'api'>([
        ['form', 60],
        ['api', 40],
      ])
    : random.weighted<'url' | 'email' | 'form' | 'api' | 'unknown'>([
        ['url', 45],
        ['email', 20],
        ['form', 12],
        ['api', 10],
        ['unknown', 13],
      ]);
  const value = {
    url: `https://careers.${domain}/jobs/${jobSlug}`,
    email: `jobs@${domain}`,
    form: native ? '' : `https://apply.${domain}/forms/${jobSlug}`,
    api: native ? '' : `https://api.${domain}/v1/applications`,
    unknown: '',
  }[type];
  return { applicationMethodType: type, applicationMethodValue: value };
}

function demoJob(random: Random, index: number, now: Date): DemoJob {
  const role = demoRoles[index % demoRoles.length] as RoleTemplate;
  const company = random.pick(demoCompanies);
  const native = company.name === demoEmployerCompany.name;
  const employmentType = random.weighted([
    ['Full-time', 65],
    ['Contract', 15],
    ['Part-time', 10],
    ['Temporary', 4],
    ['Internship', 6],
  ]);
  const [level, prefix, multiplier] =
    employmentType === 'Internship' ? levels[0] : random.weighted(levels.map((entry) => [entry, entry[3]]));
  const baseTitle = random.pick(role.titles);
  const title =
    employmentType === 'Internship'
      ? `${baseTitle} Intern`
      : `${/Manager|Lead|Head/.test(baseTitle) && level === 'lead' ? '' : prefix}${baseTitle}`;
  const location = random.pick(locationsByHome[company.home]);
  const onSiteCapable = /,/.test(location) && !/Remote/.test(location);
  const remote = onSiteCapable ? random.next() < 0.5 : true;
  const daysAgo = 40 * random.next() ** 1.25;
  const postedAt = new Date(now.getTime() - Math.round(daysAgo * dayMs));
  const jobSlug = `${slug(title)}-${slug(company.name)}-${index + 1}`;
  const html = random.next() < 0.66;
  const skills = random.sample(role.skills, 3 + Math.floor(random.next() * 4));
  const detailed = random.next() < 0.75;
  const about = company.description;
  const paragraphs = [
    fill(random.pick(intros), { company: company.name, title, focus: role.focus, about }),
    random.pick(workStyles),
    remote
      ? 'This is a fully remote role.'
      : `This role is hybrid, with two days a week in our ${location.split(',')[0]} office.`,
  ];
  return {
    title,
    company: company.name,
    companyKey: normalizeCompanyName(company.name),
    logo: '',
    location,
    regions: location,
    remote,
    employmentType,
    experienceLevel: level,
    ...salaryFor(random, company, role, multiplier, employmentType),
    postedAt,
    expiresAt: expiresAtFor(postedAt),
    createdAt: postedAt,
    updatedAt: postedAt,
    category: role.category,
    description: html ? paragraphs.map((text) => `<p>${text}</p>`).join('') : paragraphs.join('\n\n'),
    responsibilities: detailed ? asList(random.sample(role.duties, 3 + Math.floor(random.next() * 2)), html) : '',
    requirements: detailed ? asList(random.sample(role.needs, 3 + Math.floor(random.next() * 2)), html) : '',
    benefits:
      detailed || random.next() < 0.3
        ? asList(random.sample(benefitPool, 3 + Math.floor(random.next() * 3)), html)
        : '',
    skills,
    tags: [...skills.slice(0, 3), remote ? 'Remote' : 'Hybrid'],
    source: native ? nativeJobSource : demoJobSource,
    sourceId: native ? null : `demo-${index + 1}`,
    sourceUrl: native ? null : `https://demo.orbitjobs.example/jobs/${jobSlug}`,
    ...applicationFor(random, native, company, jobSlug),
    status: 'live',
    dedupeKey: dedupeKey(company.name, title),
    native,
  };
}

export function generateDemoJobs(now: Date, seed = 20261122): DemoJob[] {
  const random = seededRandom(seed);
  return Array.from({ length: demoJobCount }, (_, index) => demoJob(random, index, now));
}
