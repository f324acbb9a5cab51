import { and, eq, isNull, lte, ne, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { employerStatuses, type EmployerStatus } from '@orbit/shared/pipeline-contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { applications } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import type { Clock } from '../../lib/clock.ts';
import { emailLayout } from '../../lib/mail/email-layout.ts';
import { enqueueEmail, type OutgoingEmail } from '../../lib/mail/enqueue-email.ts';
import { defineTask, defineTaskContract, type TaskSender } from '../../lib/tasks/define-task.ts';
import { sendTask, type TaskTransaction } from '../../lib/tasks/send-task.ts';
import { unsubscribeUrl } from './status-email-links.ts';

/**
 * E-mails telling a seeker their application moved (Reviewing, Shortlisted, Offered, Rejected): one per change, never
 * two about one application within STATUS_EMAIL_GAP_MINUTES. A change queues this task in its own transaction, held
 * back until the gap since the last e-mail has passed; the task reads the application when it runs and writes about
 * its status then, so several moves within the gap make one e-mail about where the application ended up.
 *
 * The timing pg-boss keeps is only a hint: its clock is the database's, while the app's is injected (moved by hand in
 * tests). The handler decides by the app's clock — too early, it queues itself again for the rest of the gap — and
 * claims the e-mail with a conditional update, so a duplicated or early job never sends a second one.
 */

const minuteMs = 60 * 1000;

export const statusEmailContract = defineTaskContract({
  name: 'application-status-email',
  payload: z.object({ applicationId: z.uuid() }),
  // 'short': one waiting job per application. A change while one waits adds nothing: the waiting job reads the
  // application when it runs. A change while one runs queues the next.
  options: {
    policy: 'short',
    singletonKey: ({ applicationId }) => applicationId,
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
  },
});

export interface StatusEmailSender {
  boss: TaskSender;
  clock: Clock;
  config: Pick<Config, 'statusEmailGapMinutes'>;
}

/** How long until the application may be e-mailed about again (0 = now). */
function waitMs(notifiedAt: Date | null, now: Date, gapMinutes: number): number {
  if (!notifiedAt) return 0;
  return Math.max(0, notifiedAt.getTime() + gapMinutes * minuteMs - now.getTime());
}

/**
 * Queues the status e-mail of an application whose status just changed, in the transaction of the change. The wait is
 * the rest of the gap since its last status e-mail (`notified_at`), measured by the app's clock.
 */
export async function queueStatusEmail(
  tx: TaskTransaction,
  deps: StatusEmailSender,
  application: { id: string; notifiedAt: Date | null },
): Promise<void> {
  const wait = waitMs(application.notifiedAt, deps.clock.now(), deps.config.statusEmailGapMinutes);
  await sendTask(deps.boss, statusEmailContract, { applicationId: application.id }, { tx, delaySeconds: wait / 1000 });
}

const isEmployerStatus = (status: string): status is EmployerStatus =>
  (employerStatuses as readonly string[]).includes(status);

/** Header values and subjects come from employers' posts: one line only. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

const statusWords: Record<
  EmployerStatus,
  { subject: (title: string, company: string) => string; line: (title: string, company: string) => string }
> = {
  Reviewing: {
    subject: (title) => `Your application for ${title} is being reviewed`,
    line: (title, company) => `${company} is reviewing your application for “${title}”.`,
  },
  Shortlisted: {
    subject: (title) => `You are on the shortlist for ${title}`,
    line: (title, company) => `Good news: ${company} has shortlisted you for “${title}”.`,
  },
  Offered: {
    subject: (title, company) => `An offer from ${company}: ${title}`,
    line: (title, company) =>
      `${company} has offered you the position “${title}”. You can accept the offer on My Applications.`,
  },
  Rejected: {
    subject: (title) => `An update on your application for ${title}`,
    line: (title, company) => `${company} has decided not to move forward with your application for “${title}”.`,
  },
};

export interface StatusEmailContent {
  to: string;
  name: string;
  jobTitle: string;
  company: string;
  status: EmployerStatus;
  /** What the employer wrote to the seeker (shown on My Applications too); '' = none. Never the employer's notes. */
  feedback: string;
  applicationsUrl: string;
  unsubscribeUrl: string;
}

export function statusEmail(content: StatusEmailContent): OutgoingEmail {
  const words = statusWords[content.status];
  const email = emailLayout({
    to: content.to,
    subject: oneLine(words.subject(content.jobTitle, content.company)).slice(0, 250),
    lines: [
      `Hi ${content.name},`,
      words.line(content.jobTitle, content.company),
      ...(content.feedback ? [`Their message to you:\n${content.feedback}`] : []),
    ],
    action: { label: 'See your applications', url: content.applicationsUrl },
    footer: {
      text: 'You get this e-mail because an employer updated one of your applications on Orbit Jobs.',
      label: 'Unsubscribe from application status e-mails',
      url: content.unsubscribeUrl,
    },
  });
  return {
    ...email,
    // One-click unsubscribe from the mail client itself (RFC 8058): it POSTs to the same link.
    headers: {
      'List-Unsubscribe': `<${content.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export interface StatusEmailDeps {
  db: Db;
  clock: Clock;
  boss: TaskSender;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  config: Pick<Config, 'statusEmailGapMinutes' | 'publicUrl' | 'jwtSecret'>;
}

/**
 * The task's work, idempotent: reads the application now and e-mails its seeker when its status is one an employer
 * sets, differs from the last one they were e-mailed about, they have not turned status e-mails off, and the gap has
 * passed (else it queues itself again for the rest of it). The e-mail and the record of it commit together, claimed by
 * a conditional update: two runs at once send one e-mail.
 */
export async function sendStatusEmail(deps: StatusEmailDeps, applicationId: string): Promise<void> {
  const [row] = await deps.db
    .select({
      status: applications.status,
      feedback: applications.feedback,
      notifiedStatus: applications.notifiedStatus,
      notifiedAt: applications.notifiedAt,
      withdrawnAt: applications.withdrawnAt,
      jobTitle: jobs.title,
      company: jobs.company,
      seekerId: users.id,
      seekerName: users.name,
      seekerEmail: users.email,
      statusEmailsOff: users.statusEmailsOff,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.seekerId))
    .where(eq(applications.id, applicationId));
  if (
    !row ||
    row.withdrawnAt ||
    row.statusEmailsOff ||
    row.status === row.notifiedStatus ||
    !isEmployerStatus(row.status)
  )
    return;
  const status = row.status;

  const now = deps.clock.now();
  const gapMinutes = deps.config.statusEmailGapMinutes;
  const wait = waitMs(row.notifiedAt, now, gapMinutes);
  if (wait > 0) {
    await sendTask(deps.boss, statusEmailContract, { applicationId }, { delaySeconds: wait / 1000 });
    return;
  }

  const email = statusEmail({
    to: row.seekerEmail,
    name: row.seekerName,
    jobTitle: row.jobTitle,
    company: row.company,
    status,
    feedback: row.feedback,
    applicationsUrl: `${deps.config.publicUrl}/applications`,
    unsubscribeUrl: unsubscribeUrl(deps.config, row.seekerId),
  });
  await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(applications)
      .set({ notifiedStatus: status, notifiedAt: now })
      .where(
        and(
          eq(applications.id, applicationId),
          eq(applications.status, status),
          isNull(applications.withdrawnAt),
          or(isNull(applications.notifiedStatus), ne(applications.notifiedStatus, status)),
          or(
            isNull(applications.notifiedAt),
            lte(applications.notifiedAt, new Date(now.getTime() - gapMinutes * minuteMs)),
          ),
        ),
      )
      .returning({ id: applications.id });
    if (claimed) await enqueueEmail(tx, deps.boss, email);
  });
}

export const statusEmailTask = defineTask(statusEmailContract, {
  handler: (deps: StatusEmailDeps, { applicationId }) => sendStatusEmail(deps, applicationId),
});
