import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { ContactRequest } from '@orbit/shared/outreach-contracts';
import { declineCooldownDays } from '@orbit/shared/policy-figures';
import { talentDisplayName } from '@orbit/shared/talent-contracts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { companies } from '../../db/schema/companies.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { contactRequests } from '../../db/schema/outreach.ts';
import { verifiedCompanyIds } from '../../domain/companies/company-trust.ts';
import { effectiveStatus, pendingFirst, stillPending } from './request-state.ts';

type Reader = Pick<Db, 'select'>;

const dayMs = 24 * 60 * 60 * 1000;

/** The columns a request is presented from. */
const requestColumns = {
  id: contactRequests.id,
  companyId: contactRequests.companyId,
  companyName: companies.name,
  seekerId: contactRequests.seekerId,
  jobId: jobs.id,
  jobTitle: jobs.title,
  subject: contactRequests.subject,
  message: contactRequests.message,
  salaryMin: contactRequests.salaryMin,
  salaryMax: contactRequests.salaryMax,
  salaryCurrency: contactRequests.salaryCurrency,
  status: contactRequests.status,
  held: contactRequests.held,
  declineReason: contactRequests.declineReason,
  createdAt: contactRequests.createdAt,
  expiresAt: contactRequests.expiresAt,
  decidedAt: contactRequests.decidedAt,
};

export interface RequestRow {
  id: string;
  companyId: string;
  companyName: string;
  seekerId: string | null;
  jobId: string | null;
  jobTitle: string | null;
  subject: string;
  message: string;
  salaryMin: number;
  salaryMax: number;
  salaryCurrency: string;
  status: ContactRequest['status'];
  held: boolean;
  declineReason: string;
  createdAt: Date;
  expiresAt: Date;
  decidedAt: Date | null;
}

/** A request as contactRequestSchema has it; the status is the one at `now` (expired once its time ran out). */
export function presentContactRequest(
  row: RequestRow,
  context: { now: Date; verified: boolean; candidateName?: string | null },
): ContactRequest {
  return {
    _id: row.id,
    company: { _id: row.companyId, name: row.companyName, verified: context.verified },
    ...(context.candidateName === undefined
      ? {}
      : {
          candidate: {
            _id: row.seekerId,
            displayName: context.candidateName === null ? 'Deleted account' : talentDisplayName(context.candidateName),
          },
        }),
    job: row.jobId && row.jobTitle !== null ? { _id: row.jobId, title: row.jobTitle } : null,
    subject: row.subject,
    message: row.message,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    salaryCurrency: row.salaryCurrency,
    status: effectiveStatus(row, context.now),
    held: row.held,
    declineReason: row.declineReason,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** One request by id, with what presenting it needs (null when there is none). */
export async function readRequestRow(db: Reader, requestId: string): Promise<RequestRow | null> {
  const [row] = await db
    .select(requestColumns)
    .from(contactRequests)
    .innerJoin(companies, eq(companies.id, contactRequests.companyId))
    .leftJoin(jobs, eq(jobs.id, contactRequests.jobId))
    .where(eq(contactRequests.id, requestId));
  return row ?? null;
}

/**
 * The seeker's inbox of requests: those still waiting for an answer first, then the ones decided or expired in the
 * last 90 days (as long as a decline holds the company back), newest first; never one held for a moderator. Expiry
 * is judged by `now`, so a request past its 14 days reads as expired before the sweep marks it.
 */
export async function listRequestsForSeeker(db: Reader, seekerId: string, now: Date): Promise<ContactRequest[]> {
  const since = new Date(now.getTime() - declineCooldownDays * dayMs);
  const rows = await db
    .select(requestColumns)
    .from(contactRequests)
    .innerJoin(companies, eq(companies.id, contactRequests.companyId))
    .leftJoin(jobs, eq(jobs.id, contactRequests.jobId))
    .where(
      and(
        eq(contactRequests.seekerId, seekerId),
        // A request screening held has not reached the seeker: a moderator releases it first.
        eq(contactRequests.held, false),
        or(
          stillPending(now),
          sql`coalesce(${contactRequests.decidedAt}, ${contactRequests.expiresAt}) >= ${since.toISOString()}::timestamptz`,
        ),
      ),
    )
    .orderBy(pendingFirst(now), desc(contactRequests.createdAt), desc(contactRequests.id));
  const verified = await verifiedCompanyIds(db, [...new Set(rows.map((row) => row.companyId))]);
  return rows.map((row) => presentContactRequest(row, { now, verified: verified.has(row.companyId) }));
}

/** The requests a company sent, newest first, each with the candidate's card name (never more of the seeker). */
export async function listRequestsForCompany(db: Reader, companyId: string, now: Date): Promise<ContactRequest[]> {
  const rows = await db
    .select({ ...requestColumns, seekerName: users.name })
    .from(contactRequests)
    .innerJoin(companies, eq(companies.id, contactRequests.companyId))
    .leftJoin(jobs, eq(jobs.id, contactRequests.jobId))
    .leftJoin(users, eq(users.id, contactRequests.seekerId))
    .where(eq(contactRequests.companyId, companyId))
    .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id));
  const verified = (await verifiedCompanyIds(db, [companyId])).has(companyId);
  return rows.map((row) => presentContactRequest(row, { now, verified, candidateName: row.seekerName }));
}
