import crypto from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { experienceOptions, onboardingJobTypeOptions, salaryRangeOptions } from '@orbit/shared/options';
import { seededRandom } from '@orbit/shared/seeded-random';
import { skillNames } from '@orbit/shared/skills';
import type { TalentVisibility } from '@orbit/shared/talent-contracts';
import type { Db } from '../../apps/server/src/db/client.ts';
import { users } from '../../apps/server/src/db/schema/accounts.ts';
import { companies } from '../../apps/server/src/db/schema/companies.ts';
import { jobs } from '../../apps/server/src/db/schema/jobs.ts';
import { companyMembers } from '../../apps/server/src/db/schema/team.ts';
import { normalizeCompanyName } from '../../apps/server/src/domain/companies/company-names.ts';
import { dedupeKey } from '../../apps/server/src/domain/jobs/job-keys.ts';
import { expiresAtFor } from '../../apps/server/src/domain/jobs/live-jobs.ts';
import { lookingCompanyOf } from '../../apps/server/src/domain/talent/looking-company.ts';
import { visibleToCompany } from '../../apps/server/src/domain/talent/talent-visibility.ts';
import { demoRoles } from '../../apps/server/src/features/demo/catalogue/demo-roles.ts';
import { issueSessionToken } from '../../apps/server/src/lib/auth/session-tokens.ts';
import type { Clock } from '../../apps/server/src/lib/clock.ts';

/**
 * The candidate search benchmark's talent pool: one verified company (its employer's verified address is at the
 * company's domain), its employer (its owner, signed in) and one live job with skills to rank for; then seekers until `visible`
 * of them are in the pool as this company sees it. Each seeker has a verified address, a title and skills from one of
 * the demo catalogue's roles (tech roles more common) plus a few others from the shared skill list, a location in one
 * of many countries (African cities weighted), experience, job types and a salary expectation; most are visible to
 * all or to verified employers, some chose 'hidden' (not in the pool) and some keep a list of companies they hide
 * from — now and then this one (not visible to it). Deterministic (seeded), written in multi-row inserts, then
 * VACUUM ANALYZE; the visible count is checked with the app's own visibility rule.
 */

export interface CandidatesData {
  jobId: string;
  jobSkills: string[];
  employerId: string;
  employerToken: string;
  /** Seekers this company finds (the target's figure). */
  visible: number;
  /** Every seeker written, the hidden and those hiding from this company included. */
  written: number;
  hidden: number;
  hidingThisCompany: number;
  seconds: number;
}

const dayMs = 24 * 60 * 60 * 1000;
/** Rows per INSERT: some 25 columns a row stays well under PostgreSQL's 65,535 bind parameters. */
const batchSize = 1000;

/** Where seekers live, as they type it (the card and the country filter read it through `placedCountryOf`). */
const places: (readonly [string, number])[] = [
  ['Lagos, Nigeria', 14],
  ['Abuja, Nigeria', 5],
  ['Ibadan, Nigeria', 2],
  ['Port Harcourt, Nigeria', 2],
  ['Nairobi, Kenya', 10],
  ['Mombasa, Kenya', 2],
  ['Accra, Ghana', 6],
  ['Kumasi, Ghana', 2],
  ['Kigali, Rwanda', 3],
  ['Kampala, Uganda', 3],
  ['Dar es Salaam, Tanzania', 3],
  ['Addis Ababa, Ethiopia', 3],
  ['Cape Town, South Africa', 5],
  ['Johannesburg, South Africa', 5],
  ['Cairo, Egypt', 4],
  ['Casablanca, Morocco', 2],
  ['Tunis, Tunisia', 1],
  ['Dakar, Senegal', 2],
  ['Abidjan, Ivory Coast', 1],
  ['Douala, Cameroon', 1],
  ['Lusaka, Zambia', 1],
  ['Harare, Zimbabwe', 1],
  ['Kinshasa, DR Congo', 1],
  ['Berlin, Germany', 2],
  ['Lisbon, Portugal', 2],
  ['Madrid, Spain', 1],
  ['Paris, France', 1],
  ['Amsterdam, Netherlands', 1],
  ['Warsaw, Poland', 1],
  ['London, UK', 2],
  ['Manchester, UK', 1],
  ['Dublin, Ireland', 1],
  ['New York, NY', 1],
  ['Austin, TX', 1],
  ['Toronto, Canada', 1],
  ['São Paulo, Brazil', 1],
  ['Bogota, Colombia', 1],
  ['Mexico City, Mexico', 1],
  ['Bangalore, India', 2],
  ['Manila, Philippines', 1],
  ['Jakarta, Indonesia', 1],
  ['Singapore', 1],
  ['Dubai, United Arab Emirates', 1],
  ['Karachi, Pakistan', 1],
];

/** Tech roles are most of the pool, as on the board; every other trade is there too. */
const roleWeights = demoRoles.map(
  (role, index) => [index, /Development|Data|DevOps|QA|AI/.test(role.category) ? 4 : 1] as const,
);

const visibilityMix: (readonly [TalentVisibility, number])[] = [
  ['all-employers', 0.55],
  ['verified-employers', 0.35],
  ['hidden', 0.1],
];

const otherCompanies = ['Andela', 'Flutterwave', 'Paystack', 'Safaricom', 'MTN', 'Jumia', 'Interswitch', 'Moniepoint'];

const firstNames = ['Amara', 'Chinedu', 'Wanjiru', 'Kwame', 'Fatima', 'Tendai', 'Aisha', 'Oluwaseun', 'Zanele', 'Kofi'];
const lastNames = ['Okafor', 'Mwangi', 'Mensah', 'Diallo', 'Nkosi', 'Abebe', 'Uwase', 'Haddad', 'Banda', 'Otieno'];

export async function generateCandidates(
  db: Db,
  clock: Clock,
  jwtSecret: string,
  visibleTarget: number,
): Promise<CandidatesData> {
  const started = performance.now();
  const random = seededRandom(20261127);
  const now = clock.now();
  const tag = crypto.randomBytes(4).toString('hex');

  const companyName = `Kilima Talent Labs ${tag}`;
  const domain = `kilima-${tag}.example`;
  const [company] = await db
    .insert(companies)
    .values({ name: companyName, normalizedName: normalizeCompanyName(companyName), website: `https://${domain}` })
    .returning({ id: companies.id, normalizedName: companies.normalizedName });
  const [employer] = await db
    .insert(users)
    .values({
      email: `hiring@${domain}`,
      passwordHash: 'not-a-password-hash',
      name: 'Bench Employer',
      userType: 'employer',
      isEmailVerified: true,
      companyId: company!.id,
    })
    .returning({ id: users.id });
  // Its owner, as registering a company makes them: the company's jobs are reached through its members.
  await db.insert(companyMembers).values({ userId: employer!.id, companyId: company!.id, role: 'owner' });
  const employerToken = await issueSessionToken({ db, clock, jwtSecret }, employer!.id, {
    userAgent: 'candidates-bench',
    ip: '127.0.0.1',
  });

  const title = 'Senior Full Stack Engineer';
  const jobSkills = ['TypeScript', 'Node.js', 'React', 'PostgreSQL', 'GraphQL', 'AWS'];
  const postedAt = new Date(now.getTime() - 5 * dayMs);
  const [job] = await db
    .insert(jobs)
    .values({
      title,
      company: companyName,
      companyKey: normalizeCompanyName(companyName),
      companyId: company!.id,
      location: 'Remote',
      regions: 'Nigeria, Kenya, Ghana, South Africa, Europe',
      employmentType: 'Full-time',
      experienceLevel: 'senior',
      salaryMin: 50000,
      salaryMax: 80000,
      salaryCurrency: 'USD',
      salaryPeriod: 'year',
      postedAt,
      expiresAt: expiresAtFor(postedAt),
      category: 'Remote Software Development',
      description: '<p>Build the product of a growing fintech with a small team across Lagos, Nairobi and Berlin.</p>',
      requirements: '<p>5 years with TypeScript and Node.js; React; PostgreSQL; GraphQL and AWS a plus.</p>',
      skills: jobSkills,
      postedBy: employer!.id,
      source: 'orbit',
      dedupeKey: dedupeKey(companyName, title),
    })
    .returning({ id: jobs.id });

  let visible = 0;
  let written = 0;
  let hidden = 0;
  let hidingThisCompany = 0;
  while (visible < visibleTarget) {
    const rows: (typeof users.$inferInsert)[] = [];
    while (rows.length < batchSize && visible < visibleTarget) {
      const n = written + rows.length;
      const role = demoRoles[random.weighted(roleWeights)]!;
      const own = random.sample(role.skills, 2 + random.int(role.skills.length - 1));
      const extra = random.sample(skillNames, random.int(4));
      const skills = [...new Set([...own, ...extra])];
      const visibility = random.weighted(visibilityMix);
      const hidesFrom = random.chance(0.06) ? random.sample(otherCompanies, 1 + random.int(3)) : [];
      if (hidesFrom.length > 0 && random.chance(0.25)) hidesFrom.push(companyName);
      const hidesThis = hidesFrom.includes(companyName);
      if (visibility === 'hidden') hidden += 1;
      else if (hidesThis) hidingThisCompany += 1;
      else visible += 1;
      const updatedAt = new Date(now.getTime() - random.next() * 180 * dayMs);
      const seniority = random.pick(experienceOptions);
      rows.push({
        email: `seeker-${n}-${tag}@example.org`,
        passwordHash: 'not-a-password-hash',
        name: `${random.pick(firstNames)} ${random.pick(lastNames)}`,
        userType: 'candidate',
        isEmailVerified: true,
        emailVerifiedAt: updatedAt,
        onboardingComplete: true,
        title: `${seniority === '5-10' || seniority === '10+' ? 'Senior ' : ''}${random.pick(role.titles)}`,
        skills,
        experience: seniority,
        education: "Bachelor's Degree",
        location: random.chance(0.1) ? `Remote from ${random.weighted(places)}` : random.weighted(places),
        salaryExpectation: random.pick(salaryRangeOptions),
        jobTypes: random.sample(onboardingJobTypeOptions, 1 + random.int(3)),
        bio: 'I build and ship things with small remote teams.',
        talentVisibility: visibility,
        hiddenFromCompanies: hidesFrom,
        hiddenCompanyKeys: [...new Set(hidesFrom.map(normalizeCompanyName))],
        createdAt: updatedAt,
        updatedAt,
      });
    }
    await db.insert(users).values(rows);
    written += rows.length;
  }
  await db.execute(sql`vacuum analyze`);

  const looking = await lookingCompanyOf(db, employer!.id);
  if (!looking?.verified) throw new Error('the bench company should be verified');
  const [checked] = await db.select({ n: count() }).from(users).where(visibleToCompany(looking));
  if (checked?.n !== visible) throw new Error(`${checked?.n} seekers visible to the company, expected ${visible}`);
  return {
    jobId: job!.id,
    jobSkills,
    employerId: employer!.id,
    employerToken,
    visible,
    written,
    hidden,
    hidingThisCompany,
    seconds: (performance.now() - started) / 1000,
  };
}
