import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ApplicationStatus } from '@orbit/shared/application-contracts';
import { seededRandom } from '@orbit/shared/seeded-random';
import { prepareMatchJob, prepareMatchProfile, scoreMatch } from '@orbit/shared/matching/score-match';
import type { Db } from '../../apps/server/src/db/client.ts';
import { users } from '../../apps/server/src/db/schema/accounts.ts';
import { applications } from '../../apps/server/src/db/schema/applications.ts';
import { companies } from '../../apps/server/src/db/schema/companies.ts';
import { uploadedFiles } from '../../apps/server/src/db/schema/files.ts';
import { jobs } from '../../apps/server/src/db/schema/jobs.ts';
import { normalizeCompanyName } from '../../apps/server/src/domain/companies/company-names.ts';
import { dedupeKey } from '../../apps/server/src/domain/jobs/job-keys.ts';
import { expiresAtFor } from '../../apps/server/src/domain/jobs/live-jobs.ts';
import { presentJob } from '../../apps/server/src/domain/jobs/present-job.ts';
import { toMatchProfile } from '../../apps/server/src/domain/matching/match-profile.ts';
import { issueSessionToken } from '../../apps/server/src/lib/auth/session-tokens.ts';
import type { Clock } from '../../apps/server/src/lib/clock.ts';
import { seekerSpecs } from './recommend-seekers.ts';

/**
 * The applicants benchmark's data: one company, its employer (signed in), one native job, and `count` seekers with
 * varied profiles (the recommendation benchmark's seekers, each skill list thinned at random), most with a resume on
 * file, each applied to the job as applying does — score and breakdown kept — with a cover letter, spread over 20
 * days and across the pipeline's statuses (2% withdrawn). Deterministic (seeded), written in batches.
 */

export interface ApplicantsData {
  jobId: string;
  employerId: string;
  employerToken: string;
  /** Live (not withdrawn) applications per status. */
  counts: Record<string, number>;
  live: number;
  seconds: number;
}

const dayMs = 24 * 60 * 60 * 1000;

const statusMix: [ApplicationStatus, number][] = [
  ['Applied', 0.55],
  ['Reviewing', 0.2],
  ['Shortlisted', 0.1],
  ['Offered', 0.02],
  ['Rejected', 0.12],
  ['Accepted', 0.01],
];

const letterParagraphs = [
  'I have followed your team for a while and the way you ship small, careful changes matches how I like to work.',
  'In my current role I own a TypeScript service that handles payments for about two million users, from design to on-call.',
  'Before that I built internal tools in React and Node.js, and moved a reporting pipeline from cron scripts to a queue.',
  'I care about clear code reviews, writing things down, and leaving a system easier to change than I found it.',
  'I am based in a time zone that overlaps most of your working day and I am used to working asynchronously.',
  'I would be glad to talk about how I could help your team, and I am happy to do a short exercise if that helps.',
];

export async function generateApplicants(
  db: Db,
  clock: Clock,
  jwtSecret: string,
  count: number,
): Promise<ApplicantsData> {
  const started = performance.now();
  const random = seededRandom(20260115).next;
  const now = clock.now();
  const tag = crypto.randomBytes(4).toString('hex');

  const companyName = `Bench Hiring Co ${tag}`;
  const [company] = await db
    .insert(companies)
    .values({
      name: companyName,
      normalizedName: normalizeCompanyName(companyName),
      website: `https://bench-${tag}.example`,
    })
    .returning({ id: companies.id });
  const [employer] = await db
    .insert(users)
    .values({
      email: `bench-employer-${tag}@bench-${tag}.example`,
      passwordHash: 'not-a-password-hash',
      name: 'Bench Employer',
      userType: 'employer',
      isEmailVerified: true,
      companyId: company!.id,
    })
    .returning({ id: users.id });
  const employerToken = await issueSessionToken({ db, clock, jwtSecret }, employer!.id, {
    userAgent: 'applicants-bench',
    ip: '127.0.0.1',
  });

  const title = 'Senior Full Stack Engineer';
  const postedAt = new Date(now.getTime() - 21 * dayMs);
  const [job] = await db
    .insert(jobs)
    .values({
      title,
      company: companyName,
      companyKey: normalizeCompanyName(companyName),
      companyId: company!.id,
      location: 'Remote',
      regions: 'Nigeria, Kenya, Europe',
      employmentType: 'Full-time',
      experienceLevel: 'senior',
      salaryMin: 60000,
      salaryMax: 90000,
      salaryCurrency: 'USD',
      salaryPeriod: 'year',
      postedAt,
      expiresAt: expiresAtFor(postedAt),
      category: 'Remote Backend Development',
      description:
        '<p>Build and run the payment services of a growing fintech with a small team across Lagos and Berlin.</p>',
      requirements: '<p>5 years with TypeScript and Node.js; PostgreSQL; React.</p>',
      skills: ['TypeScript', 'Node.js', 'React', 'PostgreSQL', 'GraphQL', 'AWS'],
      postedBy: employer!.id,
      source: 'orbit',
      dedupeKey: dedupeKey(companyName, title),
    })
    .returning();
  const preparedJob = prepareMatchJob(presentJob(job!, now));

  const counts: Record<string, number> = {};
  let live = 0;
  const batch = 500;
  for (let offset = 0; offset < count; offset += batch) {
    const size = Math.min(batch, count - offset);
    const userRows: (typeof users.$inferInsert)[] = [];
    const fileRows: (typeof uploadedFiles.$inferInsert)[] = [];
    const applicationRows: (typeof applications.$inferInsert)[] = [];
    for (let i = 0; i < size; i += 1) {
      const n = offset + i;
      const spec = seekerSpecs[n % seekerSpecs.length]!;
      const skills = spec.skills.filter(() => random() < 0.8);
      const userId = crypto.randomUUID();
      const fileId = random() < 0.85 ? crypto.randomUUID() : null;
      userRows.push({
        id: userId,
        email: `bench-applicant-${n}-${tag}@example.org`,
        passwordHash: 'not-a-password-hash',
        name: `Applicant ${n + 1}`,
        userType: 'candidate',
        isEmailVerified: true,
        onboardingComplete: true,
        title: spec.title,
        skills,
        experience: spec.experience,
        education: "Bachelor's Degree",
        location: spec.location,
        salaryExpectation: spec.salaryExpectation,
        jobTypes: spec.jobTypes,
        resumeFileId: fileId,
      });
      if (fileId) {
        fileRows.push({
          id: fileId,
          ownerUserId: userId,
          kind: 'resume',
          originalName: `applicant-${n + 1}.pdf`,
          storedName: `${fileId}.pdf`,
          mimeType: 'application/pdf',
          sizeBytes: 48_000,
        });
      }
      const profile = toMatchProfile({
        userType: 'candidate',
        skills,
        title: spec.title,
        experience: spec.experience,
        location: spec.location,
        salaryExpectation: spec.salaryExpectation,
        jobTypes: spec.jobTypes,
        resumeYears: null,
      });
      const { matchScore, breakdown } = scoreMatch(prepareMatchProfile(profile!), preparedJob);
      let pick = random();
      let status: ApplicationStatus = 'Applied';
      for (const [candidate, share] of statusMix) {
        if (pick < share) {
          status = candidate;
          break;
        }
        pick -= share;
      }
      const withdrawn = random() < 0.02;
      const appliedAt = new Date(now.getTime() - random() * 20 * dayMs);
      const answered = status !== 'Applied';
      applicationRows.push({
        seekerId: userId,
        jobId: job!.id,
        status: withdrawn ? 'Applied' : status,
        coverLetter: Array.from(
          { length: 3 + Math.floor(random() * 3) },
          () => letterParagraphs[Math.floor(random() * letterParagraphs.length)],
        ).join('\n\n'),
        notes: 'My own notes about this job.',
        feedback: answered ? 'Thank you for applying; we will be in touch about next steps.' : '',
        employerNotes: answered && random() < 0.5 ? 'Strong on backend, check the system design answers.' : '',
        matchScore,
        matchBreakdown: breakdown,
        resumeFileId: fileId,
        appliedAt,
        createdAt: appliedAt,
        updatedAt: appliedAt,
        firstResponseAt: answered ? new Date(appliedAt.getTime() + dayMs) : null,
        statusChangedAt: answered ? new Date(appliedAt.getTime() + dayMs) : null,
        employerNotifiedAt: appliedAt,
        withdrawnAt: withdrawn ? now : null,
      });
      if (!withdrawn) {
        counts[status] = (counts[status] ?? 0) + 1;
        live += 1;
      }
    }
    await db.insert(users).values(userRows);
    if (fileRows.length > 0) await db.insert(uploadedFiles).values(fileRows);
    await db.insert(applications).values(applicationRows);
  }
  await db.execute(sql`vacuum analyze`);
  return {
    jobId: job!.id,
    employerId: employer!.id,
    employerToken,
    counts,
    live,
    seconds: (performance.now() - started) / 1000,
  };
}
