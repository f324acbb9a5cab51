import type { JobPosting, PostedJob, PostingStatus, ScreeningFinding } from '@orbit/shared/posting-contracts';
import type { PreviewJob } from '../../../components/job-details.tsx';

/** The job as the preview step shows it: the validated body with the company, posted "today". */
export function previewJob(body: JobPosting, company: { name: string; logo: string }, now: Date): PreviewJob {
  return {
    title: body.title,
    company: company.name,
    logo: company.logo,
    location: body.location,
    // Every job on Orbit Jobs is remote work; the location says where the team is.
    remote: true,
    employmentType: body.employmentType,
    experienceLevel: body.experienceLevel,
    salary: { min: body.salaryMin, max: body.salaryMax, currency: body.salaryCurrency, period: body.salaryPeriod },
    createdAt: now.toISOString(),
    postedAt: now.toISOString(),
    eligibility: body.eligibility,
    timezoneOverlap: body.timezoneOverlap ?? null,
    applicationDeadline: body.applicationDeadline ?? null,
    description: body.description,
    responsibilities: body.responsibilities,
    requirements: body.requirements,
    benefits: body.benefits,
    skills: body.skills,
  };
}

export interface PostingOutcome {
  tone: 'success' | 'warning' | 'info';
  title: string;
  text: string;
}

/** What the employer is told after publishing or saving, by the state the server answered. */
export function postingOutcome(
  status: PostingStatus,
  findings: readonly ScreeningFinding[],
  edited: boolean,
): PostingOutcome {
  if (status === 'Active') {
    return edited
      ? { tone: 'success', title: 'Your changes are live', text: 'Seekers see the updated job now.' }
      : {
          tone: 'success',
          title: 'Your job is live',
          text: 'Seekers can find it and apply now. New applications appear on its applicants page.',
        };
  }
  if (status === 'Pending') {
    return {
      tone: 'warning',
      title: 'Your job is awaiting review',
      text:
        findings.length > 0
          ? 'A moderator will look at it before it is public, because of what our checks found:'
          : 'A moderator looks at posts from employers whose company is not verified yet. You will get an e-mail once it is approved.',
    };
  }
  return { tone: 'info', title: 'This job is closed', text: 'It is not shown to seekers.' };
}

const closedReasonLabels: Record<string, string> = {
  filled: 'Filled',
  cancelled: 'Cancelled',
  expired: 'Expired',
  rejected: 'Rejected in review',
};

export const closedReasonLabel = (reason: string | null): string =>
  reason ? (closedReasonLabels[reason] ?? reason) : 'Closed';

const dayMs = 24 * 60 * 60 * 1000;

/** 'Runs until July 1, 2025 · 4 days left' for an Active post; '' for the others or an unreadable date. */
export function runsUntilLabel(
  posting: Pick<PostedJob, 'postingStatus' | 'expiresAt'>,
  now: Date,
  locale?: string,
): string {
  if (posting.postingStatus !== 'Active') return '';
  const expires = new Date(posting.expiresAt);
  if (Number.isNaN(expires.getTime())) return '';
  const date = expires.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });
  const daysLeft = Math.ceil((expires.getTime() - now.getTime()) / dayMs);
  if (daysLeft <= 0) return `Ended ${date}`;
  return `Runs until ${date} · ${daysLeft === 1 ? '1 day' : `${daysLeft} days`} left`;
}

export type CloseReason = 'filled' | 'cancelled';

/** The message every open applicant gets with their final status, editable before closing. */
export function defaultCloseMessage(reason: CloseReason, jobTitle: string): string {
  return reason === 'filled'
    ? `Thank you for your interest in the ${jobTitle} role. The position has now been filled, so we are closing the remaining applications. We wish you all the best in your search.`
    : `Thank you for your interest in the ${jobTitle} role. We have decided not to fill this position after all, so we are closing all applications. We are sorry for any disappointment.`;
}

/** The close dialog's warning: how many open applicants will be told (null while the count loads or if it failed). */
export function closeImpactText(openApplicants: number | null): string {
  if (openApplicants === null)
    return 'Every applicant still waiting for an answer will get a final status and your message.';
  if (openApplicants === 0) return 'No one is waiting for an answer on this job, so no one will be messaged.';
  return openApplicants === 1
    ? '1 open applicant will get a final status and your message.'
    : `${openApplicants} open applicants will get a final status and your message.`;
}
