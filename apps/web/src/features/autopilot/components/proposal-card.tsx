import { useState } from 'react';
import { autopilotBounds, type AutopilotDecision } from '@orbit/shared/autopilot-contracts';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/notice.tsx';
import { TextareaField } from '../../../components/textarea-field.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useDecideProposal } from '../api/queue-api.ts';
import { expiryText, methodLabels } from '../utils/autopilot-text.ts';
import { DecisionJob, DecisionScore, MatchReasons } from './decision-parts.tsx';

/**
 * One proposal waiting for the seeker: the job, its score and reasons, how it would be sent, until when it waits,
 * and the exact cover letter, editable. Approve sends the letter as it stands in the box.
 */
export function ProposalCard({
  proposal,
  now,
  onDecided,
}: {
  proposal: AutopilotDecision;
  now: Date;
  onDecided: (message: string) => void;
}) {
  const [coverLetter, setCoverLetter] = useState(proposal.coverLetter);
  const [error, setError] = useState<string | null>(null);
  const decide = useDecideProposal();
  const expiry = expiryText(proposal.expiresAt, now);
  const tooLong = coverLetter.length > autopilotBounds.baseCoverLetter;
  const pending = decide.isPending ? decide.variables.decision : null;

  const send = (decision: 'approve' | 'skip') => {
    setError(null);
    decide.mutate(
      decision === 'approve' ? { id: proposal._id, decision, coverLetter } : { id: proposal._id, decision },
      {
        onSuccess: ({ msg }) => onDecided(msg),
        onError: (failure) =>
          setError((isApiError(failure) && failure.msg) || 'Could not record your decision. Please try again.'),
      },
    );
  };

  return (
    <article aria-labelledby={`proposal-${proposal._id}`} className="rounded-xl p-4 ring-1 ring-slate-200 sm:p-5">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <DecisionJob decision={proposal} headingId={`proposal-${proposal._id}`} />
        <DecisionScore score={proposal.matchScore} />
      </div>
      <MatchReasons reasons={proposal.matchReasons} />
      <dl className="mt-3 grid gap-1 text-sm text-slate-600 sm:grid-cols-2">
        <div>
          <dt className="inline font-medium text-slate-700">How: </dt>
          <dd className="inline">{methodLabels[proposal.job.method]}</dd>
        </div>
        {expiry && (
          <div>
            <dt className="sr-only">Waits for you</dt>
            <dd>{expiry}</dd>
          </div>
        )}
      </dl>
      <TextareaField
        label="Cover letter"
        className="mt-4"
        rows={8}
        maxLength={autopilotBounds.baseCoverLetter}
        value={coverLetter}
        onChange={(event) => setCoverLetter(event.target.value)}
        hint={`Sent exactly as written here (${coverLetter.length} of ${autopilotBounds.baseCoverLetter} characters).`}
      />
      {error && (
        <Notice tone="error" className="mt-3">
          {error}
        </Notice>
      )}
      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={decide.isPending} onClick={() => send('skip')}>
          {pending === 'skip' ? 'Skipping...' : 'Skip'}
          <span className="sr-only"> {proposal.job.title}</span>
        </Button>
        <Button disabled={decide.isPending || tooLong || !proposal.job.isLive} onClick={() => send('approve')}>
          {pending === 'approve' ? 'Approving...' : 'Approve'}
          <span className="sr-only"> {proposal.job.title}</span>
        </Button>
      </div>
    </article>
  );
}
