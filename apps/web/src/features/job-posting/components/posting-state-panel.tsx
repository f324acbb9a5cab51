import { useState } from 'react';
import type { PostedJob } from '@orbit/shared/posting-contracts';
import { Button, ButtonLink } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { PostingStatusBadge } from '../../../components/posting-status-badge.tsx';
import { useToasts } from '../../../lib/toasts/toasts-context.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { longDate } from '../../../lib/job-terms.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useRenewPosting } from '../api/postings-api.ts';
import { closedReasonLabel, runsUntilLabel } from '../utils/posting-state.ts';
import { ClosePostingDialog } from './close-posting-dialog.tsx';

/** The edit page's header card: the post's state, its figures, and what can be done to it (renew, close). */
export function PostingStatePanel({ posting }: { posting: PostedJob }) {
  const now = useNow();
  const { showToast } = useToasts();
  const [closing, setClosing] = useState(false);
  const renew = useRenewPosting(posting._id);
  const jobPath = `/jobs/${encodeURIComponent(posting._id)}`;
  const runs = runsUntilLabel(posting, now);

  const onRenew = () =>
    renew.mutate(undefined, {
      onSuccess: (renewed) =>
        showToast(`Renewed: the post now runs until ${longDate(renewed.expiresAt) ?? 'a month from now'}.`, 'success'),
      onError: (error) => showToast((isApiError(error) && error.msg) || 'Failed to renew the job. Please try again.'),
    });

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <PostingStatusBadge status={posting.postingStatus} />
            {posting.postingStatus === 'Closed' && (
              <span className="text-sm text-slate-600">{closedReasonLabel(posting.closedReason)}</span>
            )}
          </div>
          <p className="text-sm text-slate-600">
            Posted {longDate(posting.postedAt) ?? '—'}
            {runs && ` · ${runs}`}
          </p>
          <p className="text-sm text-slate-600">
            {posting.applicants === 1 ? '1 applicant' : `${posting.applicants} applicants`} ·{' '}
            {posting.views === 1 ? '1 view' : `${posting.views} views`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={`${jobPath}/applicants`} variant="outline" size="sm">
            Applicants
          </ButtonLink>
          {posting.postingStatus === 'Active' && (
            <ButtonLink to={jobPath} variant="outline" size="sm">
              View job
            </ButtonLink>
          )}
          {posting.canRenew && (
            <Button size="sm" variant="secondary" disabled={renew.isPending} onClick={onRenew}>
              {renew.isPending ? 'Renewing...' : 'Renew for 30 days'}
            </Button>
          )}
          {posting.postingStatus !== 'Closed' && (
            <Button size="sm" variant="danger" onClick={() => setClosing(true)}>
              Close job
            </Button>
          )}
        </div>
      </div>
      {posting.postingStatus === 'Pending' && (
        <div className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          <p className="font-semibold">Awaiting review by a moderator</p>
          {posting.findings.length > 0 ? (
            <ul className="mt-1 list-disc pl-5">
              {posting.findings.map((finding) => (
                <li key={finding.code}>{finding.message}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-1">
              Posts from employers whose company is not verified yet are checked before they go live.
            </p>
          )}
        </div>
      )}
      {posting.postingStatus === 'Closed' && posting.closedMessage && (
        <div className="mt-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200">
          <p className="font-semibold text-slate-900">
            {posting.closedReason === 'rejected' ? 'Reason given by the moderator' : 'Message sent to applicants'}
          </p>
          <p className="mt-1 whitespace-pre-line">{posting.closedMessage}</p>
        </div>
      )}
      <ClosePostingDialog
        open={closing}
        onClose={() => setClosing(false)}
        jobId={posting._id}
        jobTitle={posting.title}
      />
    </Card>
  );
}
