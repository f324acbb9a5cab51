import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { PgBoss } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema/applications.ts';
import { uploadedFiles } from '../../db/schema/files.ts';
import { emails } from '../../db/schema/mail.ts';
import type { Clock } from '../clock.ts';
import { emailRetryLimit, sendEmailPayload, sendEmailQueue, type SendEmailPayload } from './enqueue-email.ts';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface MailTransport {
  sendMail(message: MailMessage): Promise<unknown>;
}

export interface SendEmailDeps {
  db: Db;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  clock: Clock;
  /** Undefined = no SMTP configured: the dev outbox. */
  transport: MailTransport | undefined;
  mailFrom: string;
  /** Where attachments (uploaded files) are read from at send time. */
  uploadDir: string;
}

type EmailRow = typeof emails.$inferSelect;

/** Failures no retry can cure: the server's 5xx refusals (unknown mailbox…) and attachments that are gone. */
class PermanentSendError extends Error {}

const isPermanentSmtpFailure = (error: unknown): boolean => {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * Marks the e-mail failed and, when it submitted an application, the application too (with the reason), in one
 * transaction. An application the seeker withdrew, or one that has moved on, is left alone.
 */
async function markFailed(deps: SendEmailDeps, email: EmailRow, reason: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.update(emails).set({ status: 'failed', lastError: reason }).where(eq(emails.id, email.id));
    if (email.applicationId) {
      await tx
        .update(applications)
        .set({
          status: 'Failed',
          failureReason: `The application e-mail could not be delivered: ${reason}`.slice(0, 1000),
          updatedAt: deps.clock.now(),
        })
        .where(and(eq(applications.id, email.applicationId), eq(applications.status, 'Applied'), isNull(applications.withdrawnAt)));
    }
  });
}

async function loadAttachments(deps: SendEmailDeps, email: EmailRow): Promise<MailAttachment[]> {
  const ids = email.attachments.map((attachment) => attachment.fileId);
  if (ids.length === 0) return [];
  const files = await deps.db.select().from(uploadedFiles).where(inArray(uploadedFiles.id, ids));
  return Promise.all(
    ids.map(async (id) => {
      const file = files.find((row) => row.id === id);
      if (!file) throw new PermanentSendError('an attached file is no longer available');
      try {
        const content = await fs.readFile(path.join(deps.uploadDir, file.storedName));
        return { filename: file.originalName, contentType: file.mimeType, content };
      } catch {
        throw new PermanentSendError('an attached file is no longer available');
      }
    }),
  );
}

/**
 * Sends one stored e-mail. Idempotent: an e-mail already sent (or written to the dev outbox, failed or cancelled) is
 * skipped, so a retried or duplicated job never sends twice. A failure is recorded and rethrown so pg-boss retries
 * with backoff; after the last retry, or at once for a permanent failure, the e-mail is marked failed. Attachments
 * are read from the uploads folder now, not when the e-mail was queued. An e-mail whose application was withdrawn
 * before it left is cancelled.
 */
export async function sendQueuedEmail(deps: SendEmailDeps, emailId: string, retryCount: number): Promise<void> {
  const { db, clock } = deps;
  const [email] = await db.select().from(emails).where(eq(emails.id, emailId));
  if (!email || email.status !== 'queued') return;
  if (email.applicationId) {
    const [application] = await db
      .select({ withdrawnAt: applications.withdrawnAt })
      .from(applications)
      .where(eq(applications.id, email.applicationId));
    if (application?.withdrawnAt) {
      await db.update(emails).set({ status: 'cancelled' }).where(eq(emails.id, emailId));
      return;
    }
  }
  await db
    .update(emails)
    .set({ attempts: email.attempts + 1 })
    .where(eq(emails.id, emailId));
  try {
    const attachments = await loadAttachments(deps, email);
    if (!deps.transport) {
      const links = email.textBody.match(/https?:\/\/\S+/g) ?? [];
      const files = attachments.map((file) => file.filename);
      deps.log.info({ to: email.toAddress, subject: email.subject, links, attachments: files }, 'dev outbox: e-mail not sent (no SMTP_URL)');
      await db.update(emails).set({ status: 'outbox', sentAt: clock.now() }).where(eq(emails.id, emailId));
      return;
    }
    await deps.transport.sendMail({
      from: deps.mailFrom,
      to: email.toAddress,
      ...(email.replyTo ? { replyTo: email.replyTo } : {}),
      subject: email.subject,
      text: email.textBody,
      html: email.htmlBody,
      ...(attachments.length > 0 ? { attachments } : {}),
    });
    await db.update(emails).set({ status: 'sent', sentAt: clock.now(), lastError: null }).where(eq(emails.id, emailId));
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const permanent = error instanceof PermanentSendError || isPermanentSmtpFailure(error);
    deps.log.warn({ emailId, reason, retryCount, permanent }, 'e-mail send failed');
    if (permanent || retryCount >= emailRetryLimit) {
      await markFailed(deps, email, reason);
      // Nothing left to retry: the job ends here.
      if (permanent) return;
    } else {
      await db.update(emails).set({ lastError: reason }).where(eq(emails.id, emailId));
    }
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
  uploadDir: string;
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
    uploadDir: options.uploadDir,
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
