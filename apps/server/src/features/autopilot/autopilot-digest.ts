import { and, asc, count, eq, exists, gt, isNull, lte, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { applications } from '../../db/schema/applications.ts';
import { autopilotDecisions, autopilotSettings } from '../../db/schema/autopilot.ts';
import { jobs } from '../../db/schema/jobs.ts';
import type { Clock } from '../../lib/clock.ts';
import { emailLayout } from '../../lib/mail/email-layout.ts';
import { enqueueEmail, type OutgoingEmail } from '../../lib/mail/enqueue-email.ts';
import { defineTask, type TaskSender } from '../../lib/tasks/define-task.ts';

/**
 * The Autopilot summary (digestEmails): what Autopilot sent since the last summary and what waits for the seeker's
 * approval, at most one e-mail a day. The sweep runs hourly, so a seeker hears within an hour of the ~20 hours passing
 * rather than at one fixed time for everyone. Nothing to say, no e-mail.
 */

export interface AutopilotDigestDeps {
  db: Db;
  clock: Clock;
  boss: TaskSender;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  config: Pick<Config, 'publicUrl'>;
}

const hourMs = 60 * 60 * 1000;
/** "Daily-ish": a little under a day, so an hourly sweep that ran a few minutes late does not skip a day. */
export const digestGapMs = 20 * hourMs;
/** The window of a seeker's first summary. */
const firstWindowMs = 24 * hourMs;
/** Named one by one up to this many; the rest are counted (the activity page has them all). */
const listedLimit = 20;
/** Seekers per run; the rest are an hour later. */
const batchSize = 500;

type Reader = Pick<Db, 'select'>;

/** Applications Autopilot sent for the seeker in the window (still standing: not withdrawn, not failed). */
const sentIn = (seekerId: string | AnyColumn, from: Date | SQL, to: Date) =>
  and(
    eq(applications.seekerId, seekerId),
    eq(applications.autopilotGenerated, true),
    gt(applications.appliedAt, from),
    lte(applications.appliedAt, to),
    isNull(applications.withdrawnAt),
    ne(applications.status, 'Failed'),
  );

/** Proposals still waiting (one whose 3 days passed is no longer the seeker's to approve, even before it is marked). */
const waitingProposals = (seekerId: string | AnyColumn, now: Date) =>
  and(
    eq(autopilotDecisions.seekerId, seekerId),
    eq(autopilotDecisions.outcome, 'proposed'),
    or(isNull(autopilotDecisions.expiresAt), gt(autopilotDecisions.expiresAt, now)),
  );

/** Seekers who want summaries, are due one, and have something to say (checked again per seeker when claiming). */
async function dueSeekers(db: Reader, now: Date) {
  const windowStart = sql`coalesce(${autopilotSettings.lastDigestAt}, ${new Date(now.getTime() - firstWindowMs).toISOString()}::timestamptz)`;
  const anySent = db
    .select({ one: sql`1` })
    .from(applications)
    .where(sentIn(autopilotSettings.userId, windowStart, now));
  const anyProposal = db
    .select({ one: sql`1` })
    .from(autopilotDecisions)
    .where(waitingProposals(autopilotSettings.userId, now));
  return db
    .select({
      userId: autopilotSettings.userId,
      lastDigestAt: autopilotSettings.lastDigestAt,
      email: users.email,
      name: users.name,
    })
    .from(autopilotSettings)
    .innerJoin(users, eq(users.id, autopilotSettings.userId))
    .where(
      and(
        eq(autopilotSettings.digestEmails, true),
        or(
          isNull(autopilotSettings.lastDigestAt),
          lte(autopilotSettings.lastDigestAt, new Date(now.getTime() - digestGapMs)),
        ),
        or(exists(anySent), exists(anyProposal)),
      ),
    )
    .orderBy(asc(autopilotSettings.userId))
    .limit(batchSize);
}

export interface DigestContent {
  sent: { title: string; company: string }[];
  awaitingApproval: number;
  /** False for a first summary (its window is the last 24 hours). */
  sinceLastDigest: boolean;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function autopilotDigestEmail(
  seeker: { email: string; name: string },
  content: DigestContent,
  publicUrl: string,
): OutgoingEmail {
  const { sent, awaitingApproval } = content;
  const since = content.sinceLastDigest ? 'Since your last summary' : 'In the last 24 hours';
  const shown = sent.slice(0, listedLimit);
  const sentLines =
    sent.length > 0
      ? [
          [
            `${since}, Autopilot sent ${plural(sent.length, 'application', 'applications')} for you:`,
            ...shown.map((entry) => `- ${entry.title} at ${entry.company}`),
            ...(sent.length > shown.length ? [`- and ${sent.length - shown.length} more`] : []),
          ].join('\n'),
        ]
      : [];
  const approvalLines =
    awaitingApproval > 0
      ? [
          `${plural(awaitingApproval, 'job awaits', 'jobs await')} your approval. Approve or skip ${awaitingApproval === 1 ? 'it' : 'them'}: ${publicUrl}/autopilot`,
        ]
      : [];
  const subject = [
    ...(sent.length > 0 ? [`${plural(sent.length, 'application', 'applications')} sent`] : []),
    ...(awaitingApproval > 0 ? [`${awaitingApproval} awaiting your approval`] : []),
  ].join(', ');
  return emailLayout({
    to: seeker.email,
    subject: `Autopilot: ${subject}`,
    lines: [
      `Hi ${seeker.name},`,
      ...sentLines,
      ...approvalLines,
      `Everything Autopilot did, and why: ${publicUrl}/autopilot/activity`,
    ],
    ...(awaitingApproval > 0
      ? { action: { label: 'Review what awaits your approval', url: `${publicUrl}/autopilot` } }
      : {}),
    footer: {
      text: 'You get this summary because Autopilot summaries are on. To stop these e-mails, turn off the daily summary in your',
      label: 'Autopilot settings',
      url: `${publicUrl}/autopilot/settings`,
    },
  });
}

type Due = Awaited<ReturnType<typeof dueSeekers>>[number];

/** One seeker's summary: read, claimed and queued in one transaction, so a second run at once sends nothing. */
async function sendDigest(deps: AutopilotDigestDeps, seeker: Due, now: Date): Promise<boolean> {
  const from = seeker.lastDigestAt ?? new Date(now.getTime() - firstWindowMs);
  return deps.db.transaction(async (tx) => {
    const sent = await tx
      .select({ title: jobs.title, company: jobs.company })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(sentIn(seeker.userId, from, now))
      .orderBy(asc(applications.appliedAt), asc(applications.id));
    const [waiting] = await tx
      .select({ n: count() })
      .from(autopilotDecisions)
      .where(waitingProposals(seeker.userId, now));
    const awaitingApproval = waiting?.n ?? 0;
    if (sent.length === 0 && awaitingApproval === 0) return false;
    const claimed = await tx
      .update(autopilotSettings)
      .set({ lastDigestAt: now })
      .where(
        and(
          eq(autopilotSettings.userId, seeker.userId),
          eq(autopilotSettings.digestEmails, true),
          seeker.lastDigestAt
            ? eq(autopilotSettings.lastDigestAt, seeker.lastDigestAt)
            : isNull(autopilotSettings.lastDigestAt),
        ),
      )
      .returning({ userId: autopilotSettings.userId });
    if (claimed.length === 0) return false;
    const content = { sent, awaitingApproval, sinceLastDigest: seeker.lastDigestAt !== null };
    await enqueueEmail(tx, deps.boss, autopilotDigestEmail(seeker, content, deps.config.publicUrl));
    return true;
  });
}

export async function sendAutopilotDigests(deps: AutopilotDigestDeps): Promise<{ seekers: number }> {
  const now = deps.clock.now();
  let seekers = 0;
  for (const seeker of await dueSeekers(deps.db, now)) {
    if (await sendDigest(deps, seeker, now)) seekers += 1;
  }
  if (seekers > 0) deps.log.info({ seekers }, 'autopilot summaries queued');
  return { seekers };
}

/** Hourly: each seeker's own ~20 hours decide when theirs goes. */
export const autopilotDigestTask = defineTask(
  {
    name: 'autopilot-digest',
    payload: z.object({ trigger: z.enum(['schedule', 'manual']) }),
    options: { policy: 'singleton', retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: 15 * 60 },
  },
  {
    handler: async (deps: AutopilotDigestDeps) => {
      await sendAutopilotDigests(deps);
    },
    schedule: () => ({ cron: '40 * * * *', payload: { trigger: 'schedule' } }),
  },
);
