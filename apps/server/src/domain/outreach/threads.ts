import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { threads } from '../../db/schema/outreach.ts';

type Tx = Pick<Db, 'insert' | 'select'>;

/**
 * The one conversation between a company and a seeker: opened by the seeker accepting the company's contact request
 * (features/contact-requests) or by the employer from the seeker's application (features/conversations). A second
 * opening finds the same thread, so the two sides never talk in two places; it keeps what opened it first.
 */
export async function openThread(
  tx: Tx,
  opening: { companyId: string; seekerId: string; contactRequestId?: string; applicationId?: string },
): Promise<{ id: string; created: boolean }> {
  const [inserted] = await tx
    .insert(threads)
    .values({
      companyId: opening.companyId,
      seekerId: opening.seekerId,
      contactRequestId: opening.contactRequestId ?? null,
      applicationId: opening.applicationId ?? null,
    })
    .onConflictDoNothing({ target: [threads.companyId, threads.seekerId] })
    .returning({ id: threads.id });
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await tx
    .select({ id: threads.id })
    .from(threads)
    .where(sql`${threads.companyId} = ${opening.companyId} and ${threads.seekerId} = ${opening.seekerId}`);
  if (!existing) throw new Error('thread vanished between insert and select');
  return { id: existing.id, created: false };
}
