import { sql } from 'drizzle-orm';
import { fromDrizzle, type PgBoss } from 'pg-boss';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { emails } from '../../db/schema/mail.ts';

export const sendEmailQueue = 'email-send';
export const emailRetryLimit = 5;
export const sendEmailPayload = z.object({ emailId: z.uuid() });
export type SendEmailPayload = z.infer<typeof sendEmailPayload>;

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go; MAIL_FROM when absent. */
  replyTo?: string;
  /** Uploaded files (uploaded_files ids) attached at send time. */
  attachmentFileIds?: string[];
  /** The application this e-mail submits (its final failure marks the application Failed). */
  applicationId?: string;
}

/** Transaction handle or database: anything Drizzle can insert with and pg-boss can send through. */
type Executor = Pick<Db, 'insert' | 'execute'>;

/**
 * Stores the e-mail and queues its sending in the caller's transaction, so an e-mail exists
 * exactly when the change that caused it was committed.
 */
export async function enqueueEmail(tx: Executor, boss: PgBoss, email: OutgoingEmail): Promise<string> {
  const [row] = await tx
    .insert(emails)
    .values({
      toAddress: email.to,
      replyTo: email.replyTo ?? null,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html,
      attachments: (email.attachmentFileIds ?? []).map((fileId) => ({ fileId })),
      applicationId: email.applicationId ?? null,
    })
    .returning({ id: emails.id });
  if (!row) throw new Error('e-mail insert returned no row');
  const payload: SendEmailPayload = { emailId: row.id };
  await boss.send(sendEmailQueue, payload, {
    retryLimit: emailRetryLimit,
    retryDelay: 10,
    retryBackoff: true,
    db: fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql),
  });
  return row.id;
}
