import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Job, PgBoss } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { emails } from '../../db/schema.ts';
import type { Clock } from '../clock.ts';
import { emailRetryLimit, sendEmailPayload, sendEmailQueue, type SendEmailPayload } from './enqueue-email.ts';

export interface EmailWorkerOptions {
  db: Db;
  boss: PgBoss;
  log: FastifyBaseLogger;
  clock: Clock;
  smtpUrl: string | undefined;
  mailFrom: string;
  pollingIntervalSeconds?: number;
}

/**
 * Sends queued e-mails. Idempotent: an e-mail already sent (or written to the dev outbox) is
 * skipped, so a retried or duplicated job never sends twice. Without SMTP_URL the e-mail goes to
 * the dev outbox: stored, and logged with its links so a developer can follow them.
 */
export async function startEmailWorker(options: EmailWorkerOptions): Promise<void> {
  const { db, boss, log, clock } = options;
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  await boss.createQueue(sendEmailQueue);

  const handle = async (job: Job<SendEmailPayload>) => {
    const { emailId } = sendEmailPayload.parse(job.data);
    const [email] = await db.select().from(emails).where(eq(emails.id, emailId));
    if (!email || email.status === 'sent' || email.status === 'outbox') return;
    await db
      .update(emails)
      .set({ attempts: email.attempts + 1 })
      .where(eq(emails.id, emailId));
    if (!transport) {
      const links = email.textBody.match(/https?:\/\/\S+/g) ?? [];
      log.info({ to: email.toAddress, subject: email.subject, links }, 'dev outbox: e-mail not sent (no SMTP_URL)');
      await db.update(emails).set({ status: 'outbox', sentAt: clock.now() }).where(eq(emails.id, emailId));
      return;
    }
    try {
      await transport.sendMail({
        from: options.mailFrom,
        to: email.toAddress,
        subject: email.subject,
        text: email.textBody,
        html: email.htmlBody,
      });
      await db
        .update(emails)
        .set({ status: 'sent', sentAt: clock.now(), lastError: null })
        .where(eq(emails.id, emailId));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const lastTry = job.retryCount >= emailRetryLimit;
      await db
        .update(emails)
        .set({ lastError: reason, ...(lastTry ? { status: 'failed' as const } : {}) })
        .where(eq(emails.id, emailId));
      log.warn({ emailId, reason, retryCount: job.retryCount }, 'e-mail send failed');
      throw error;
    }
  };

  await boss.work<SendEmailPayload>(
    sendEmailQueue,
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
    async (jobs) => {
      for (const job of jobs) await handle(job);
    },
  );
}
