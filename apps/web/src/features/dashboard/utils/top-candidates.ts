import type { TopCandidate } from '@orbit/shared/posting-contracts';

/**
 * Where a Top Candidates row leads. The spec's two links name the seeker by id: /candidates/{id}/view-resume (the
 * resume where the company may open it, else the anonymous card; scored for the job the row matches) and
 * /candidates/{id}/contact. Contact is offered only where the candidates API would take a request: a pool seeker the
 * company has no request with (an applicant has shared their details already; a pending or declined request stands).
 * A row whose seeker deleted their account has no links.
 */
export interface TopCandidateLinks {
  viewResume: string | null;
  contact: string | null;
  /** The job the row is about: an applicant's pipeline, or the pool ranked for that job. */
  job: string;
}

export function topCandidateLinks(candidate: TopCandidate): TopCandidateLinks {
  const job = encodeURIComponent(candidate.jobId);
  const jobLink = candidate.source === 'applicant' ? `/jobs/${job}/applicants` : `/search-candidates?forJob=${job}`;
  if (!candidate.seekerId) return { viewResume: null, contact: null, job: jobLink };
  const seeker = encodeURIComponent(candidate.seekerId);
  return {
    viewResume: `/candidates/${seeker}/view-resume?forJob=${job}`,
    contact: candidate.source === 'pool' && candidate.contact === 'none' ? `/candidates/${seeker}/contact` : null,
    job: jobLink,
  };
}

/** A key unique in the list: an application, or a pool seeker (listed once). */
export const topCandidateKey = (candidate: TopCandidate): string =>
  candidate.applicationId ?? `pool-${candidate.seekerId ?? ''}-${candidate.jobId}`;

/** 'View resume' once the seeker shared it with the company; before that the page shows their anonymous card. */
export const viewResumeLabel = (candidate: TopCandidate): string =>
  candidate.contact === 'accepted' ? 'View resume' : 'View profile';

/** What a pool seeker's contact state reads as when there is no Contact link (applicants show their status). */
export const poolContactLabels = {
  accepted: 'Details shared',
  pending: 'Request sent',
  declined: 'Declined your request',
} as const;
