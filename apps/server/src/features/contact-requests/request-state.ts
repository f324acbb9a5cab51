import { and, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { ContactRequestStatus } from '@orbit/shared/outreach-contracts';
import { contactRequests } from '../../db/schema/outreach.ts';

/**
 * A pending request past its expiry is expired whenever it is read, whether or not the hourly sweep has marked it
 * yet: the seeker's 14 days end at the same moment for every reader.
 */
export const effectiveStatus = (
  row: { status: ContactRequestStatus; expiresAt: Date },
  now: Date,
): ContactRequestStatus => (row.status === 'pending' && row.expiresAt <= now ? 'expired' : row.status);

/** A request still waiting for the seeker at `now` (SQL on `contact_requests`). */
export const stillPending = (now: Date): SQL =>
  and(eq(contactRequests.status, 'pending'), gt(contactRequests.expiresAt, now))!;

/** A pending request whose time ran out, not yet marked by the sweep. */
export const pendingPastExpiry = (now: Date): SQL =>
  and(eq(contactRequests.status, 'pending'), lte(contactRequests.expiresAt, now))!;

/** Pending (still open) requests sort before the rest. */
export const pendingFirst = (now: Date): SQL =>
  sql`case when ${contactRequests.status} = 'pending' and ${contactRequests.expiresAt} > ${now.toISOString()}::timestamptz then 0 else 1 end`;
