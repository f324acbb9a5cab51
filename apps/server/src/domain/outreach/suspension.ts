import { eq } from 'drizzle-orm';
import { outreachMessages } from '@orbit/shared/outreach-contracts';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * A company a moderator suspended on a seeker's report reaches nobody: no search, no request, no message. Checked by
 * every outreach path (features/candidates, contact-requests, conversations) at the moment it acts, so a suspension
 * stops outreach at once.
 */
export async function assertMayReachOut(db: Pick<Db, 'select'>, companyId: string): Promise<void> {
  const [company] = await db
    .select({ suspendedAt: companies.suspendedAt })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (company?.suspendedAt) throw new AppError('FORBIDDEN', outreachMessages.suspended);
}
