import { Link } from 'react-router';
import type { Application } from '@orbit/shared/application-contracts';
import { ageLabel } from '@orbit/shared/job-display';
import { ApplicationStatusBadge } from '../../../components/application-status-badge.tsx';
import { ButtonLink } from '../../../components/button.tsx';
import { EmptyState } from './dashboard-parts.tsx';

/** The first three applications (the list comes newest first), or the empty state with 'Browse Jobs'. */
export function RecentApplications({ applications, now }: { applications: readonly Application[]; now: Date }) {
  if (applications.length === 0) {
    return (
      <EmptyState title="No applications yet">
        <ButtonLink to="/jobs?fresh=true">Browse Jobs</ButtonLink>
      </EmptyState>
    );
  }
  return (
    <ul aria-label="Recent applications" className="divide-y divide-slate-200">
      {applications.map((application) => (
        <li
          key={application._id}
          className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="min-w-0">
            <h3 className="font-semibold text-slate-900">
              <Link
                to={`/jobs/${encodeURIComponent(application.job._id)}`}
                className="rounded hover:text-brand-700 hover:underline"
              >
                {application.job.title}
              </Link>
            </h3>
            <p className="text-sm text-slate-600">
              {application.job.company}
              {' · '}
              Applied <time dateTime={application.appliedAt}>{ageLabel(application.appliedAt, now).toLowerCase()}</time>
            </p>
          </div>
          <ApplicationStatusBadge status={application.status} />
        </li>
      ))}
    </ul>
  );
}
