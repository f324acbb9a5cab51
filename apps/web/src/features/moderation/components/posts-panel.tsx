import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useToasts } from '../../../lib/toasts/toasts-context.ts';
import { useNow } from '../../../lib/use-now.ts';
import { moderationQueueQuery, useModerateJob, type ModerationDecision } from '../api/moderation-api.ts';
import { ModerationCard } from './moderation-card.tsx';
import { RejectPostDialog } from './reject-post-dialog.tsx';

/** The posts tab: posts awaiting review, oldest first; moderators approve or reject with a reason. */
export function PostsPanel() {
  const now = useNow();
  const { showToast } = useToasts();
  const queue = useQuery(moderationQueueQuery);
  const moderate = useModerateJob();
  const [rejecting, setRejecting] = useState<{ jobId: string; title: string } | null>(null);

  if (queue.isPending) return <Spinner label="Loading posts awaiting review..." />;

  const decide = (jobId: string, title: string, decision: ModerationDecision) =>
    moderate.mutate(
      { jobId, decision },
      {
        onSuccess: ({ msg }) => {
          showToast(msg || (decision.decision === 'approve' ? `Approved: ${title}` : `Rejected: ${title}`), 'success');
          setRejecting(null);
        },
        onError: (error) =>
          showToast((isApiError(error) && error.msg) || 'Failed to save the decision. Please try again.'),
      },
    );

  return (
    <>
      {queue.isError ? (
        <Notice tone="error">
          <p>Failed to load the posts awaiting review. Please try again later.</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void queue.refetch()}>
            Try again
          </Button>
        </Notice>
      ) : queue.data.length === 0 ? (
        <Card className="p-8 text-center">
          <p className="font-medium text-slate-800">Nothing to review</p>
          <p className="mt-2 text-sm text-slate-600">Posts that need a look appear here.</p>
        </Card>
      ) : (
        <>
          <p className="mb-4 text-sm text-slate-600">
            {queue.data.length === 1 ? '1 post' : `${queue.data.length} posts`} awaiting review. Approved posts go live
            at once; rejected ones are closed and the employer is told why.
          </p>
          <ul className="space-y-6">
            {queue.data.map((item) => (
              <li key={item.job._id}>
                <ModerationCard
                  item={item}
                  now={now}
                  pending={moderate.isPending && moderate.variables?.jobId === item.job._id}
                  onApprove={() => decide(item.job._id, item.job.title, { decision: 'approve', reason: '' })}
                  onReject={() => setRejecting({ jobId: item.job._id, title: item.job.title })}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <RejectPostDialog
        jobTitle={rejecting?.title ?? null}
        pending={moderate.isPending}
        onCancel={() => setRejecting(null)}
        onReject={(reason) => rejecting && decide(rejecting.jobId, rejecting.title, { decision: 'reject', reason })}
      />
    </>
  );
}
