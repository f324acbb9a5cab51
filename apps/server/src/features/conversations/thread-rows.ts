import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { messages as sharedMessages } from '@orbit/shared/messages';
import { conversationTexts } from '@orbit/shared/conversation-contracts';
import type { Thread } from '@orbit/shared/outreach-contracts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { applications } from '../../db/schema/applications.ts';
import { companies } from '../../db/schema/companies.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { contactRequests, messages, threads } from '../../db/schema/outreach.ts';
import type { AuthContext } from '../../lib/auth/session-tokens.ts';
import { loadMember, memberMay } from '../../lib/auth/team-policy.ts';
import { teamMessages } from '@orbit/shared/team-contracts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';

type Reader = Pick<Db, 'select'>;
export type Side = 'seeker' | 'employer';

/** Who is asking, as a side of a thread: a seeker is one person, an employer speaks for their company. */
export interface Caller {
  userId: string;
  side: Side;
  /** The employer's company; null for a seeker, or an employer without one (who then has no threads). */
  companyId: string | null;
}

export async function callerOf(db: Reader, auth: AuthContext): Promise<Caller> {
  if (auth.userType === 'candidate') return { userId: auth.userId, side: 'seeker', companyId: null };
  // Conversations are for the team members who may contact candidates (team-policy.ts), read on every request.
  const member = await loadMember(db, auth.userId);
  if (member && !memberMay(member, 'contact-candidates')) throw new AppError('FORBIDDEN', teamMessages.forbidden);
  return { userId: auth.userId, side: 'employer', companyId: member?.companyId ?? null };
}

export const otherSide = (side: Side): Side => (side === 'seeker' ? 'employer' : 'seeker');

/** The caller's own threads: a seeker's, or their company's. An employer without a company matches none. */
export function callerThreads(caller: Caller): SQL {
  if (caller.side === 'seeker') return eq(threads.seekerId, caller.userId);
  return caller.companyId ? eq(threads.companyId, caller.companyId) : sql`false`;
}

/** When the caller's side last read the thread. */
export const readAtOf = (side: Side) => (side === 'seeker' ? threads.seekerReadAt : threads.employerReadAt);

/**
 * Messages the caller has not read: from the other side, after the caller's side read the thread, never a held one
 * (only its sender sees it, so it can be nobody's unread).
 */
export function unreadMessages(caller: Caller): SQL {
  return sql`${messages.side} = ${otherSide(caller.side)} and not ${messages.held}
    and ${messages.createdAt} > coalesce(${readAtOf(caller.side)}, '-infinity'::timestamptz)`;
}

const seekerUser = alias(users, 'thread_seeker');
const requestJob = alias(jobs, 'request_job');
const applicationJob = alias(jobs, 'application_job');

export interface ThreadRow {
  id: string;
  companyId: string;
  companyName: string;
  companySuspended: boolean;
  seekerId: string | null;
  seekerName: string | null;
  seekerEmail: string | null;
  jobId: string | null;
  jobTitle: string | null;
  createdAt: Date;
  lastMessageAt: Date | null;
  unread: number;
}

/** The caller's threads (one, with `threadId`), with what listing them shows, newest activity first. */
export async function readThreadRows(db: Reader, caller: Caller, threadId?: string): Promise<ThreadRow[]> {
  const mine = sql`(not ${messages.held} or ${messages.side} = ${caller.side})`;
  const rows = await db
    .select({
      id: threads.id,
      companyId: threads.companyId,
      companyName: companies.name,
      companySuspended: sql<boolean>`${companies.suspendedAt} is not null`,
      seekerId: threads.seekerId,
      seekerName: seekerUser.name,
      seekerEmail: seekerUser.email,
      // The job the conversation is about: the accepted request's, else the application's.
      jobId: sql<string | null>`coalesce(${requestJob.id}, ${applicationJob.id})`,
      jobTitle: sql<string | null>`coalesce(${requestJob.title}, ${applicationJob.title})`,
      createdAt: threads.createdAt,
      lastMessageAt: sql<Date | null>`(select max(${messages.createdAt}) from ${messages}
        where ${messages.threadId} = ${threads.id} and ${mine})`.mapWith(threads.lastMessageAt),
      unread: sql<number>`(select count(*) from ${messages}
        where ${messages.threadId} = ${threads.id} and ${unreadMessages(caller)})`.mapWith(Number),
    })
    .from(threads)
    .innerJoin(companies, eq(companies.id, threads.companyId))
    .leftJoin(seekerUser, eq(seekerUser.id, threads.seekerId))
    .leftJoin(contactRequests, eq(contactRequests.id, threads.contactRequestId))
    .leftJoin(requestJob, eq(requestJob.id, contactRequests.jobId))
    .leftJoin(applications, eq(applications.id, threads.applicationId))
    .leftJoin(applicationJob, eq(applicationJob.id, applications.jobId))
    .where(and(callerThreads(caller), threadId ? eq(threads.id, threadId) : undefined));
  const activity = (row: ThreadRow) => (row.lastMessageAt ?? row.createdAt).getTime();
  return rows.sort((a, b) => activity(b) - activity(a));
}

/** One of the caller's threads, or a 404: someone else's, a missing one and a malformed id answer alike. */
export async function findCallerThread(db: Reader, caller: Caller, threadId: string): Promise<ThreadRow> {
  const [row] = isUuid(threadId) ? await readThreadRows(db, caller, threadId) : [];
  if (!row) throw new AppError('NOT_FOUND', sharedMessages.notFound);
  return row;
}

/**
 * A thread as the caller's side lists it. The seeker sees the company; the company sees the seeker's full name, which
 * the seeker shared by applying or accepting its request — or 'Deleted account' once they are gone.
 */
export function presentThread(row: ThreadRow, caller: Caller): Thread {
  return {
    _id: row.id,
    company: { _id: row.companyId, name: row.companyName },
    with: caller.side === 'seeker' ? row.companyName : (row.seekerName ?? conversationTexts.deletedAccount),
    job: row.jobId && row.jobTitle ? { _id: row.jobId, title: row.jobTitle } : null,
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
    unread: row.unread,
  };
}
