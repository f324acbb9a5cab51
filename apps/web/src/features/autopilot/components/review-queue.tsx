import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AutopilotDecision } from '@orbit/shared/autopilot-contracts';
import { Button, ButtonLink } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { autopilotQueueQuery } from '../api/queue-api.ts';
import { methodLabels } from '../utils/autopilot-text.ts';
import { DecisionJob, DecisionScore } from './decision-parts.tsx';
import { ProposalCard } from './proposal-card.tsx';

/**
 * The review queue: proposals to approve or skip (review mode, e-mail jobs, unclear eligibility), then the jobs
 * Autopilot found but cannot apply to (the employer's own site or form) for the seeker to apply to themselves.
 */
export function ReviewQueue() {
  const queue = useQuery(autopilotQueueQuery);
  const now = useNow();
  // The answer to the last decision: the card it came from leaves the list, so it is said here, in a live region.
  const [message, setMessage] = useState('');

  return (
    <section aria-labelledby="autopilot-queue-heading">
      <Card className="p-5 sm:p-6">
        <h2 id="autopilot-queue-heading" className="text-lg font-semibold text-slate-900">
          Review queue
        </h2>
        <p className="mt-1 text-sm text-slate-600">Applications Autopilot prepared that wait for your approval.</p>
        {/* Always in the page (hidden regions are not always announced); only its spacing depends on the text. */}
        <p aria-live="polite" className={`text-sm font-medium text-green-800 ${message ? 'mt-3' : ''}`}>
          {message}
        </p>
        <div className="mt-4">
          {queue.isPending ? (
            <Spinner label="Loading proposals..." showLabel />
          ) : queue.isError ? (
            <Notice tone="error">
              <p>Could not load the jobs waiting for you. Please try again.</p>
              <Button variant="outline" size="sm" className="mt-3" onClick={() => void queue.refetch()}>
                Try again
              </Button>
            </Notice>
          ) : queue.data.proposals.length === 0 ? (
            <p className="text-sm text-slate-600">
              Nothing is waiting for you. New proposals appear here after each scan.
            </p>
          ) : (
            <ul className="space-y-4">
              {queue.data.proposals.map((proposal) => (
                <li key={proposal._id}>
                  <ProposalCard proposal={proposal} now={now} onDecided={setMessage} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </Card>
      {queue.isSuccess && queue.data.suggestions.length > 0 && <Suggestions suggestions={queue.data.suggestions} />}
    </section>
  );
}

function Suggestions({ suggestions }: { suggestions: readonly AutopilotDecision[] }) {
  return (
    <Card className="mt-6 p-5 sm:p-6">
      <h2 id="autopilot-suggestions-heading" className="text-lg font-semibold text-slate-900">
        Apply yourself
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        These jobs match your settings, but their employers take applications only on their own site or form, so
        Autopilot cannot apply for you.
      </p>
      <ul aria-labelledby="autopilot-suggestions-heading" className="mt-4 divide-y divide-slate-100">
        {suggestions.map((suggestion) => (
          <li
            key={suggestion._id}
            className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between"
          >
            <div className="min-w-0">
              <DecisionJob decision={suggestion} />
              <p className="mt-1 text-sm text-slate-600">
                {suggestion.reason ?? `Apply on: ${methodLabels[suggestion.job.method]}`}
              </p>
            </div>
            <div className="flex w-full items-center gap-3 sm:w-auto sm:shrink-0">
              <DecisionScore score={suggestion.matchScore} className="min-w-0 flex-1 sm:w-36 sm:flex-none" />
              <ButtonLink to={`/jobs/${encodeURIComponent(suggestion.job._id)}`} variant="outline" size="sm">
                Open job<span className="sr-only">: {suggestion.job.title}</span>
              </ButtonLink>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
