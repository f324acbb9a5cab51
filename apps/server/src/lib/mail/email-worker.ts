import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { PgBoss } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { emails } from '../../db/schema.ts';
import type { Clock } from '../clock.ts';
import { emailRetryLimit, sendEmailPayload, sendEmailQueue, type SendEmailPayload } from './enqueue-email.ts';

export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string; html: string }): Promise<unknown>;
}

export interface SendEmailDeps {
  db: Db;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  clock: Clock;
  /** Undefined = no SMTP configured: the dev outbox. */
  transport: MailTransport | undefined;
  mailFrom: string;
}

/**
 * Sends one stored e-mail. Idempotent: an e-mail already sent (or written to the dev outbox) is
 * skipped, so a retried or duplicated job never sends twice. A failure is recorded and rethrown
 * so pg-boss retries with backoff; after the last retry the e-mail is marked failed.
 */
export async function sendQueuedEmail(deps: SendEmailDeps, emailId: string, retryCount: number): Promise<void> {
  const { db, clock } = deps;
  const [email] = await db.select().from(emails).where(eq(emails.id, emailId));
  if (!email || email.status === 'sent' || email.status === 'outbox') return;
  await db
    .update(emails)
    .set({ attempts: email.attempts + 1 })
    .where(eq(emails.id, emailId));
  if (!deps.transport) {
    const links = email.textBody.match(/https?:\/\/\S+/g) ?? [];
    deps.log.info({ to: email.toAddress, subject: email.subject, links }, 'dev outbox: e-mail not sent (no SMTP_URL)');
    await db.update(emails).set({ status: 'outbox', sentAt: clock.now() }).where(eq(emails.id, emailId));
    return;
  }
  try {
    await deps.transport.sendMail({
      from: deps.mailFrom,
      to: email.toAddress,
      subject: email.subject,
      text: email.textBody,
      html: email.htmlBody,
    });
    await db.update(emails).set({ status: 'sent', sentAt: clock.now(), lastError: null }).where(eq(emails.id, emailId));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const lastTry = retryCount >= emailRetryLimit;
    await db
      .update(emails)
      .set({ lastError: reason, ...(lastTry ? { status: 'failed' as const } : {}) })
      .where(eq(emails.id, emailId));
    deps.log.warn({ emailId, reason, retryCount }, 'e-mail send failed');
    throw error;
  }
}

export interface EmailWorkerOptions {
  db: Db;
  boss: PgBoss;
  log: FastifyBaseLogger;
  clock: Clock;
  smtpUrl: string | undefined;
  mailFrom: string;
  pollingIntervalSeconds?: number;
}

/** Subscribes the send handler to the e-mail queue (SMTP when SMTP_URL is set, else the dev outbox). */
export async function startEmailWorker(options: EmailWorkerOptions): Promise<void> {
  const deps: SendEmailDeps = {
    db: options.db,
    log: options.log,
    clock: options.clock,
    transport: options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined,
    mailFrom: options.mailFrom,
  };
  await options.boss.createQueue(sendEmailQueue);
  await options.boss.work<SendEmailPayload>(
    sendEmailQueue,
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
    async (jobs) => {
      for (const job of jobs) await sendQueuedEmail(deps, sendEmailPayload.parse(job.data).emailId, job.retryCount);
    },
  );
}
