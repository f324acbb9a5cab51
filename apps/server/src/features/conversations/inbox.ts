import type { z } from 'zod';
import type { inboxResponseSchema } from '@orbit/shared/outreach-contracts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { listRequestsForCompany, listRequestsForSeeker } from '../contact-requests/list-requests.ts';
import { presentThread, readThreadRows, type Caller } from './thread-rows.ts';

/**
 * The inbox: contact requests (a seeker's received, a company's sent; contact-requests presents them) and the caller's
 * threads, newest activity first.
 */
export async function readInbox(
  deps: { db: Db; clock: Clock },
  caller: Caller,
): Promise<z.infer<typeof inboxResponseSchema>> {
  const now = deps.clock.now();
  const requests =
    caller.side === 'seeker'
      ? await listRequestsForSeeker(deps.db, caller.userId, now)
      : caller.companyId
        ? await listRequestsForCompany(deps.db, caller.companyId, now)
        : [];
  const threads = (await readThreadRows(deps.db, caller)).map((row) => presentThread(row, caller));
  return { requests, threads };
}
