import { and, eq, gt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ContactRequestStatus } from '@orbit/shared/outreach-contracts';
import { contactRequests } from '../../db/schema/outreach.ts';

/**
 * A pending request past its expiry is expired whenever it is read, whether or not the hourly sweep has marked it
 * yet: the seeker's 14 days end at the same moment for every reader. A request held for a moderator never expires
 * while held: the seeker has not had it yet, and their 14 days start when a moderator releases it.
 */
export const effectiveStatus = (
  row: { status: ContactRequestStatus; expiresAt: Date; held: boolean },
  now: Date,
): ContactRequestStatus => (row.status === 'pending' && !row.held && row.expiresAt <= now ? 'expired' : row.status);

/** A request still open at `now`: waiting for the seeker, or held for a moderator (SQL on `contact_requests`). */
export const stillPending = (now: Date): SQL =>
  and(eq(contactRequests.status, 'pending'), or(gt(contactRequests.expiresAt, now), eq(contactRequests.held, true)))!;

/** A pending request whose time ran out, not yet marked by the sweep (a held one has no time running). */
export const pendingPastExpiry = (now: Date): SQL =>
  and(eq(contactRequests.status, 'pending'), eq(contactRequests.held, false), lte(contactRequests.expiresAt, now))!;

/** Pending (still open) requests sort before the rest. */
export const pendingFirst = (now: Date): SQL =>
  sql`case when ${contactRequests.status} = 'pending' and ${contactRequests.expiresAt} > ${now.toISOString()}::timestamptz then 0 else 1 end`;
