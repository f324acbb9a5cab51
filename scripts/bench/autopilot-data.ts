import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AutopilotSettings } from '@orbit/shared/autopilot-contracts';
import { nativeJobSource } from '@orbit/shared/job-contracts';
import type { Eligibility } from '@orbit/shared/posting-contracts';
import type { Db } from '../../apps/server/src/db/client.ts';
import { users } from '../../apps/server/src/db/schema/accounts.ts';
import { applications } from '../../apps/server/src/db/schema/applications.ts';
import { autopilotSettings } from '../../apps/server/src/db/schema/autopilot.ts';
import { resumeAnalyses, uploadedFiles } from '../../apps/server/src/db/schema/files.ts';
import { jobs } from '../../apps/server/src/db/schema/jobs.ts';
import { seededRandom } from '@orbit/shared/seeded-random';
import type { DecorateJob, Random } from './generate-jobs.ts';
import { seekerSpecs, type SeekerSpec } from './recommend-seekers.ts';

/**
 * The Autopilot benchmark's data, written in multi-row inserts (never through the API):
 * - a job mix on top of the generated catalogue (generate-jobs.ts): a fifth of the jobs native (posted here by an
 *   employer, applied to here), most with the posting form's structured eligibility (worldwide, Africa, Europe, US
 *   only, a few countries) and a tenth of them refusing Autopilot; the imported rest applied to by the feed's site,
 *   by e-mail, through an employer API, a form, or no stated way;
 * - `count` seekers Autopilot can work for, as `buildAutopilotSeeker` + `setAutopilot` make one in the tests:
 *   verified, a resume read ('done'), a location in a country, skills — with the recommendation benchmark's
 *   trades, spread over African, European, American and Asian cities with their time zones, and varied settings
 *   (daily limits 1–20, auto or review, minimum scores, keywords, excluded companies, job types, salary floors);
 * - for a fifth of them a history: a few applications in the last 40 days (some by Autopilot today, counted
 *   against the caps; some at companies in their cooling-off month).
 * Seeded: the same seed and count give the same people and settings (ids and job picks vary per run).
 */

const dayMs = 24 * 60 * 60 * 1000;
const batch = 500;

// ─── The job mix ───────────────────────────────────────────────────────────────────────────────────────────────

type Method = 'native' | 'url' | 'email' | 'api' | 'form' | 'unknown';

/** Shares of the whole catalogue. */
const methodMix: readonly (readonly [Method, number])[] = [
  ['native', 20],
  ['url', 40],
  ['email', 15],
  ['api', 10],
  ['form', 5],
  ['unknown', 10],
];

/** Native posts: who may apply, as the posting form stores it (null: posted before the form asked). */
const eligibilityMix: readonly (readonly [Eligibility | null, number])[] = [
  [{ worldwide: true, countries: [], regions: [] }, 30],
  [{ worldwide: false, countries: [], regions: ['Africa'] }, 20],
  [{ worldwide: false, countries: [], regions: ['Europe'] }, 15],
  [{ worldwide: false, countries: ['US'], regions: [] }, 15],
  [{ worldwide: false, countries: ['NG', 'KE', 'GH', 'ZA'], regions: [] }, 5],
  [null, 15],
];

const eligibilityWords: Record<string, string> = {
  US: 'United States',
  NG: 'Nigeria',
  KE: 'Kenya',
  GH: 'Ghana',
  ZA: 'South Africa',
};
/** The `regions` words a native post is stored with (posting-columns.ts's eligibilityText). */
const regionsOf = (eligibility: Eligibility) =>
  eligibility.worldwide
    ? 'Worldwide'
    : [...eligibility.countries.map((code) => eligibilityWords[code] ?? code), ...eligibility.regions].join(', ');

export interface JobMix {
  decorate: DecorateJob;
  /** Jobs per method, as generated. */
  counts: Record<Method, number>;
  withEligibility: number;
  refusingAutopilot: number;
}

/** The decorator generateJobs applies to every row; `employerIds` post the native jobs. */
export function jobMix(employerIds: readonly string[]): JobMix {
  const counts: Record<Method, number> = { native: 0, url: 0, email: 0, api: 0, form: 0, unknown: 0 };
  const mix: JobMix = {
    counts,
    withEligibility: 0,
    refusingAutopilot: 0,
    decorate: (row, random, index) => {
      const method = random.weighted(methodMix);
      counts[method] += 1;
      const slug = `${row.sourceId ?? index}`;
      if (method !== 'native') {
        const value = {
          url: row.applicationMethodValue,
          email: `jobs+${slug}@hiring.example`,
          api: `https://api.hiring.example/apply/${slug}`,
          form: `https://forms.hiring.example/${slug}`,
          unknown: '',
        }[method];
        return { ...row, applicationMethodType: method, applicationMethodValue: value ?? '' };
      }
      const eligibility = random.weighted(eligibilityMix);
      if (eligibility) mix.withEligibility += 1;
      const acceptsAutopilot = random.next() >= 0.1;
      if (!acceptsAutopilot) mix.refusingAutopilot += 1;
      return {
        ...row,
        source: nativeJobSource,
        sourceId: null,
        sourceUrl: null,
        postedBy: random.pick(employerIds),
        remote: true,
        regions: eligibility ? regionsOf(eligibility) : row.regions,
        eligibility,
        acceptsAutopilot,
        applicationMethodType: 'unknown',
        applicationMethodValue: '',
        lastSeenAt: null,
      };
    },
  };
  return mix;
}

/** The employers whose posts the native jobs are. */
export async function createEmployers(db: Db, count: number): Promise<string[]> {
  const tag = crypto.randomBytes(4).toString('hex');
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `bench-employer-${i + 1}-${tag}@hiring.example`,
        passwordHash: 'not-a-password-hash',
        name: `Bench Employer ${i + 1}`,
        userType: 'employer' as const,
        isEmailVerified: true,
        onboardingComplete: true,
      })),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

// ─── The seekers ───────────────────────────────────────────────────────────────────────────────────────────────

interface Place {
  location: string;
  timeZone: string;
  /** The Autopilot location preference a seeker here would pick when not 'worldwide'. */
  region: AutopilotSettings['locationPreference'];
}

const place = (location: string, timeZone: string, region: Place['region']): Place => ({ location, timeZone, region });

/** Weighted towards the product's markets: most seekers in Africa, then Europe, the Americas and Asia. */
const places: readonly (readonly [Place, number])[] = [
  [place('Lagos, Nigeria', 'Africa/Lagos', 'africa'), 14],
  [place('Abuja, Nigeria', 'Africa/Lagos', 'africa'), 4],
  [place('Nairobi, Kenya', 'Africa/Nairobi', 'africa'), 11],
  [place('Accra, Ghana', 'Africa/Accra', 'africa'), 7],
  [place('Cape Town, South Africa', 'Africa/Johannesburg', 'africa'), 6],
  [place('Johannesburg, South Africa', 'Africa/Johannesburg', 'africa'), 4],
  [place('Cairo, Egypt', 'Africa/Cairo', 'africa'), 5],
  [place('Kigali, Rwanda', 'Africa/Kigali', 'africa'), 3],
  [place('Kampala, Uganda', 'Africa/Kampala', 'africa'), 3],
  [place('Casablanca, Morocco', 'Africa/Casablanca', 'africa'), 2],
  [place('London, UK', 'Europe/London', 'europe'), 6],
  [place('Berlin, Germany', 'Europe/Berlin', 'europe'), 5],
  [place('Amsterdam, Netherlands', 'Europe/Amsterdam', 'europe'), 2],
  [place('Lisbon, Portugal', 'Europe/Lisbon', 'europe'), 2],
  [place('Austin, TX', 'America/Chicago', 'us-only'), 4],
  [place('New York, USA', 'America/New_York', 'us-only'), 3],
  [place('Toronto, Canada', 'America/Toronto', 'worldwide'), 2],
  [place('Manila, Philippines', 'Asia/Manila', 'asia'), 4],
  [place('Bangalore, India', 'Asia/Kolkata', 'asia'), 3],
  [place('São Paulo, Brazil', 'America/Sao_Paulo', 'south-america'), 2],
];

/** Every seeker Autopilot works for has skills: the benchmark's profiles without any get a trade's. */
const skillsFor = (spec: SeekerSpec): string[] =>
  spec.skills.length > 0
    ? spec.skills
    : /book/i.test(spec.title)
      ? ['Bookkeeping', 'QuickBooks', 'Excel']
      : /assistant/i.test(spec.title)
        ? ['Virtual Assistance', 'Data Entry', 'G Suite']
        : ['Excel', 'Data Entry', 'Customer Service'];

const usdExpectations = ['$0-$30,000', '$30,000-$50,000', '$50,000-$70,000', '$70,000-$100,000', '$100,000-$150,000'];

const coverLetters = [
  'Dear hiring team,\n\nI have read about your work and would like to apply. My experience matches what you describe, and I work well across time zones.\n\nKind regards',
  'Hello,\n\nI am interested in this role. I have shipped similar work for remote teams and can start within two weeks.\n\nThank you for your time',
];

const jobTypeSets: readonly (readonly [AutopilotSettings['jobTypes'], number])[] = [
  [['full-time', 'contract'], 60],
  [['full-time'], 20],
  [['full-time', 'part-time', 'contract', 'freelance'], 15],
  [['part-time', 'internship'], 5],
];

const levelFor = (experience: string): AutopilotSettings['experienceLevel'] =>
  experience === '0-1' || experience === '1-3' ? 'entry' : experience === '3-5' ? 'mid' : 'senior';

function settingsFor(
  random: Random,
  spec: SeekerSpec,
  skills: string[],
  home: Place,
  companyNames: readonly string[],
): AutopilotSettings {
  const dailyLimit = 1 + Math.floor(random.next() * 20);
  return {
    isActive: true,
    dailyLimit,
    weeklyLimit: Math.min(100, dailyLimit * (3 + Math.floor(random.next() * 5))),
    skillKeywords: random.next() < 0.25 ? random.sample(skills, 1 + Math.floor(random.next() * 2)) : [],
    locationPreference: random.next() < 0.75 ? 'worldwide' : home.region,
    minimumSalary: random.next() < 0.15 ? random.pick([20_000, 40_000, 60_000]) : 0,
    excludedCompanies: random.next() < 0.2 ? random.sample(companyNames, 1 + Math.floor(random.next() * 5)) : [],
    experienceLevel: random.next() < 0.7 || !spec.experience ? 'all' : levelFor(spec.experience),
    jobTypes: [...random.weighted(jobTypeSets)],
    customizeCoverLetter: random.next() < 0.7,
    autoFollowUp: random.next() < 0.3,
    followUpDelay: 5,
    minimumMatchScore: random.weighted([
      [0, 5],
      [50, 20],
      [60, 25],
      [70, 25],
      [75, 15],
      [85, 10],
    ] as const),
    mode: random.next() < 0.55 ? 'auto' : 'review',
    timeZone: home.timeZone,
    baseCoverLetter: random.next() < 0.4 ? random.pick(coverLetters) : '',
    digestEmails: true,
  };
}

export interface SeekerData {
  ids: string[];
  /** How many run in each mode, and other shapes of the settings, for the report. */
  auto: number;
  review: number;
  withKeywords: number;
  withExclusions: number;
  withHistory: number;
  applications: number;
  seconds: number;
}

/**
 * Inserts `count` ready seekers with active settings, then a history for a fifth of them (applications to random
 * live jobs). The settings' `updatedAt` is a day before `now`, as if saved yesterday.
 */
export async function createAutopilotSeekers(
  db: Db,
  count: number,
  now: Date,
  companyNames: readonly string[],
  seed = 20261201,
): Promise<SeekerData> {
  const started = performance.now();
  const random = seededRandom(seed);
  const tag = crypto.randomBytes(4).toString('hex');
  const data: SeekerData = {
    ids: [],
    auto: 0,
    review: 0,
    withKeywords: 0,
    withExclusions: 0,
    withHistory: 0,
    applications: 0,
    seconds: 0,
  };
  const savedAt = new Date(now.getTime() - dayMs);
  for (let offset = 0; offset < count; offset += batch) {
    const size = Math.min(batch, count - offset);
    const userRows: (typeof users.$inferInsert)[] = [];
    const fileRows: (typeof uploadedFiles.$inferInsert)[] = [];
    const analysisRows: (typeof resumeAnalyses.$inferInsert)[] = [];
    const settingsRows: (typeof autopilotSettings.$inferInsert)[] = [];
    for (let i = 0; i < size; i += 1) {
      const n = offset + i;
      const spec = random.pick(seekerSpecs);
      const home = random.weighted(places);
      const allSkills = skillsFor(spec);
      const kept = allSkills.filter(() => random.next() < 0.85);
      const skills = kept.length > 0 ? kept : allSkills.slice(0, 1);
      const userId = crypto.randomUUID();
      const fileId = crypto.randomUUID();
      const years =
        spec.experience === '10+'
          ? 12
          : spec.experience === '5-10'
            ? 7
            : spec.experience === '3-5'
              ? 4
              : spec.experience === '1-3'
                ? 2
                : 1;
      userRows.push({
        id: userId,
        email: `bench-autopilot-${n + 1}-${tag}@example.org`,
        passwordHash: 'not-a-password-hash',
        name: `Autopilot Seeker ${n + 1}`,
        userType: 'candidate',
        isEmailVerified: true,
        emailVerifiedAt: savedAt,
        onboardingComplete: true,
        title: spec.title,
        skills,
        experience: spec.experience,
        location: home.location,
        salaryExpectation:
          /^\$/.test(spec.salaryExpectation) || spec.salaryExpectation === ''
            ? spec.salaryExpectation
            : random.pick(usdExpectations),
        jobTypes: spec.jobTypes,
        resumeFileId: fileId,
        createdAt: new Date(savedAt.getTime() - 30 * dayMs),
        updatedAt: new Date(savedAt.getTime() - dayMs),
      });
      fileRows.push({
        id: fileId,
        ownerUserId: userId,
        kind: 'resume',
        originalName: `seeker-${n + 1}.pdf`,
        storedName: `${fileId}.pdf`,
        mimeType: 'application/pdf',
        sizeBytes: 52_000,
      });
      analysisRows.push({
        fileId,
        userId,
        status: 'done',
        textContent: `${spec.title}\n${allSkills.join(', ')}`,
        skills: allSkills,
        yearsOfExperience: years,
        latestTitle: spec.title || null,
        analysedAt: savedAt,
      });
      const settings = settingsFor(random, spec, skills, home, companyNames);
      if (settings.mode === 'auto') data.auto += 1;
      else data.review += 1;
      if (settings.skillKeywords.length > 0) data.withKeywords += 1;
      if (settings.excludedCompanies.length > 0) data.withExclusions += 1;
      settingsRows.push({ userId, ...settings, createdAt: savedAt, updatedAt: savedAt });
      data.ids.push(userId);
    }
    await db.insert(users).values(userRows);
    await db.insert(uploadedFiles).values(fileRows);
    await db.insert(resumeAnalyses).values(analysisRows);
    await db.insert(autopilotSettings).values(settingsRows);
  }

  // A history for every fifth seeker: 1–5 applications to random live jobs over the last 40 days; a third of them
  // by Autopilot, the latest of those today (within the caps' day in every zone: an hour ago).
  const historyOf = data.ids.filter((_, index) => index % 5 === 0);
  const picks = historyOf.length * 5;
  const jobIds = (
    await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(eq(jobs.status, 'live'))
      .orderBy(sql`random()`)
      .limit(picks)
  ).map((row) => row.id);
  const applicationRows: (typeof applications.$inferInsert)[] = [];
  let next = 0;
  for (const seekerId of historyOf) {
    const applied = 1 + Math.floor(random.next() * 5);
    for (let k = 0; k < applied && next < jobIds.length; k += 1) {
      const byAutopilot = random.next() < 0.33;
      const appliedAt = new Date(
        now.getTime() - (byAutopilot && k === 0 ? 60 * 60 * 1000 : random.next() * 40 * dayMs),
      );
      applicationRows.push({
        seekerId,
        jobId: jobIds[next++]!,
        appliedAt,
        createdAt: appliedAt,
        updatedAt: appliedAt,
        autopilotGenerated: byAutopilot,
        coverLetter: byAutopilot ? coverLetters[0]! : '',
      });
    }
  }
  for (let offset = 0; offset < applicationRows.length; offset += batch)
    await db.insert(applications).values(applicationRows.slice(offset, offset + batch));
  data.withHistory = historyOf.length;
  data.applications = applicationRows.length;
  await db.execute(sql`vacuum analyze users`);
  await db.execute(sql`vacuum analyze applications`);
  await db.execute(sql`vacuum analyze autopilot_settings`);
  await db.execute(sql`vacuum analyze resume_analyses`);
  data.seconds = (performance.now() - started) / 1000;
  return data;
}
