import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { employerWaitingDays } from '@orbit/shared/posting-contracts';
import { Spinner } from '../../../components/spinner.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { waitingApplicationsQuery } from '../api/employer-dashboard-api.ts';
import { waitingText } from '../utils/employer-dashboard.ts';
import { DashboardSection, textLinkClasses } from './dashboard-parts.tsx';
import { LoadFailed } from './load-failed.tsx';

/** "Waiting for a response": applications with no answer of any kind after 7 days, oldest first as the API sends them. */
export function WaitingApplications() {
  const now = useNow();
  const waiting = useQuery(waitingApplicationsQuery);
  return (
    <DashboardSection title="Waiting for a response">
      <p className="-mt-2 mb-4 text-sm text-slate-600">
        Applications with no response after {employerWaitingDays} days. Opening one tells the candidate it was seen.
      </p>
      {waiting.isPending ? (
        <Spinner label="Loading applications waiting for a response..." showLabel />
      ) : waiting.isError ? (
        <LoadFailed
          text="Failed to load the applications waiting for a response."
          onRetry={() => void waiting.refetch()}
        />
      ) : waiting.data.length === 0 ? (
        <p className="text-sm text-slate-700">
          No one has been waiting more than {employerWaitingDays} days. Well done.
        </p>
      ) : (
        <ul aria-label="Applications waiting for a response" className="divide-y divide-slate-200">
          {waiting.data.map((item) => (
            <li
              key={item.applicationId}
              className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{item.name}</p>
                <p className="text-sm text-slate-600">
                  {item.jobTitle} ·{' '}
                  <span className="font-medium text-amber-800">{waitingText(item.appliedAt, now)}</span>
                </p>
              </div>
              <Link to={`/jobs/${encodeURIComponent(item.jobId)}/applicants`} className={`${textLinkClasses} shrink-0`}>
                Respond<span className="sr-only"> to {item.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
