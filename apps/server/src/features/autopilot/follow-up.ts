import { and, asc, eq, exists, inArray, isNull, or, sql, type AnyColumn } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { applications } from '../../db/schema/applications.ts';
import { autopilotSettings } from '../../db/schema/autopilot.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { emails } from '../../db/schema/mail.ts';
import { isLiveJob } from '../../domain/jobs/live-jobs.ts';
import type { Clock } from '../../lib/clock.ts';
import { enqueueEmail } from '../../lib/mail/enqueue-email.ts';
import { defineTask, defineTaskContract, type TaskSender } from '../../lib/tasks/define-task.ts';
import { followUpEmail, followUpMessage } from './follow-up-message.ts';

/**
 * Autopilot's follow-up (autoFollowUp, followUpDelay): one polite message on an application Autopilot sent that has
 * heard nothing back after the seeker's delay. A job posted here gets a note its employer sees in the pipeline; an
 * application sent by e-mail gets an answer in the same thread; other methods have no channel back, so none.
 *
 * Never more than one, never after the company responded (first_response_at: opening, a status, feedback), after a
 * withdrawal or once the job is no longer live. Each application is claimed by one conditional update that sets
 * followed_up_at only where it is still null and nothing has happened since — the e-mail is queued in that same
 * transaction — so two runs at once, or a retried one, follow up once.
 */

export interface FollowUpDeps {
  db: Db;
  clock: Clock;
  boss: TaskSender;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  config: Pick<Config, 'publicUrl'>;
}

/** Per run; the rest wait an hour (a follow-up a little late is fine, a sweep holding the database is not). */
const batchSize = 200;

/** Still waiting, untouched: the conditions of the claim, read again at the moment it is made. */
const stillWaiting = () =>
  and(
    eq(applications.autopilotGenerated, true),
    eq(applications.status, 'Applied'),
    isNull(applications.withdrawnAt),
    isNull(applications.followedUpAt),
    isNull(applications.firstResponseAt),
  );

/** The e-mail that submitted an application, once it has left (a queued, failed or cancelled one has no thread yet). */
const sentApplicationEmail = (applicationId: string | AnyColumn) =>
  and(
    eq(emails.applicationId, applicationId),
    isNull(emails.inReplyToEmailId),
    inArray(emails.status, ['sent', 'outbox']),
  );

/**
 * Native, or sent by an e-mail that has left: the two ways a follow-up can reach the employer. Checked in the query,
 * so applications that cannot be followed up never fill a batch.
 */
const reachable = (db: Db) =>
  or(
    eq(applications.isExternal, false),
    and(
      sql`${applications.externalSubmission}->>'method' = 'email'`,
      exists(
        db
          .select({ one: sql`1` })
          .from(emails)
          .where(sentApplicationEmail(applications.id)),
      ),
    ),
  );

/** Applications whose follow-up is due by the app's clock (the seeker's delay in whole days since applying). */
async function dueFollowUps(db: Db, now: Date) {
  return (
    db
      .select({
        id: applications.id,
        jobId: applications.jobId,
        isExternal: applications.isExternal,
        appliedAt: applications.appliedAt,
        jobTitle: jobs.title,
        seekerName: users.name,
        seekerEmail: users.email,
        timeZone: autopilotSettings.timeZone,
      })
      .from(applications)
      // Only while Autopilot is on: "Stop" promises nothing more is sent on the seeker's behalf.
      .innerJoin(
        autopilotSettings,
        and(
          eq(autopilotSettings.userId, applications.seekerId),
          eq(autopilotSettings.autoFollowUp, true),
          eq(autopilotSettings.isActive, true),
        ),
      )
      .innerJoin(jobs, and(eq(jobs.id, applications.jobId), isLiveJob(now)))
      .innerJoin(users, eq(users.id, applications.seekerId))
      .where(
        and(
          stillWaiting(),
          reachable(db),
          sql`${applications.appliedAt} <= ${now.toISOString()}::timestamptz - make_interval(days => ${autopilotSettings.followUpDelay})`,
        ),
      )
      .orderBy(asc(applications.appliedAt), asc(applications.id))
      .limit(batchSize)
  );
}

type Due = Awaited<ReturnType<typeof dueFollowUps>>[number];
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function applicationEmailOf(tx: Tx, applicationId: string) {
  const [original] = await tx
    .select({ id: emails.id, toAddress: emails.toAddress, subject: emails.subject, replyTo: emails.replyTo })
    .from(emails)
    .where(sentApplicationEmail(applicationId))
    .orderBy(asc(emails.createdAt))
    .limit(1);
  return original;
}

/** Follows up on one application; 'note' or 'email' when this run made it, null when there was nothing to do. */
async function followUp(deps: FollowUpDeps, due: Due, now: Date): Promise<'note' | 'email' | null> {
  return deps.db.transaction(async (tx) => {
    const original = due.isExternal ? await applicationEmailOf(tx, due.id) : undefined;
    if (due.isExternal && !original) return null;
    const message = followUpMessage({
      seekerName: due.seekerName,
      jobTitle: due.jobTitle,
      appliedAt: due.appliedAt,
      timeZone: due.timeZone,
    });
    const liveJob = tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.id, due.jobId), isLiveJob(now)));
    const claimed = await tx
      .update(applications)
      .set({ followedUpAt: now, followUpMessage: message, updatedAt: now })
      .where(and(eq(applications.id, due.id), stillWaiting(), exists(liveJob)))
      .returning({ id: applications.id });
    if (claimed.length === 0) return null;
    if (!original) return 'note';
    const context = {
      applicationId: due.id,
      seekerName: due.seekerName,
      seekerEmail: due.seekerEmail,
      publicUrl: deps.config.publicUrl,
    };
    await enqueueEmail(tx, deps.boss, followUpEmail(original, message, context));
    return 'email';
  });
}

export async function sendFollowUps(deps: FollowUpDeps): Promise<{ notes: number; emails: number }> {
  const now = deps.clock.now();
  const counts = { notes: 0, emails: 0 };
  for (const due of await dueFollowUps(deps.db, now)) {
    const made = await followUp(deps, due, now);
    if (made === 'note') counts.notes += 1;
    if (made === 'email') counts.emails += 1;
  }
  if (counts.notes + counts.emails > 0) deps.log.info(counts, 'autopilot follow-ups made');
  return counts;
}

export const followUpContract = defineTaskContract({
  name: 'autopilot-follow-up',
  payload: z.object({ trigger: z.enum(['schedule', 'manual']) }),
  // One sweep at a time; the claim would keep two from following up twice anyway.
  options: { policy: 'singleton', retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: 15 * 60 },
});

/** Every hour: a delay is in days, so an hour late at most. */
export const followUpTask = defineTask(followUpContract, {
  handler: async (deps: FollowUpDeps) => {
    await sendFollowUps(deps);
  },
  schedule: () => ({ cron: '20 * * * *', payload: { trigger: 'schedule' } }),
});
