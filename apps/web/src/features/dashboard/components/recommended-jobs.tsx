import { dashboardMatchColour } from '@orbit/shared/job-display';
import type { RecommendedJobsResponse } from '@orbit/shared/job-contracts';
import { ButtonLink } from '../../../components/button.tsx';
import { JobFacts } from '../../../components/job-card.tsx';
import { MatchBar } from '../../../components/match-bar.tsx';
import { recommendationReason, recommendationsSubtitle } from '../utils/dashboard-text.ts';
import { EmptyState, JobTitleHeading } from './dashboard-parts.tsx';

/**
 * Spec "Recommended Jobs": three jobs with a match bar (80 green, 60 blue, else yellow), best match first. Under
 * each, one line of why, so the figure is not a black box; the full breakdown is on the job page.
 */
export function RecommendedJobs({ data }: { data: RecommendedJobsResponse }) {
  if (data.jobs.length === 0) {
    return (
      <EmptyState title="No recommendations yet">
        <ButtonLink to="/profile" variant="secondary">
          Add skills to your profile to get recommendations
        </ButtonLink>
      </EmptyState>
    );
  }
  return (
    <>
      <p className="-mt-2 mb-3 text-sm text-slate-600">{recommendationsSubtitle}</p>
      <ul aria-label="Recommended jobs" className="divide-y divide-slate-200">
        {data.jobs.map((job) => {
          const reason = recommendationReason(job.matchBreakdown);
          return (
            <li
              key={job._id}
              className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <JobTitleHeading id={job._id} title={job.title} />
                <p className="text-sm font-medium text-slate-700">{job.company}</p>
                <JobFacts job={job} className="mt-1 gap-x-3" />
                {reason && <p className="mt-1.5 text-xs text-slate-600">{reason}</p>}
              </div>
              <MatchBar
                score={job.matchScore}
                colour={dashboardMatchColour(job.matchScore)}
                className="w-full shrink-0 sm:w-36"
              />
            </li>
          );
        })}
      </ul>
    </>
  );
}
