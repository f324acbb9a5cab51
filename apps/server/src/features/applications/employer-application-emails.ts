import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { applications } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import type { Clock } from '../../lib/clock.ts';
import { emailLayout } from '../../lib/mail/email-layout.ts';
import { enqueueEmail, type OutgoingEmail } from '../../lib/mail/enqueue-email.ts';
import { defineTask, type TaskSender } from '../../lib/tasks/define-task.ts';

/**
 * Telling employers about applications to their jobs posted here: each new one at once (users.application_emails =
 * 'instant', the default) or one digest a day ('daily'); and an accepted offer, always at once. The employer told is
 * the account that posted the job. `applications.employer_notified_at` records that an application was told of, so
 * the digest lists each one once, whatever happens to the digest's run.
 */

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

/** Header values and subjects come from profiles and posts: one line only. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

const applicantsUrl = (publicUrl: string, jobId: string) => `${publicUrl}/jobs/${jobId}/applicants`;
const scoreText = (score: number | null) => (score === null ? '' : ` (${Math.round(score)}% match)`);

const preferenceFooter = {
  instant: 'You get an e-mail for each new application. Prefer one digest a day? Change it in your employer settings.',
  daily:
    'You get one digest a day of new applications. Prefer an e-mail for each? Change it in your employer settings.',
};

async function postingEmployer(db: Pick<Db, 'select'>, employerId: string) {
  const [employer] = await db
    .select({
      email: users.email,
      name: users.name,
      userType: users.userType,
      applicationEmails: users.applicationEmails,
    })
    .from(users)
    .where(eq(users.id, employerId));
  return employer?.userType === 'employer' ? employer : undefined;
}

export interface NewApplication {
  id: string;
  matchScore: number | null;
  coverLetter: string;
}

/**
 * Called in the transaction that stores an application to a job posted here: an employer who wants each application
 * at once is e-mailed now, and the application marked as told; otherwise it waits for the daily digest.
 */
export async function tellEmployerOfApplication(
  tx: Tx,
  deps: { boss: TaskSender; clock: Clock; config: Pick<Config, 'publicUrl'> },
  application: NewApplication,
  job: { id: string; title: string; postedBy: string | null },
  applicant: { name: string; title: string; location: string },
): Promise<void> {
  if (!job.postedBy) return;
  const employer = await postingEmployer(tx, job.postedBy);
  if (!employer || employer.applicationEmails !== 'instant') return;
  await enqueueEmail(tx, deps.boss, newApplicationEmail(employer, application, job, applicant, deps.config.publicUrl));
  await tx
    .update(applications)
    .set({ employerNotifiedAt: deps.clock.now() })
    .where(eq(applications.id, application.id));
}

/** The e-mail of one new application, to an employer who wants each at once. */
export function newApplicationEmail(
  employer: { email: string; name: string },
  application: Pick<NewApplication, 'matchScore' | 'coverLetter'>,
  job: { id: string; title: string },
  applicant: { name: string; title: string; location: string },
  publicUrl: string,
): OutgoingEmail {
  const about = [applicant.title, applicant.location].filter(Boolean).join(', ');
  return emailLayout({
    to: employer.email,
    subject: oneLine(`New application for ${job.title}: ${applicant.name}`).slice(0, 250),
    lines: [
      `Hi ${employer.name},`,
      `${applicant.name}${about ? ` (${about})` : ''} applied for “${job.title}”${scoreText(application.matchScore)}.`,
      ...(application.coverLetter
        ? ['They wrote a cover letter: read it with their resume on the applicants page.']
        : []),
    ],
    action: { label: 'See the applicants', url: applicantsUrl(publicUrl, job.id) },
    footer: { text: preferenceFooter.instant },
  });
}

/** At most this many applications are named in one digest; the rest are counted. */
const digestListLimit = 50;

interface DigestEntry {
  applicationId: string;
  jobId: string;
  jobTitle: string;
  seekerName: string;
  matchScore: number | null;
}

export function applicationDigestEmail(
  employer: { email: string; name: string },
  entries: DigestEntry[],
  publicUrl: string,
): OutgoingEmail {
  const byJob = new Map<string, DigestEntry[]>();
  for (const entry of entries) byJob.set(entry.jobId, [...(byJob.get(entry.jobId) ?? []), entry]);
  const lines: string[] = [];
  let listed = 0;
  for (const [jobId, jobEntries] of byJob) {
    const shown = jobEntries.slice(0, Math.max(0, digestListLimit - listed));
    listed += shown.length;
    const more = jobEntries.length - shown.length;
    lines.push(
      [
        `“${jobEntries[0]!.jobTitle}”: ${jobEntries.length} new application${jobEntries.length === 1 ? '' : 's'}`,
        ...shown.map((entry) => `- ${entry.seekerName}${scoreText(entry.matchScore)}`),
        ...(more > 0 ? [`- and ${more} more`] : []),
        `Applicants: ${applicantsUrl(publicUrl, jobId)}`,
      ].join('\n'),
    );
  }
  const total = entries.length;
  return emailLayout({
    to: employer.email,
    subject: `${total} new application${total === 1 ? '' : 's'} on Orbit Jobs`,
    lines: [
      `Hi ${employer.name},`,
      `Since your last digest, ${total} ${total === 1 ? 'person has' : 'people have'} applied to your jobs:`,
      ...lines,
    ],
    footer: { text: preferenceFooter.daily },
  });
}

export interface DigestDeps {
  db: Db;
  clock: Clock;
  boss: TaskSender;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  config: Pick<Config, 'publicUrl'>;
}

/**
 * The daily digest: every application to a job posted here that no e-mail has told its employer of yet (withdrawn
 * ones left out), one e-mail per employer. Each employer's applications are claimed (marked told) in the transaction
 * that queues their digest, so a second run, or two at once, lists none of them again. Employers on instant e-mails
 * have none waiting, except those from before they switched, which this run also sends.
 */
export async function sendApplicationDigests(deps: DigestDeps): Promise<{ employers: number; applications: number }> {
  const rows = await deps.db
    .select({
      applicationId: applications.id,
      jobId: jobs.id,
      jobTitle: jobs.title,
      matchScore: applications.matchScore,
      seekerName: users.name,
      employerId: jobs.postedBy,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.seekerId))
    .where(and(isNull(applications.employerNotifiedAt), isNull(applications.withdrawnAt), isNotNull(jobs.postedBy)))
    .orderBy(asc(jobs.postedAt), asc(applications.appliedAt));
  const perEmployer = new Map<string, DigestEntry[]>();
  for (const { employerId, ...entry } of rows) {
    if (employerId) perEmployer.set(employerId, [...(perEmployer.get(employerId) ?? []), entry]);
  }
  let told = 0;
  let employers = 0;
  for (const [employerId, entries] of perEmployer) {
    const account = await postingEmployer(deps.db, employerId);
    if (!account) continue;
    await deps.db.transaction(async (tx) => {
      const claimed = await tx
        .update(applications)
        .set({ employerNotifiedAt: deps.clock.now() })
        .where(
          and(
            inArray(
              applications.id,
              entries.map((entry) => entry.applicationId),
            ),
            isNull(applications.employerNotifiedAt),
            isNull(applications.withdrawnAt),
          ),
        )
        .returning({ id: applications.id });
      const claimedIds = new Set(claimed.map((row) => row.id));
      const mine = entries.filter((entry) => claimedIds.has(entry.applicationId));
      if (mine.length === 0) return;
      await enqueueEmail(tx, deps.boss, applicationDigestEmail(account, mine, deps.config.publicUrl));
      told += mine.length;
      employers += 1;
    });
  }
  if (told > 0) deps.log.info({ employers, applications: told }, 'application digests queued');
  return { employers, applications: told };
}

/** Every day at 08:00 UTC. */
export const applicationDigestTask = defineTask(
  {
    name: 'employer-application-digest',
    payload: z.object({ trigger: z.enum(['schedule', 'manual']) }),
    // One run at a time: two would only split the same applications between two e-mails.
    options: { policy: 'singleton', retryLimit: 3, retryDelay: 60, retryBackoff: true },
  },
  {
    handler: async (deps: DigestDeps) => {
      await sendApplicationDigests(deps);
    },
    schedule: () => ({ cron: '0 8 * * *', payload: { trigger: 'schedule' } }),
  },
);

/** The seeker accepted the offer: the employer who posted the job hears at once, whatever their preference. */
export async function tellEmployerOfAcceptedOffer(
  tx: Tx,
  deps: { boss: TaskSender; config: Pick<Config, 'publicUrl'> },
  job: { id: string; title: string; postedBy: string | null },
  seekerName: string,
): Promise<void> {
  if (!job.postedBy) return;
  const employer = await postingEmployer(tx, job.postedBy);
  if (!employer) return;
  await enqueueEmail(tx, deps.boss, acceptedOfferEmail(employer, job, seekerName, deps.config.publicUrl));
}

export const acceptedOfferEmail = (
  employer: { email: string; name: string },
  job: { id: string; title: string },
  seekerName: string,
  publicUrl: string,
): OutgoingEmail =>
  emailLayout({
    to: employer.email,
    subject: oneLine(`${seekerName} accepted your offer for ${job.title}`).slice(0, 250),
    lines: [
      `Hi ${employer.name},`,
      `${seekerName} has accepted your offer for “${job.title}”. Congratulations on the hire!`,
    ],
    action: { label: 'See the applicants', url: applicantsUrl(publicUrl, job.id) },
  });
