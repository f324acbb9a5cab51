import { externalSubmissionLabel, type ExternalSubmissionDetails } from '@orbit/shared/application-contracts';
import { buttonClasses } from '../../../components/button.tsx';
import { ExternalLinkIcon } from '../../../components/icons.tsx';
import { completeApplicationUrl, failedSubmissionLabel, submittedDate } from '../utils/application-card.ts';

/**
 * How an external application went out (spec section 4, external application card). A failed one says it did not
 * go out, and offers no 'Complete Application' (its failure box offers trying again or the company's site).
 */
export function ExternalSubmission({ details, failed }: { details: ExternalSubmissionDetails; failed: boolean }) {
  const completeUrl = failed ? null : completeApplicationUrl(details);
  const submitted = failed ? '' : submittedDate(details.submittedAt);
  const label = failed ? failedSubmissionLabel(details) : externalSubmissionLabel(details);
  // The details often repeat the label ('Saved locally (external job)'); shown only when they add something.
  const extra = details.responseDetails && details.responseDetails !== label ? details.responseDetails : null;
  return (
    <div className="mt-4 rounded-xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200">
      <p className="font-semibold text-slate-900">{label}</p>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-slate-700 sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-500">Destination</dt>
        <dd className="break-all">{details.targetDestination || 'Not provided'}</dd>
        {submitted && (
          <>
            <dt className="text-slate-500">Submitted</dt>
            <dd>
              <time dateTime={details.submittedAt}>{submitted}</time>
            </dd>
          </>
        )}
        {extra && (
          <>
            <dt className="text-slate-500">Details</dt>
            <dd>{extra}</dd>
          </>
        )}
      </dl>
      {completeUrl && (
        <a
          href={completeUrl}
          target="_blank"
          rel="noopener"
          className={`${buttonClasses({ variant: 'outline', size: 'sm' })} mt-3`}
        >
          Complete Application
          <ExternalLinkIcon className="h-4 w-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      )}
    </div>
  );
}
