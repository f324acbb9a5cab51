import { and, desc, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { CandidateContactState } from '@orbit/shared/talent-contracts';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { contactRequests } from '../../db/schema/outreach.ts';

/**
 * Who has shared their name, e-mail, phone and resume with a company — the one rule, for the candidate card and
 * whatever else shows a seeker to a company. Two ways in, both the seeker's own doing:
 *
 * - a live application (not withdrawn) to one of the company's own posts still in its pipeline (not removed): what
 *   its applicants page shows. Withdrawing takes it back, as it already stops the applicants page's resume links;
 * - a contact request of the company the seeker accepted.
 */
const liveApplicationToCompany = (companyId: string) =>
  and(
    eq(jobs.companyId, companyId),
    isNotNull(jobs.postedBy),
    ne(jobs.status, 'removed'),
    isNull(applications.withdrawnAt),
  );

type Reader = Pick<Db, 'select' | 'selectDistinct' | 'selectDistinctOn'>;

/** Which of these seekers applied to the company (see above). */
async function applicantsAmong(db: Reader, companyId: string, seekerIds: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ seekerId: applications.seekerId })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(liveApplicationToCompany(companyId), inArray(applications.seekerId, [...seekerIds])));
  return new Set(rows.flatMap((row) => (row.seekerId ? [row.seekerId] : [])));
}

/** Which of these seekers accepted one of the company's contact requests. */
async function acceptedAmong(db: Reader, companyId: string, seekerIds: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ seekerId: contactRequests.seekerId })
    .from(contactRequests)
    .where(
      and(
        eq(contactRequests.companyId, companyId),
        eq(contactRequests.status, 'accepted'),
        inArray(contactRequests.seekerId, [...seekerIds]),
      ),
    );
  return new Set(rows.flatMap((row) => (row.seekerId ? [row.seekerId] : [])));
}

/** Which of these seekers shared their details with the company, by applying or by accepting its request. */
export async function sharedWithCompanyAmong(
  db: Reader,
  companyId: string,
  seekerIds: readonly string[],
): Promise<Set<string>> {
  if (seekerIds.length === 0) return new Set();
  const [applied, accepted] = await Promise.all([
    applicantsAmong(db, companyId, seekerIds),
    acceptedAmong(db, companyId, seekerIds),
  ]);
  return new Set([...applied, ...accepted]);
}

/**
 * Where the company's contact with each seeker stands: 'accepted' once they shared their details (either way in),
 * else the state of the company's latest request — a pending one past its 14 days counts as none (unless held for a
 * moderator), and a reported one reads as declined (the company is not told it was reported).
 */
export async function contactStatesAmong(
  db: Reader,
  companyId: string,
  seekerIds: readonly string[],
  now: Date,
): Promise<Map<string, CandidateContactState>> {
  const states = new Map<string, CandidateContactState>();
  if (seekerIds.length === 0) return states;
  const shared = await sharedWithCompanyAmong(db, companyId, seekerIds);
  const latest = await db
    .selectDistinctOn([contactRequests.seekerId], {
      seekerId: contactRequests.seekerId,
      status: contactRequests.status,
      expiresAt: contactRequests.expiresAt,
      held: contactRequests.held,
    })
    .from(contactRequests)
    .where(and(eq(contactRequests.companyId, companyId), inArray(contactRequests.seekerId, [...seekerIds])))
    .orderBy(contactRequests.seekerId, desc(contactRequests.createdAt), desc(contactRequests.id));
  for (const row of latest) {
    if (!row.seekerId) continue;
    if (row.status === 'pending') {
      // One held for a moderator waits with no time running (contact-requests' request-state.ts).
      if (row.expiresAt > now || row.held) states.set(row.seekerId, 'pending');
    } else if (row.status === 'declined' || row.status === 'reported') {
      states.set(row.seekerId, 'declined');
    }
  }
  for (const seekerId of shared) states.set(seekerId, 'accepted');
  return states;
}

/**
 * The seeker's applications to the company, newest first: empty when they applied to none of its jobs. The resume an
 * application sent is the one the company sees (see sharedResumeFileId).
 */
export async function applicationsToCompany(db: Reader, companyId: string, seekerId: string) {
  return db
    .select({ id: applications.id, resumeFileId: applications.resumeFileId })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(liveApplicationToCompany(companyId), eq(applications.seekerId, seekerId)))
    .orderBy(desc(applications.appliedAt), desc(applications.id));
}

/** Whether the seeker accepted one of the company's contact requests. */
export async function acceptedRequestFrom(db: Reader, companyId: string, seekerId: string): Promise<boolean> {
  return (await acceptedAmong(db, companyId, [seekerId])).has(seekerId);
}

/**
 * The resume the company may open: the one sent with the seeker's newest application to it that had one; else, once
 * they accepted its request, the resume on their profile now. Null when none (or nothing was shared).
 */
export function sharedResumeFileId(
  sent: readonly { resumeFileId: string | null }[],
  accepted: { profileResumeFileId: string | null } | null,
): string | null {
  const applied = sent.find((application) => application.resumeFileId !== null)?.resumeFileId ?? null;
  return applied ?? accepted?.profileResumeFileId ?? null;
}
