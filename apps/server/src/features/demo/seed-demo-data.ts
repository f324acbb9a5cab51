import { count, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { systemClock, type Clock } from '../../lib/clock.ts';
import { normalizeCompanyName } from '../../domain/companies/company-names.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { currentTermsVersion } from '@orbit/shared/terms';
import { textPdf } from '../../lib/text-pdf.ts';
import { storeFile } from '../../lib/uploads.ts';
import type { Db } from '../../db/client.ts';
import { demoCompanies, demoDomain } from './catalogue/demo-companies.ts';
import { eligibilityReaderVersion, readEligibility } from '@orbit/shared/eligibility';
import { generateDemoJobs } from './catalogue/generate-demo-jobs.ts';
import { seedDemoPipeline } from './seed-demo-pipeline.ts';
import { autopilotSettings } from '../../db/schema/autopilot.ts';
import { users } from '../../db/schema/accounts.ts';
import { companies } from '../../db/schema/companies.ts';
import { companyMembers } from '../../db/schema/team.ts';
import { jobs } from '../../db/schema/jobs.ts';

/** Demo accounts for the embedded default; documented in the README. */
export const demoAccounts = {
  seeker: { email: 'amara@demo.orbitjobs.dev', password: 'orbit-demo-seeker' },
  employer: { email: 'hiring@demo.orbitjobs.dev', password: 'orbit-demo-employer' },
} as const;

/** Loads demo data on the first start: accounts when there are no users yet, the catalogue when there are no jobs. */
export async function seedDemoData(
  db: Db,
  log: FastifyBaseLogger,
  clock: Clock = systemClock,
  uploadDir?: string,
): Promise<void> {
  await seedDemoAccounts(db, log, clock.now(), uploadDir);
  await seedDemoCatalogue(db, log, clock.now());
  await seedDemoPipeline(db, log, clock.now(), demoAccounts.seeker.email, demoAccounts.employer.email);
}

/** The demo seeker's resume, so she can apply to e-mail and API jobs (which attach or link it) out of the box. */
const demoResumeLines = [
  'Amara Okafor',
  'Frontend Engineer  |  Lagos, Nigeria (remote, UTC+1)  |  amara@demo.orbitjobs.dev',
  '',
  'Summary',
  'Frontend engineer with 4 years of experience building fast, accessible web apps for users on slow networks.',
  '',
  'Skills',
  'JavaScript, TypeScript, React, Next.js, Node.js, HTML, CSS, Tailwind CSS, Jest, Git, REST APIs, Figma',
  '',
  'Experience',
  'Frontend Engineer, Paystack-style fintech (remote) - 2023 to present',
  '- Rebuilt the merchant dashboard in React and TypeScript; cut initial load from 6 s to 2 s on 3G.',
  '- Led the accessibility audit and fixes (WCAG 2.1 AA) across 40 screens.',
  'Junior Web Developer, Lagos digital agency - 2021 to 2023',
  '- Built responsive marketing sites and a Node.js booking API for clients in Nigeria and Ghana.',
  '',
  'Education',
  "Bachelor's Degree in Computer Science, University of Lagos, 2020",
];

async function seedDemoAccounts(
  db: Db,
  log: FastifyBaseLogger,
  now: Date,
  uploadDir: string | undefined,
): Promise<void> {
  // The demo accounts stand for people who signed up today: they accepted the current terms then.
  const accepted = { termsVersion: currentTermsVersion, termsAcceptedAt: now };
  const [row] = await db.select({ users: count() }).from(users);
  if ((row?.users ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({
        name: 'Kijani Labs',
        normalizedName: 'kijani labs',
        industry: 'Technology',
        location: 'Nairobi, Kenya (remote-first)',
        website: 'kijanilabs.example',
        description: 'Kijani Labs builds payment and logistics software for small businesses across East Africa.',
      })
      .onConflictDoNothing()
      .returning({ id: companies.id });
    const [seeker, employer] = await tx
      .insert(users)
      .values([
        {
          email: demoAccounts.seeker.email,
          passwordHash: await hashPassword(demoAccounts.seeker.password),
          name: 'Amara Okafor',
          phone: '+234 801 234 5678',
          location: 'Lagos, Nigeria',
          userType: 'candidate',
          isEmailVerified: true,
          onboardingComplete: true,
          ...accepted,
          title: 'Frontend Engineer',
          experience: '3-5',
          education: "Bachelor's Degree",
          skills: ['JavaScript', 'React', 'Node.js', 'Communication'],
          jobTypes: ['Full-time', 'Contract', 'Remote'],
          salaryExpectation: '$50,000-$70,000',
          bio: 'Frontend engineer who enjoys building accessible, fast interfaces for people on slow networks.',
        },
        {
          email: demoAccounts.employer.email,
          passwordHash: await hashPassword(demoAccounts.employer.password),
          name: 'Wanjiru Kamau',
          phone: '+254 700 000 111',
          location: 'Nairobi, Kenya',
          userType: 'employer',
          isEmailVerified: true,
          onboardingComplete: true,
          ...accepted,
          companyId: company?.id ?? null,
        },
      ])
      .returning({ id: users.id });
    // The demo employer owns the demo company's team.
    if (employer && company)
      await tx.insert(companyMembers).values({ userId: employer.id, companyId: company.id, role: 'owner' });
    if (seeker && uploadDir) {
      const resumeFileId = await storeFile(tx, uploadDir, {
        ownerUserId: seeker.id,
        kind: 'resume',
        originalName: 'Amara-Okafor-Resume.pdf',
        mimeType: 'application/pdf',
        extension: 'pdf',
        bytes: textPdf(demoResumeLines),
      });
      await tx.update(users).set({ resumeFileId }).where(eq(users.id, seeker.id));
      // Autopilot on, asking before each application: its first scan (a minute after start) fills her review queue.
      await tx.insert(autopilotSettings).values({
        userId: seeker.id,
        isActive: true,
        mode: 'review',
        minimumMatchScore: 60,
        timeZone: 'Africa/Lagos',
        skillKeywords: [],
      });
    }
  });
  log.info(
    { seeker: demoAccounts.seeker.email, employer: demoAccounts.employer.email },
    'demo data loaded (passwords in the README)',
  );
}

/**
 * The generated demo catalogue (db/demo): companies with their details, then the jobs linked to them. Native jobs
 * are posted by the demo employer; without that account (deleted, say) they are left out.
 */
export async function seedDemoCatalogue(db: Db, log: Pick<FastifyBaseLogger, 'info'>, now: Date): Promise<void> {
  const [row] = await db.select({ jobs: count() }).from(jobs);
  if ((row?.jobs ?? 0) > 0) return;
  const [employer] = await db.select({ id: users.id }).from(users).where(eq(users.email, demoAccounts.employer.email));
  const generated = generateDemoJobs(now).filter((job) => !job.native || employer);
  await db.transaction(async (tx) => {
    await tx
      .insert(companies)
      .values(
        demoCompanies.map((company) => ({
          name: company.name,
          normalizedName: normalizeCompanyName(company.name),
          industry: company.industry,
          location: company.location,
          website: demoDomain(company.name),
          description: company.description,
        })),
      )
      .onConflictDoNothing();
    const keys = [...new Set(generated.map((job) => job.companyKey))];
    const rows = await tx
      .select({ id: companies.id, key: companies.normalizedName })
      .from(companies)
      .where(inArray(companies.normalizedName, keys));
    const companyIds = new Map(rows.map((company) => [company.key, company.id]));
    const values = generated.map(({ native, ...job }) => ({
      ...job,
      // Stored read, as an import stores a feed's jobs: a list asked for at start already says who may apply.
      ...(native
        ? {}
        : { eligibility: readEligibility(job.regions, job.location), eligibilityReader: eligibilityReaderVersion }),
      companyId: companyIds.get(job.companyKey) ?? null,
      postedBy: native && employer ? employer.id : null,
    }));
    // Chunks keep each statement well under PostgreSQL's 65,535 parameters.
    for (let start = 0; start < values.length; start += 100)
      await tx.insert(jobs).values(values.slice(start, start + 100));
  });
  log.info({ jobs: generated.length, companies: demoCompanies.length }, 'demo job catalogue loaded');
}
