import { Link } from 'react-router';
import { ageLabel } from '@orbit/shared/job-display';
import type { Application } from '@orbit/shared/application-contracts';
import { ApplicationStatusBadge } from '../../../components/application-status-badge.tsx';
import { CheckIcon, ExternalLinkIcon } from '../../../components/icons.tsx';
import { useNow } from '../../../lib/use-now.ts';

const linkClasses = 'font-semibold text-brand-700 underline hover:text-brand-900';

/**
 * Spec "Job detail": after success an 'Application Submitted!' box replaces the apply controls, with the outcome
 * message. `continueUrl` is the company page of a url job, linked here too in case a blocker stopped the new tab.
 */
export function ApplySubmitted({
  message,
  application,
  continueUrl,
}: {
  message: string;
  application: Application | null;
  continueUrl?: string | null;
}) {
  const now = useNow();
  const applied = application?.status === 'Applied';
  return (
    <div
      role="status"
      className={`rounded-xl border p-5 ${applied || !application ? 'border-green-200 bg-green-50' : 'border-amber-200 bg-amber-50'}`}
    >
      <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <CheckIcon className="h-5 w-5 text-green-700" />
        Application Submitted!
      </h2>
      <p className="mt-2 text-sm text-slate-700">{message}</p>
      {application && (
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <ApplicationStatusBadge status={application.status} />
          <span>
            Applied <time dateTime={application.appliedAt}>{ageLabel(application.appliedAt, now).toLowerCase()}</time>
          </span>
        </div>
      )}
      {application?.failureReason && <p className="mt-2 text-sm text-slate-700">{application.failureReason}</p>}
      <div className="mt-4 flex flex-col gap-2 text-sm">
        {continueUrl && (
          <a
            href={continueUrl}
            target="_blank"
            rel="noopener"
            className={`inline-flex items-center gap-1 ${linkClasses}`}
          >
            Continue to the company website
            <ExternalLinkIcon className="h-4 w-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )}
        <Link to="/applications" className={linkClasses}>
          View My Applications
        </Link>
      </div>
    </div>
  );
}
