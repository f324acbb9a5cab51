import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, ButtonLink } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { Notice } from '../../../components/notice.tsx';
import { RoleNoticePage } from '../../../components/role-notice-page.tsx';
import { PageSpinner } from '../../../components/spinner.tsx';
import { useToasts } from '../../../lib/toasts/toasts-context.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useSignedInUser } from '../../../lib/auth/auth-context.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useNow } from '../../../lib/use-now.ts';
import { moderationQueueQuery, useModerateJob, type ModerationDecision } from '../api/moderation-api.ts';
import { ModerationCard } from '../components/moderation-card.tsx';
import { RejectPostDialog } from '../components/reject-post-dialog.tsx';

/** /moderation: posts awaiting review, oldest first; moderators approve or reject with a reason. */
export function ModerationPage() {
  useDocumentTitle('Moderation');
  const user = useSignedInUser();
  const now = useNow();
  const { showToast } = useToasts();
  const queue = useQuery({ ...moderationQueueQuery, enabled: user.isModerator });
  const moderate = useModerateJob();
  const [rejecting, setRejecting] = useState<{ jobId: string; title: string } | null>(null);

  if (!user.isModerator) {
    return (
      <RoleNoticePage
        title="Moderation is not available"
        actions={<ButtonLink to="/dashboard">Go to Dashboard</ButtonLink>}
      >
        <p>This page is for Orbit Jobs moderators, who review job posts before they go live.</p>
      </RoleNoticePage>
    );
  }
  if (queue.isPending) return <PageSpinner label="Loading posts awaiting review..." />;

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
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Moderation</h1>
      <p className="mt-2 text-slate-600">
        Job posts awaiting review, oldest first. Approved posts go live at once; rejected ones are closed and the
        employer is told why.
      </p>
      <div className="mt-6">
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
              {queue.data.length === 1 ? '1 post' : `${queue.data.length} posts`} awaiting review
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
      </div>
      <RejectPostDialog
        jobTitle={rejecting?.title ?? null}
        pending={moderate.isPending}
        onCancel={() => setRejecting(null)}
        onReject={(reason) => rejecting && decide(rejecting.jobId, rejecting.title, { decision: 'reject', reason })}
      />
    </div>
  );
}
