import { count, eq, sql } from 'drizzle-orm';
import { messages as sharedMessages } from '@orbit/shared/messages';
import type { Thread } from '@orbit/shared/outreach-contracts';
import type { Db } from '../../db/client.ts';
import { messages, threads } from '../../db/schema/outreach.ts';
import { findCompanyApplication } from '../../domain/ownership.ts';
import { assertMayReachOut } from '../../domain/outreach/suspension.ts';
import { openThread } from '../../domain/outreach/threads.ts';
import { AppError } from '../../lib/errors.ts';
import { callerThreads, findCallerThread, presentThread, unreadMessages, type Caller } from './thread-rows.ts';

/**
 * The employer opens the conversation with an applicant from the applicants page. The seeker shared their name by
 * applying, so no request is needed; a second opening finds the same thread (one per company and seeker). Another
 * company's application is a 404, and a suspended company reaches nobody.
 */
export async function openApplicationThread(db: Db, caller: Caller, applicationId: string): Promise<Thread> {
  const { application, job } = await findCompanyApplication(db, caller.userId, applicationId);
  if (!application.seekerId || !job.companyId) throw new AppError('NOT_FOUND', sharedMessages.applicationNotFound);
  await assertMayReachOut(db, job.companyId);
  const opened = await db.transaction((tx) =>
    openThread(tx, { companyId: job.companyId!, seekerId: application.seekerId!, applicationId: application.id }),
  );
  return presentThread(await findCallerThread(db, caller, opened.id), caller);
}

/** The caller's unread messages over all their threads: one count, for the header's badge. */
export async function countUnread(db: Pick<Db, 'select'>, caller: Caller): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(messages)
    .innerJoin(threads, eq(threads.id, messages.threadId))
    .where(sql`${callerThreads(caller)} and ${unreadMessages(caller)}`);
  return row?.unread ?? 0;
}
