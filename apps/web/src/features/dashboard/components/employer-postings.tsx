import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../../components/button.tsx';
import { MapPinIcon } from '../../../components/icons.tsx';
import { PostingStatusBadge } from '../../../components/posting-status-badge.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { employerJobsQuery } from '../api/employer-dashboard-api.ts';
import { countText, postedAgeText } from '../utils/employer-dashboard.ts';
import { EmptyState, JobTitleHeading } from './dashboard-parts.tsx';
import { LoadFailed } from './load-failed.tsx';

/** The 'Job Postings' tab: every post of the company, whatever its state, with its figures and what to do next. */
export function EmployerPostings() {
  const now = useNow();
  const jobs = useQuery(employerJobsQuery);
  if (jobs.isPending) return <Spinner label="Loading your job postings..." showLabel />;
  if (jobs.isError)
    return (
      <LoadFailed
        text="Failed to load your job postings. Please try again later."
        onRetry={() => void jobs.refetch()}
      />
    );
  if (jobs.data.length === 0) {
    return (
      <EmptyState title="You have not posted a job yet.">
        <ButtonLink to="/post-job">Post New Job</ButtonLink>
      </EmptyState>
    );
  }
  return (
    <ul aria-label="Your job postings" className="divide-y divide-slate-200">
      {jobs.data.map((job) => {
        const path = `/jobs/${encodeURIComponent(job._id)}`;
        return (
          <li
            key={job._id}
            className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 md:flex-row md:items-center md:justify-between"
          >
            <div className="min-w-0 space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <JobTitleHeading id={job._id} title={job.title} />
                <PostingStatusBadge status={job.postingStatus} />
              </div>
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
                {job.location && (
                  <span className="inline-flex items-center gap-1">
                    <MapPinIcon className="h-4 w-4 text-slate-400" />
                    {job.location}
                  </span>
                )}
                <span>{postedAgeText(job.postedAt, now)}</span>
              </p>
              <p className="text-sm text-slate-700">
                <span className="font-semibold">{countText(job.applicants, 'applicant', 'applicants')}</span> ·{' '}
                {countText(job.views, 'view', 'views')}
              </p>
            </div>
            <div className="flex shrink-0 flex-wrap gap-2">
              <ButtonLink to={`${path}/applicants`} size="sm" variant="secondary">
                Applicants<span className="sr-only"> for {job.title}</span>
              </ButtonLink>
              <ButtonLink to={`${path}/edit`} size="sm" variant="outline">
                Edit<span className="sr-only"> {job.title}</span>
              </ButtonLink>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
