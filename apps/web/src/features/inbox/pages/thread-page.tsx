import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { ArrowLeftIcon } from '../../../components/icons.tsx';
import { Notice } from '../../../components/notice.tsx';
import { PageSpinner } from '../../../components/spinner.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useSignedInUser } from '../../../lib/auth/auth-context.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useNow } from '../../../lib/use-now.ts';
import { threadQuery } from '../api/inbox-api.ts';
import { unreadKey } from '../api/unread-count.ts';
import { Composer } from '../components/composer.tsx';
import { MessageList } from '../components/message-list.tsx';

/**
 * /inbox/threads/:id: one conversation. Messages are text; a seeker is warned when the company wrote something held
 * for review, and can report any of the company's messages. Opening it marks it read, so the header's count is
 * asked again.
 */
export function ThreadPage() {
  const { id = '' } = useParams();
  const user = useSignedInUser();
  const now = useNow();
  const queryClient = useQueryClient();
  const answer = useQuery({ ...threadQuery(id), refetchInterval: 30_000 });
  const data = answer.data;
  useDocumentTitle(data ? `Conversation with ${data.thread.with}` : 'Conversation');
  useEffect(() => {
    if (data) void queryClient.invalidateQueries({ queryKey: unreadKey });
  }, [data, queryClient]);

  if (answer.isPending) return <PageSpinner label="Loading the conversation..." />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
      <Link
        to="/inbox"
        className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeftIcon className="h-4 w-4" />
        Inbox
      </Link>
      {answer.isError ? (
        isApiError(answer.error, 404) ? (
          <Notice tone="info" className="mt-4">
            Conversation not found. It may belong to another account.
          </Notice>
        ) : (
          <Notice tone="error" className="mt-4">
            <p>Failed to load the conversation. Please try again later.</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void answer.refetch()}>
              Try again
            </Button>
          </Notice>
        )
      ) : (
        <>
          <h1 className="mt-3 break-words text-2xl font-bold text-slate-900">{answer.data.thread.with}</h1>
          {answer.data.thread.job && <p className="text-sm text-slate-600">About: {answer.data.thread.job.title}</p>}
          {answer.data.warning && (
            <Notice tone="warning" className="mt-4">
              {answer.data.warning}
            </Notice>
          )}
          <div className="mt-6">
            <MessageList
              threadId={id}
              messages={answer.data.messages}
              other={answer.data.thread.with}
              canReport={user.role !== 'employer'}
              now={now}
            />
          </div>
          {answer.data.canPost ? (
            <Composer threadId={id} />
          ) : (
            <Notice tone="info" className="mt-6">
              You can no longer write in this conversation.
            </Notice>
          )}
        </>
      )}
    </div>
  );
}
