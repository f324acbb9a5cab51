import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/notice.tsx';
import { PageSpinner } from '../../../components/spinner.tsx';
import { useSignedInUser } from '../../../lib/auth/auth-context.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useNow } from '../../../lib/use-now.ts';
import { inboxQuery } from '../api/inbox-api.ts';
import { ContactRequestCard } from '../components/contact-request-card.tsx';
import { SentRequestList } from '../components/sent-request-list.tsx';
import { ThreadList } from '../components/thread-list.tsx';

/**
 * /inbox: a seeker's contact requests to answer, then their conversations; an employer's conversations, then the
 * requests their company sent.
 */
export function InboxPage() {
  useDocumentTitle('Inbox');
  const user = useSignedInUser();
  const now = useNow();
  const inbox = useQuery(inboxQuery);
  const isSeeker = user.role !== 'employer';

  if (inbox.isPending) return <PageSpinner label="Loading your inbox..." />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold text-slate-900">Inbox</h1>
      {inbox.isError ? (
        <Notice tone="error" className="mt-4">
          <p>Failed to load your inbox. Please try again later.</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void inbox.refetch()}>
            Try again
          </Button>
        </Notice>
      ) : isSeeker ? (
        <>
          <section aria-labelledby="requests-heading" className="mt-6">
            <h2 id="requests-heading" className="text-lg font-semibold text-slate-900">
              Contact requests
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Companies asking to talk. Your name and contact details are shared only if you accept. Never pay to get a
              job.
            </p>
            {inbox.data.requests.length === 0 ? (
              <p className="mt-3 text-sm text-slate-600">No contact requests.</p>
            ) : (
              <ul className="mt-3 space-y-3">
                {inbox.data.requests.map((request) => (
                  <li key={request._id}>
                    <ContactRequestCard
                      request={request}
                      now={now}
                      threadId={inbox.data.threads.find((thread) => thread.company._id === request.company._id)?._id}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="threads-heading" className="mt-8">
            <h2 id="threads-heading" className="mb-3 text-lg font-semibold text-slate-900">
              Conversations
            </h2>
            <ThreadList threads={inbox.data.threads} now={now} />
          </section>
        </>
      ) : (
        <>
          <section aria-labelledby="threads-heading" className="mt-6">
            <h2 id="threads-heading" className="mb-3 text-lg font-semibold text-slate-900">
              Conversations
            </h2>
            <ThreadList threads={inbox.data.threads} now={now} />
          </section>
          <section aria-labelledby="sent-heading" className="mt-8">
            <h2 id="sent-heading" className="mb-3 text-lg font-semibold text-slate-900">
              Requests you sent
            </h2>
            <SentRequestList requests={inbox.data.requests} now={now} />
          </section>
        </>
      )}
    </div>
  );
}
