import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { applicationStatuses, type ApplicationStatus } from '@orbit/shared/application-contracts';
import { anonymisedApplicantName } from '@orbit/shared/data-rights-contracts';
import type { Applicant, ApplicantsResponse } from '@orbit/shared/pipeline-contracts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { applications } from '../../db/schema/applications.ts';
import { resumeAnalyses } from '../../db/schema/files.ts';
import { postingStatusOf } from '../../domain/jobs/posting-status.ts';
import { findCompanyJob } from '../../domain/ownership.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { signMemberResumeLink } from './resume-links.ts';

/**
 * The applicants of a job, as its company sees them (`GET /api/jobs/:id/applicants`), a page at a time: each with the
 * seeker's profile, the match score and its breakdown as kept when they applied, their cover letter, the company's
 * feedback and notes, and an hour-long link to the resume they sent, made for the member asking (opening it is
 * audited in their name, open-application-resume.ts); with the count of every status. Withdrawn
 * applications are left out, of the list and the counts.
 *
 * Nothing is scored per request: the score and breakdown are computed once, when the seeker applies, and kept on the
 * application (applications from before breakdowns were kept get theirs from a background task,
 * backfill-match-breakdowns.ts; until then theirs is null). So the database sorts by the kept score and a page is read
 * in two steps: the page's ids from the applications table alone (an index holds the order), then those rows with
 * their seekers — a deep page costs no more joins than the first.
 */

type Reader = Pick<Db, 'select'>;

const applicantColumns = {
  id: applications.id,
  seekerId: applications.seekerId,
  status: applications.status,
  appliedAt: applications.appliedAt,
  matchScore: applications.matchScore,
  matchBreakdown: applications.matchBreakdown,
  autopilotGenerated: applications.autopilotGenerated,
  coverLetter: applications.coverLetter,
  feedback: applications.feedback,
  employerNotes: applications.employerNotes,
  // Which team member wrote them last, by name (the ids are kept on the application).
  feedbackBy: sql<string | null>`(select w.name from users w where w.id = ${applications.feedbackBy})`,
  employerNotesBy: sql<string | null>`(select w.name from users w where w.id = ${applications.employerNotesBy})`,
  resumeFileId: applications.resumeFileId,
  firstResponseAt: applications.firstResponseAt,
  followUpMessage: applications.followUpMessage,
  followedUpAt: applications.followedUpAt,
  name: users.name,
  title: users.title,
  location: users.location,
  skills: users.skills,
  resumeTitle: resumeAnalyses.latestTitle,
};

function selectApplicants(db: Reader, where: SQL | undefined) {
  return (
    db
      .select(applicantColumns)
      .from(applications)
      // A left join: an application whose seeker deleted their account stays in the pipeline, anonymised.
      .leftJoin(users, eq(users.id, applications.seekerId))
      .leftJoin(resumeAnalyses, eq(resumeAnalyses.fileId, users.resumeFileId))
      .where(where)
  );
}

export type ApplicantRow = Awaited<ReturnType<typeof selectApplicants>>[number];

/** Live applications of one job. */
const liveOf = (jobId: string) => and(eq(applications.jobId, jobId), isNull(applications.withdrawnAt));

export interface ApplicantLinks {
  jwtSecret: string;
  publicUrl: string;
  now: Date;
  /** The team member the page is for: their resume links name them. */
  memberId: string;
}

export function presentApplicant(row: ApplicantRow, links: ApplicantLinks): Applicant {
  return {
    _id: row.id,
    seeker: {
      _id: row.seekerId,
      name: row.name ?? anonymisedApplicantName,
      headline: row.title || row.resumeTitle || '',
      location: row.location ?? '',
      skills: row.skills ?? [],
    },
    status: row.status,
    appliedAt: row.appliedAt.toISOString(),
    matchScore: row.matchScore,
    matchBreakdown: row.matchBreakdown,
    autopilotGenerated: row.autopilotGenerated,
    coverLetter: row.coverLetter,
    feedback: row.feedback,
    employerNotes: row.employerNotes,
    feedbackBy: row.feedbackBy,
    employerNotesBy: row.employerNotesBy,
    resumeUrl: row.resumeFileId ? signMemberResumeLink(links, row.id, links.memberId, links.now).url : null,
    firstResponseAt: row.firstResponseAt?.toISOString() ?? null,
    followUpMessage: row.followUpMessage,
    followedUpAt: row.followedUpAt?.toISOString() ?? null,
  };
}

export interface ApplicantsQuery {
  status?: ApplicationStatus | undefined;
  sort: 'match' | 'date';
  page: number;
  limit: number;
}

/**
 * Best match first (unscored last), then the newest; or simply the newest. Ties by id, so pages never overlap. Written
 * as the indexes are (`desc nulls last`), so the database reads a page from them.
 */
const orderOf = (sort: ApplicantsQuery['sort']): SQL[] => [
  ...(sort === 'match' ? [sql`${applications.matchScore} desc nulls last`] : []),
  sql`${applications.appliedAt} desc nulls last`,
  asc(applications.id),
];

/** `GET /api/jobs/:id/applicants`: someone else's job (or an imported one) is a 404 (findCompanyJob). */
export async function listApplicants(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  employerId: string,
  jobId: string,
  query: ApplicantsQuery,
): Promise<ApplicantsResponse> {
  const { job } = await findCompanyJob(deps.db, employerId, jobId);
  const now = deps.clock.now();
  const live = liveOf(job.id);
  const [pageIds, countRows] = await Promise.all([
    deps.db
      .select({ id: applications.id })
      .from(applications)
      .where(query.status ? and(live, eq(applications.status, query.status)) : live)
      .orderBy(...orderOf(query.sort))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    deps.db
      .select({ status: applications.status, n: count() })
      .from(applications)
      .where(live)
      .groupBy(applications.status),
  ]);
  const ids = pageIds.map((row) => row.id);
  const found = ids.length > 0 ? await selectApplicants(deps.db, inArray(applications.id, ids)) : [];
  const byId = new Map(found.map((row) => [row.id, row]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  const counts: Record<string, number> = Object.fromEntries(applicationStatuses.map((status) => [status, 0]));
  for (const row of countRows) counts[row.status] = row.n;
  const total = query.status ? (counts[query.status] ?? 0) : countRows.reduce((sum, row) => sum + row.n, 0);
  const links = { jwtSecret: deps.config.jwtSecret, publicUrl: deps.config.publicUrl, now, memberId: employerId };
  return {
    job: { _id: job.id, title: job.title, postingStatus: postingStatusOf(job, now) },
    applicants: rows.map((row) => presentApplicant(row, links)),
    total,
    currentPage: query.page,
    totalPages: Math.ceil(total / query.limit),
    counts,
  };
}

/** One applicant of a job of the company, as the list shows it to `memberId` (the answer to their update). */
export async function loadApplicant(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  applicationId: string,
  memberId: string,
): Promise<Applicant> {
  const [row] = await selectApplicants(deps.db, eq(applications.id, applicationId));
  if (!row) throw new Error(`application ${applicationId} vanished`);
  return presentApplicant(row, {
    jwtSecret: deps.config.jwtSecret,
    publicUrl: deps.config.publicUrl,
    now: deps.clock.now(),
    memberId,
  });
}
