import type { Db } from '../../db/client.ts';
import { emails } from '../../db/schema/mail.ts';
import type { TaskSender } from '../tasks/define-task.ts';
import { sendTask } from '../tasks/send-task.ts';
import { sendEmailTask } from './email-worker.ts';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go; MAIL_FROM when absent. */
  replyTo?: string;
  /** Uploaded files (uploaded_files ids) attached at send time. */
  attachmentFileIds?: string[];
  /** The application this e-mail submits: the applications feature's outcome hooks act on it (background-tasks.ts). */
  applicationId?: string;
  /** Extra headers (List-Unsubscribe on notifications). */
  headers?: Record<string, string>;
  /** The e-mail this one answers: sent with In-Reply-To and References naming it, so mail clients keep one thread. */
  inReplyToEmailId?: string;
}

/** A header name is a token; a value is one line (a value with a line break could add headers of its own). */
function checkedHeaders(headers: Record<string, string> = {}): Record<string, string> {
  for (const [name, value] of Object.entries(headers)) {
    if (!/^[A-Za-z0-9-]+$/.test(name) || /[\r\n]/.test(value))
      throw new Error(`unsafe e-mail header ${JSON.stringify(name)}`);
  }
  return headers;
}

/** Transaction handle or database: anything Drizzle can insert with and pg-boss can send through. */
type Executor = Pick<Db, 'insert' | 'execute'>;

/**
 * Stores the e-mail and queues its sending in the caller's transaction, so an e-mail exists
 * exactly when the change that caused it was committed.
 */
export async function enqueueEmail(tx: Executor, boss: TaskSender, email: OutgoingEmail): Promise<string> {
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
      headers: checkedHeaders(email.headers),
      inReplyToEmailId: email.inReplyToEmailId ?? null,
    })
    .returning({ id: emails.id });
  if (!row) throw new Error('e-mail insert returned no row');
  await sendTask(boss, sendEmailTask, { emailId: row.id }, { tx });
  return row.id;
}
