import { useQuery } from '@tanstack/react-query';
import type { User } from '@orbit/shared/auth-contracts';
import { ageLabel } from '@orbit/shared/job-display';
import { Button, ButtonLink } from '../../../components/button.tsx';
import { MapPinIcon } from '../../../components/icons.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { employerPostingsQuery } from '../api/dashboard-api.ts';
import { welcomeName } from '../utils/dashboard-text.ts';
import { DashboardSection, EmptyState, JobTitleHeading, StatCard } from './dashboard-parts.tsx';

/** Figures that need the hiring pipeline (a later issue): shown as not tracked rather than as a sample number. */
const pipelineCounters = ['Total Applicants', 'Job Views', 'Candidate Matches'] as const;

/** The employer shell: their real live postings; the pipeline figures say plainly they are not tracked yet. */
export function EmployerDashboard({ user }: { user: User }) {
  const now = useNow();
  const company = user.company;
  const postings = useQuery({ ...employerPostingsQuery(company?._id ?? '', user._id), enabled: company !== null });
  const jobs = company ? postings.data : [];

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Welcome back, {welcomeName(user.name, 'Employer')}
          </h1>
          {company && (
            <p className="mt-2 text-slate-600">
              {company.name}
              {company.industry && <span className="text-slate-500"> · {company.industry}</span>}
            </p>
          )}
        </div>
        <ButtonLink to="/post-job">Post New Job</ButtonLink>
      </div>
      <ul aria-label="Hiring counters" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <li>
          <StatCard label="Active Jobs" value={jobs ? jobs.length : null} />
        </li>
        {pipelineCounters.map((label) => (
          <li key={label}>
            <StatCard label={label} value={null} hint="Not tracked yet" />
          </li>
        ))}
      </ul>
      <DashboardSection title="Job Postings">
        {company && postings.isPending ? (
          <Spinner label="Loading your job postings..." showLabel />
        ) : company && postings.isError ? (
          <Notice tone="error">
            <p>Failed to load your job postings. Please try again later.</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void postings.refetch()}>
              Try again
            </Button>
          </Notice>
        ) : !jobs || jobs.length === 0 ? (
          <EmptyState title="You have no live job postings.">
            <ButtonLink to="/post-job">Post New Job</ButtonLink>
          </EmptyState>
        ) : (
          <ul aria-label="Your job postings" className="divide-y divide-slate-200">
            {jobs.map((job) => (
              <li key={job._id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <JobTitleHeading id={job._id} title={job.title} />
                  <p className="inline-flex flex-wrap items-center gap-1.5 text-sm text-slate-600">
                    {job.location && (
                      <>
                        <MapPinIcon className="h-4 w-4 text-slate-400" />
                        {job.location} ·{' '}
                      </>
                    )}
                    Posted {ageLabel(job.postedAt || job.createdAt, now).toLowerCase()}
                  </p>
                </div>
                <span className="w-fit rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-semibold text-green-800 ring-1 ring-green-200">
                  Active
                </span>
              </li>
            ))}
          </ul>
        )}
      </DashboardSection>
    </div>
  );
}
