import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { uploadedFiles } from '../../db/schema/files.ts';
import { emails } from '../../db/schema/mail.ts';
import type { Clock } from '../clock.ts';
import { defineTask } from '../tasks/define-task.ts';

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
  headers?: Record<string, string>;
  /** `<email-id@host>`: stable across retries, so a reply can name the e-mail it answers. */
  messageId?: string;
  /** The Message-ID of the e-mail this one answers (its thread), as In-Reply-To and References. */
  inReplyTo?: string;
  references?: string;
}

export interface MailTransport {
  sendMail(message: MailMessage): Promise<unknown>;
}

export type EmailRow = typeof emails.$inferSelect;

/**
 * Mail reports what became of an e-mail; what that means for the rest of the app (an application that could not be
 * submitted…) is decided by the code that queued it, through these hooks, given by the wiring (background-tasks.ts).
 */
export interface EmailOutcomeHooks {
  /** Asked before each attempt: true = the e-mail is no longer wanted; it is marked cancelled and never sent. */
  shouldCancel?: (db: Pick<Db, 'select'>, email: EmailRow) => Promise<boolean>;
  /**
   * The e-mail failed for good (a permanent refusal, a missing attachment, or the last retry). Runs in the
   * transaction that marks the e-mail failed, so both are recorded or neither.
   */
  onFinalFailure?: (
    tx: Pick<Db, 'select' | 'update'>,
    email: EmailRow,
    failure: { reason: string; failedAt: Date },
  ) => Promise<void>;
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
  emailOutcomes: readonly EmailOutcomeHooks[];
  /** The right-hand side of every Message-ID: PUBLIC_URL's host, so the IDs are ours and unique to this site. */
  messageIdDomain: string;
}

/**
 * An e-mail's Message-ID, made from its row id rather than by the transport: the same on every retry, and known to a
 * later e-mail that answers it (`in_reply_to_email_id`) without storing anything more.
 */
export const messageIdOf = (emailId: string, domain: string): string => `<${emailId}@${domain}>`;

/** The host of the public URL, for Message-IDs (falls back to a name that is at least well formed). */
export function messageIdDomainOf(publicUrl: string): string {
  try {
    return new URL(publicUrl).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

/** Failures no retry can cure: the server's 5xx refusals (unknown mailbox…) and attachments that are gone. */
class PermanentSendError extends Error {}

const isPermanentSmtpFailure = (error: unknown): boolean => {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/** Marks the e-mail failed and lets the hooks record what that means, in one transaction. */
async function markFailed(deps: SendEmailDeps, email: EmailRow, reason: string): Promise<void> {
  const failedAt = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx.update(emails).set({ status: 'failed', lastError: reason }).where(eq(emails.id, email.id));
    for (const hooks of deps.emailOutcomes) await hooks.onFinalFailure?.(tx, email, { reason, failedAt });
  });
}

async function isCancelled(deps: SendEmailDeps, email: EmailRow): Promise<boolean> {
  for (const hooks of deps.emailOutcomes) {
    if (await hooks.shouldCancel?.(deps.db, email)) return true;
  }
  return false;
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

/** One answer to one e-mail: the thread is just the original, so References is its Message-ID alone. */
const threadOf = (original: string) => ({ inReplyTo: original, references: original });

/**
 * Sends one stored e-mail. Idempotent: an e-mail already sent (or written to the dev outbox, failed or cancelled) is
 * skipped, so a retried or duplicated job never sends twice. A failure is recorded and rethrown so pg-boss retries
 * with backoff; after the last retry, or at once for a permanent failure, the e-mail is marked failed. Attachments
 * are read from the uploads folder now, not when the e-mail was queued. An e-mail a hook no longer wants (its
 * application was withdrawn before it left) is cancelled.
 */
export async function sendQueuedEmail(deps: SendEmailDeps, emailId: string, retryCount: number): Promise<void> {
  const { db, clock } = deps;
  const [email] = await db.select().from(emails).where(eq(emails.id, emailId));
  if (!email || email.status !== 'queued') return;
  if (await isCancelled(deps, email)) {
    await db.update(emails).set({ status: 'cancelled' }).where(eq(emails.id, emailId));
    return;
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
      deps.log.info(
        { to: email.toAddress, subject: email.subject, links, attachments: files },
        'dev outbox: e-mail not sent (no SMTP_URL)',
      );
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
      ...(Object.keys(email.headers).length > 0 ? { headers: email.headers } : {}),
      messageId: messageIdOf(email.id, deps.messageIdDomain),
      ...(email.inReplyToEmailId ? threadOf(messageIdOf(email.inReplyToEmailId, deps.messageIdDomain)) : {}),
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

/** SMTP when SMTP_URL is set; undefined = the dev outbox (the e-mail is logged, not sent). */
export function createMailTransport(smtpUrl: string | undefined): MailTransport | undefined {
  return smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
}

export const emailRetryLimit = 5;

/** Sending one stored e-mail (see enqueueEmail): retried with backoff, 10 s then doubling, five times. */
export const sendEmailTask = defineTask(
  {
    name: 'email-send',
    payload: z.object({ emailId: z.uuid() }),
    options: { retryLimit: emailRetryLimit, retryDelay: 10, retryBackoff: true },
  },
  {
    handler: (deps: SendEmailDeps, { emailId }, job) => sendQueuedEmail(deps, emailId, job.retryCount),
    // A round of Autopilot sends or a digest queues e-mails by the hundred: drained in batches by two workers rather
    // than one per poll. Each e-mail is its own job, so a failing one is retried alone (see startTasks).
    worker: { batchSize: 5, localConcurrency: 2 },
  },
);
