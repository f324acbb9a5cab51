import { and, desc, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';

/**
 * Who has shared their details with a company, today: a seeker with a live application (not withdrawn) to one of the
 * company's own posts that is still in its pipeline (not removed) — the applications its applicants page shows, with
 * the name, e-mail, phone and resume the application sent. Withdrawing takes that back, as it already stops the
 * resume links of the applicants page. A seeker's accepted contact request will be the other way in.
 */
const liveApplicationToCompany = (companyId: string) =>
  and(
    eq(jobs.companyId, companyId),
    isNotNull(jobs.postedBy),
    ne(jobs.status, 'removed'),
    isNull(applications.withdrawnAt),
  );

type Reader = Pick<Db, 'select' | 'selectDistinct'>;

/** Which of these seekers applied to the company (see above). */
export async function applicantsAmong(
  db: Reader,
  companyId: string,
  seekerIds: readonly string[],
): Promise<Set<string>> {
  if (seekerIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ seekerId: applications.seekerId })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(liveApplicationToCompany(companyId), inArray(applications.seekerId, [...seekerIds])));
  return new Set(rows.flatMap((row) => (row.seekerId ? [row.seekerId] : [])));
}

/**
 * The seeker's applications to the company, newest first: empty when they have shared nothing with it. The resume is
 * the one sent with the newest application that had one.
 */
export async function applicationsToCompany(db: Reader, companyId: string, seekerId: string) {
  return db
    .select({ id: applications.id, resumeFileId: applications.resumeFileId })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(liveApplicationToCompany(companyId), eq(applications.seekerId, seekerId)))
    .orderBy(desc(applications.appliedAt), desc(applications.id));
}

/** The resume file the seeker sent the company most recently, or null (none sent, or nothing shared). */
export const sharedResumeFileId = (sent: readonly { resumeFileId: string | null }[]): string | null =>
  sent.find((application) => application.resumeFileId !== null)?.resumeFileId ?? null;
