import { notSubmittedMessage } from '@orbit/shared/application-contracts';
import { Button, buttonClasses } from './button.tsx';
import { ExternalLinkIcon } from './icons.tsx';

/**
 * An application that was saved but did not reach the employer (status Failed: the employer's API refused it, the
 * e-mail could not be delivered). Never a success box, as the employer never got it: the spec's not-submitted message,
 * the reason, and the two ways on — try again (the server retires the failed attempt), or apply on the company's own
 * site.
 */
export function SubmissionFailed({
  reason,
  companySiteUrl,
  onRetry,
  retrying,
  headingLevel = 'h2',
  context,
}: {
  reason: string | null;
  companySiteUrl: string | null;
  onRetry: () => void;
  retrying: boolean;
  headingLevel?: 'h2' | 'h3';
  /** Named in the buttons' accessible names when several are on one page (My Applications). */
  context?: string;
}) {
  const Heading = headingLevel;
  const forContext = context ? <span className="sr-only"> {context}</span> : null;
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-sm text-red-900">
      <Heading className="text-base font-semibold text-red-900">Not submitted to the employer</Heading>
      <p className="mt-2">{notSubmittedMessage}</p>
      {reason && (
        <p className="mt-2">
          <span className="font-semibold">Reason:</span> {reason}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <Button size="sm" disabled={retrying} onClick={onRetry}>
          {retrying ? 'Trying again...' : 'Try again'}
          {forContext}
        </Button>
        {companySiteUrl && (
          <a
            href={companySiteUrl}
            target="_blank"
            rel="noopener"
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            Apply on the company site
            {forContext}
            <ExternalLinkIcon className="h-4 w-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )}
      </div>
    </div>
  );
}
