import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatSalary } from '@orbit/shared/job-display';
import type { ContactRequest } from '@orbit/shared/outreach-contracts';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { CheckIcon } from '../../../components/icons.tsx';
import { Notice } from '../../../components/notice.tsx';
import { TextareaField } from '../../../components/textarea-field.tsx';
import { errorMessages } from '../../../lib/api-error.ts';
import { relativeTimeLabel } from '../../../lib/relative-time.ts';
import { decideRequest, inboxKey } from '../api/inbox-api.ts';
import { requestStatusText } from '../utils/request-status.ts';
import { MessageBody } from './message-body.tsx';

type Decision = 'accept' | 'decline' | 'report';

const failureTexts = {
  fallback: 'That did not work. Please try again.',
  unexpected: 'Orbit Jobs could not be reached. Please try again.',
};

/**
 * A company's request as the seeker decides it: who asks (and whether the company is verified), about what, for what
 * pay, in their words (as text), until when. Accept opens a conversation; decline takes an optional reason; report
 * sends it to the moderators.
 */
export function ContactRequestCard({
  request,
  now,
  threadId,
}: {
  request: ContactRequest;
  now: Date;
  /** The conversation with this company, once there is one. */
  threadId: string | undefined;
}) {
  const queryClient = useQueryClient();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [justAccepted, setJustAccepted] = useState(false);
  const decide = useMutation({
    mutationFn: (decision: Decision) =>
      decideRequest(request._id, decision, decision === 'decline' ? reason : undefined),
    onSuccess: async (answer) => {
      setJustAccepted(answer.contactRequest.status === 'accepted');
      setDeclining(false);
      await queryClient.invalidateQueries({ queryKey: inboxKey });
    },
  });
  const headingId = `request-${request._id}`;
  const pending = request.status === 'pending';
  return (
    <Card className="p-4 sm:p-5">
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          {request.company.name}
          {request.company.verified && (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
              <CheckIcon className="h-3 w-3" />
              Verified employer
            </span>
          )}
        </h3>
        <dl className="mt-2 grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
          <div>
            <dt className="inline font-medium">{request.job ? 'Job: ' : 'Subject: '}</dt>
            <dd className="inline">{request.job?.title ?? request.subject}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Pay: </dt>
            <dd className="inline">
              {formatSalary({ min: request.salaryMin, max: request.salaryMax, currency: request.salaryCurrency })}
            </dd>
          </div>
          <div>
            <dt className="inline font-medium">Status: </dt>
            <dd className="inline">{requestStatusText(request, now, relativeTimeLabel)}</dd>
          </div>
        </dl>
        <div className="mt-3 rounded-lg bg-slate-50 p-3">
          <MessageBody body={request.message} />
        </div>
        {decide.isError && (
          <Notice tone="error" className="mt-3">
            {errorMessages(decide.error, failureTexts).join(' ')}
          </Notice>
        )}
        {request.status === 'accepted' && threadId && (
          <p className="mt-3 text-sm">
            {justAccepted && 'You accepted: the company now sees your name and contact details. '}
            <Link to={`/inbox/threads/${threadId}`} className="font-semibold text-brand-700 underline">
              Open the conversation
            </Link>
          </p>
        )}
        {pending && declining && (
          <div className="mt-3">
            <TextareaField
              label="Reason (optional, shown to the company)"
              optional
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
        )}
        {pending && (
          <div className="mt-4 flex flex-wrap gap-2">
            {declining ? (
              <>
                <Button variant="danger" disabled={decide.isPending} onClick={() => decide.mutate('decline')}>
                  Decline
                </Button>
                <Button variant="ghost" onClick={() => setDeclining(false)}>
                  Cancel
                </Button>
              </>
            ) : (
              <>
                <Button disabled={decide.isPending} onClick={() => decide.mutate('accept')}>
                  Accept
                </Button>
                <Button variant="outline" disabled={decide.isPending} onClick={() => setDeclining(true)}>
                  Decline
                </Button>
                <Button variant="ghost" disabled={decide.isPending} onClick={() => decide.mutate('report')}>
                  Report as suspicious
                </Button>
              </>
            )}
          </div>
        )}
      </article>
    </Card>
  );
}
