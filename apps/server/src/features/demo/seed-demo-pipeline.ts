import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ApplicationStatus } from '@orbit/shared/application-contracts';
import { scoreMatch } from '@orbit/shared/matching/score-match';
import { demoModeratorEmail } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { applications } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { loadMatchProfile } from '../../domain/matching/match-profile.ts';
import { presentJob } from '../../domain/jobs/present-job.ts';
import { recordJobView } from '../../domain/jobs/job-views.ts';
import { recordAudit } from '../../domain/team/record-audit.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { currentTermsVersion } from '@orbit/shared/terms';
import { postJob } from '../job-posting/post-job.ts';

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

/** The demo moderator (README; a moderator whenever demo data is on, see config.ts): reviews posts on /moderation. */
export const demoModerator = { email: demoModeratorEmail, password: 'orbit-demo-moderator' } as const;

/** Applicants for the demo employer's jobs: real profiles, so their match scores and reasons are computed, not set. */
const demoApplicants = [
  {
    name: 'Kwame Mensah',
    location: 'Accra, Ghana',
    title: 'Backend Engineer',
    experience: '5-10',
    skills: ['Node.js', 'PostgreSQL', 'TypeScript', 'Docker'],
  },
  {
    name: 'Zanele Dlamini',
    location: 'Johannesburg, South Africa',
    title: 'Product Designer',
    experience: '3-5',
    skills: ['Figma', 'UX/UI Design', 'Prototyping'],
  },
  {
    name: 'Tunde Bakare',
    location: 'Lagos, Nigeria',
    title: 'Frontend Developer',
    experience: '1-3',
    skills: ['JavaScript', 'React', 'CSS'],
  },
  {
    name: 'Achieng Otieno',
    location: 'Nairobi, Kenya',
    title: 'Data Analyst',
    experience: '3-5',
    skills: ['SQL', 'Python', 'Data Analysis', 'Tableau'],
  },
  {
    name: 'Youssef Benali',
    location: 'Casablanca, Morocco',
    title: 'DevOps Engineer',
    experience: '5-10',
    skills: ['Kubernetes', 'AWS', 'Terraform', 'Linux'],
  },
  {
    name: 'Chiamaka Eze',
    location: 'Abuja, Nigeria',
    title: 'Customer Success Manager',
    experience: '3-5',
    skills: ['Customer Service', 'Communication', 'Salesforce'],
  },
] as const;

/** Where each applicant stands, with what the company told them: every status of the pipeline appears. */
const outcomes: {
  status: ApplicationStatus;
  feedback: string;
  employerNotes: string;
  respondedAfterHours: number | null;
}[] = [
  {
    status: 'Shortlisted',
    feedback: 'Thanks for applying! We would like to set up a 45-minute call with the team.',
    employerNotes: 'Strong API design answers.',
    respondedAfterHours: 20,
  },
  { status: 'Reviewing', feedback: '', employerNotes: '', respondedAfterHours: 30 },
  {
    status: 'Rejected',
    feedback: 'Thank you for your time. We are looking for more production experience with our stack.',
    employerNotes: 'Junior for this role.',
    respondedAfterHours: 40,
  },
  {
    status: 'Offered',
    feedback: 'We are happy to offer you the role — details are in your e-mail.',
    employerNotes: 'Offer approved by finance.',
    respondedAfterHours: 12,
  },
  { status: 'Applied', feedback: '', employerNotes: '', respondedAfterHours: null },
  { status: 'Reviewing', feedback: '', employerNotes: '', respondedAfterHours: 60 },
];

/**
 * The hiring side of the demo: a moderator, six applicants with applications to the demo employer's live jobs in
 * every status (some answered, some waiting), and the demo seeker's own applications. Runs once, when there are no
 * applications yet and the demo employer exists.
 */
export async function seedDemoPipeline(
  db: Db,
  log: Pick<FastifyBaseLogger, 'info'>,
  now: Date,
  seekerEmail: string,
  employerEmail: string,
): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(applications);
  if ((existing?.n ?? 0) > 0) return;
  const [employer] = await db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(eq(users.email, employerEmail));
  if (!employer?.companyId) return;
  const companyJobs = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.companyId, employer.companyId), isNotNull(jobs.postedBy), eq(jobs.status, 'live')))
    .orderBy(asc(jobs.postedAt));
  const open = companyJobs.filter((job) => job.expiresAt.getTime() > now.getTime() + 3 * dayMs);
  if (open.length === 0) return;
  const passwordHash = await hashPassword(demoModerator.password);

  const [seeker] = await db.select({ id: users.id }).from(users).where(eq(users.email, seekerEmail));
  const applicantIds = await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values({
        email: demoModerator.email,
        passwordHash,
        name: 'Moses Moderator',
        userType: 'candidate',
        isEmailVerified: true,
        onboardingComplete: true,
        location: 'Kigali, Rwanda',
        termsVersion: currentTermsVersion,
        termsAcceptedAt: now,
      })
      .onConflictDoNothing();
    const rows = await tx
      .insert(users)
      .values(
        demoApplicants.map((applicant, index) => ({
          ...applicant,
          skills: [...applicant.skills],
          email: `applicant${index + 1}@demo.orbitjobs.dev`,
          passwordHash,
          userType: 'candidate' as const,
          isEmailVerified: true,
          onboardingComplete: true,
          termsVersion: currentTermsVersion,
          termsAcceptedAt: now,
          jobTypes: ['Full-time', 'Contract'],
          education: "Bachelor's Degree",
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id });
    return rows.map((row) => row.id);
  });

  const values: (typeof applications.$inferInsert)[] = [];
  const add = async (
    seekerId: string,
    job: (typeof open)[number],
    outcome: (typeof outcomes)[number],
    appliedDaysAgo: number,
  ) => {
    const profile = await loadMatchProfile(db, seekerId);
    const appliedAt = new Date(Math.max(job.postedAt.getTime(), now.getTime() - appliedDaysAgo * dayMs) + hourMs);
    const responded =
      outcome.respondedAfterHours === null
        ? null
        : new Date(appliedAt.getTime() + outcome.respondedAfterHours * hourMs);
    const match = profile ? scoreMatch(profile, presentJob(job, now)) : null;
    values.push({
      seekerId,
      jobId: job.id,
      status: outcome.status,
      feedback: outcome.feedback,
      feedbackBy: outcome.feedback ? employer.id : null,
      employerNotes: outcome.employerNotes,
      employerNotesBy: outcome.employerNotes ? employer.id : null,
      coverLetter: 'I would love to bring my experience to your team; my profile and resume have the details.',
      matchScore: match?.matchScore ?? null,
      matchBreakdown: match?.breakdown ?? null,
      applicantLocation: profile?.location ?? null,
      // Already known to the employer: the first daily digest lists only applications that come later.
      employerNotifiedAt: appliedAt,
      appliedAt,
      createdAt: appliedAt,
      updatedAt: responded ?? appliedAt,
      firstResponseAt: responded && responded < now ? responded : null,
      statusChangedAt: responded && responded < now ? responded : null,
      notifiedStatus: outcome.status,
      notifiedAt: responded && responded < now ? responded : appliedAt,
    });
  };
  for (const [index, seekerId] of applicantIds.entries()) {
    // Two jobs each, so every job has applicants and each applicant a history; one waits 9 days without an answer.
    await add(seekerId, open[index % open.length]!, outcomes[index % outcomes.length]!, index === 4 ? 9 : 2 + index);
    await add(seekerId, open[(index + 1) % open.length]!, outcomes[(index + 3) % outcomes.length]!, 1 + index);
  }
  if (seeker) {
    await add(seeker.id, open[0]!, outcomes[0]!, 3);
    if (open[1]) await add(seeker.id, open[1], outcomes[4]!, 1);
  }
  const inserted = await db.insert(applications).values(values).onConflictDoNothing().returning({
    id: applications.id,
    jobId: applications.jobId,
    seekerId: applications.seekerId,
    status: applications.status,
    feedback: applications.feedback,
    employerNotes: applications.employerNotes,
    appliedAt: applications.appliedAt,
    statusChangedAt: applications.statusChangedAt,
  });
  await recordDemoHistory(db, employer.companyId, employer.id, inserted, now);
  // One post awaiting review: the demo employer's address is not at the company's domain, so screening holds it.
  await postJob({ db, clock: { now: () => now } }, employer.id, {
    title: 'Senior Mobile Engineer (React Native)',
    description:
      'Kijani Labs is building the offline-first app our merchants use to take payments and track deliveries. You will own the app’s architecture with two other engineers.',
    responsibilities:
      '- Lead the React Native codebase\n- Ship weekly releases to Android and iOS\n- Mentor two mid-level engineers',
    requirements: '- 5+ years building mobile apps, 3+ with React Native\n- Experience with offline sync',
    benefits: '- Fully remote within Africa\n- Learning budget\n- Equipment provided',
    skills: ['React Native', 'TypeScript', 'Android', 'iOS'],
    category: 'Remote Mobile Development',
    employmentType: 'Full-time',
    experienceLevel: 'senior',
    salaryMin: 48000,
    salaryMax: 72000,
    salaryCurrency: 'USD',
    salaryPeriod: 'year',
    location: 'Remote (Africa)',
    eligibility: { worldwide: false, countries: [], regions: ['Africa'] },
    timezoneOverlap: { hours: 4, utcOffset: 3 },
    applicationDeadline: null,
    acceptsAutopilot: true,
  });
  log.info({ applications: values.length, moderator: demoModerator.email }, 'demo hiring pipeline loaded');
}

/**
 * What the seeded applications imply happened, written as it is when it happens: each applicant viewed the job's page
 * before applying (recordJobView, so the employer's analytics count them as any view), and each answer the company
 * gave is in its team's audit trail (recordAudit: the status move, the feedback, the note) at the moment it was given.
 */
type SeededApplication = Pick<
  typeof applications.$inferSelect,
  'id' | 'jobId' | 'seekerId' | 'status' | 'feedback' | 'employerNotes' | 'appliedAt' | 'statusChangedAt'
>;

async function recordDemoHistory(
  db: Db,
  companyId: string,
  employerId: string,
  seeded: readonly SeededApplication[],
  now: Date,
): Promise<void> {
  for (const application of seeded) {
    await recordJobView(db, {
      job: { id: application.jobId, companyId },
      viewerId: application.seekerId,
      ip: '',
      userAgent: 'Orbit Jobs demo data',
      now: new Date(application.appliedAt.getTime() - hourMs),
    });
    const answeredAt = application.statusChangedAt;
    if (!answeredAt || answeredAt > now) continue;
    const audit = {
      companyId,
      actorId: employerId,
      at: answeredAt,
      jobId: application.jobId,
      applicationId: application.id,
    };
    await db.transaction(async (tx) => {
      if (application.status !== 'Applied')
        await recordAudit(tx, { ...audit, action: 'application.status', detail: `Applied → ${application.status}` });
      if (application.feedback) await recordAudit(tx, { ...audit, action: 'application.feedback' });
      if (application.employerNotes) await recordAudit(tx, { ...audit, action: 'application.note' });
    });
  }
}
