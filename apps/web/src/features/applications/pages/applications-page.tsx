import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { Application } from '@orbit/shared/application-contracts';
import { messages } from '@orbit/shared/messages';
import { Button, ButtonLink } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { Modal } from '../../../components/modal.tsx';
import { Notice } from '../../../components/notice.tsx';
import { PageSpinner } from '../../../components/spinner.tsx';
import { useToasts } from '../../../lib/toasts/toasts-context.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import {
  applyErrorToast,
  myApplicationsQuery,
  notSubmittedToast,
  useSubmitApplication,
} from '../../../lib/applications-api.ts';
import { loginPathFor } from '../../../lib/return-url.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useAcceptOffer } from '../api/accept-offer.ts';
import { useWithdrawApplication } from '../api/withdraw-application.ts';
import { ApplicationCard } from '../components/application-card.tsx';
import { withdrawErrorToast } from '../utils/application-card.ts';

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">My Applications</h1>
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** Spec "Applications" (/applications): every state of the page, withdraw where the status allows it. */
export function ApplicationsPage() {
  useDocumentTitle('My Applications');
  const auth = useAuth();
  const isSeeker = auth.user !== null && auth.user.role !== 'employer';
  const applications = useQuery({ ...myApplicationsQuery, enabled: isSeeker });
  const withdraw = useWithdrawApplication();
  const { showToast } = useToasts();
  const now = useNow();
  const [confirming, setConfirming] = useState<Application | null>(null);
  const acceptOffer = useAcceptOffer();
  const [accepting, setAccepting] = useState<Application | null>(null);
  const reapply = useSubmitApplication();
  const [retrying, setRetrying] = useState<string | null>(null);

  if (auth.loading) return <PageSpinner label="Loading your account..." />;
  if (!auth.isAuthenticated || !auth.user) {
    return (
      <Shell>
        <Card className="p-8 text-center">
          <p className="text-slate-700">{messages.loginToViewApplications}</p>
          <ButtonLink to={loginPathFor('/applications')} className="mt-5">
            Log In
          </ButtonLink>
        </Card>
      </Shell>
    );
  }
  if (!isSeeker) {
    return (
      <Shell>
        <Card className="p-8 text-center">
          <p className="text-slate-700">
            Applications are for job seeker accounts. Your postings are on your dashboard.
          </p>
          <ButtonLink to="/dashboard" className="mt-5">
            Go to Dashboard
          </ButtonLink>
        </Card>
      </Shell>
    );
  }
  if (applications.isPending) return <PageSpinner label="Loading your applications..." />;
  if (applications.isError) {
    return (
      <Shell>
        <Notice tone="error">
          <p>{messages.loadApplicationsFailed}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void applications.refetch()}>
            Try again
          </Button>
        </Notice>
      </Shell>
    );
  }

  const confirmWithdraw = () => {
    if (!confirming) return;
    const target = confirming;
    withdraw.mutate(target._id, {
      onSuccess: () => showToast(messages.applicationWithdrawn, 'success'),
      onError: (error) => showToast(withdrawErrorToast(error)),
      onSettled: () => setConfirming(null),
    });
  };

  const confirmAccept = () => {
    if (!accepting) return;
    acceptOffer.mutate(accepting._id, {
      onSuccess: () => showToast('Offer accepted. The employer has been told.', 'success'),
      onError: (error) =>
        showToast((isApiError(error) && error.msg) || 'Failed to accept the offer. Please try again.'),
      onSettled: () => setAccepting(null),
    });
  };

  // "Try again" on a Failed application: the same job, notes and cover letter; the list refreshes with the new one.
  const retry = (application: Application) => {
    setRetrying(application._id);
    reapply.mutate(
      {
        jobId: application.job._id,
        notes: application.notes,
        coverLetter: application.coverLetter,
        resumeUrl: auth.user?.resumeUrl ?? '',
      },
      {
        onSuccess: (response) =>
          response.application.status === 'Applied'
            ? showToast(messages.applicationSubmitted, 'success')
            : showToast(notSubmittedToast, 'warning'),
        onError: (error) => showToast(applyErrorToast(error)),
        onSettled: () => setRetrying(null),
      },
    );
  };

  const list = applications.data;
  return (
    <Shell>
      {list.length === 0 ? (
        <Card className="p-8 text-center">
          <p className="font-medium text-slate-800">No applications found</p>
          <ButtonLink to="/jobs?fresh=true" className="mt-5">
            Browse Jobs
          </ButtonLink>
        </Card>
      ) : (
        <>
          <p className="mb-4 text-sm text-slate-600">
            {list.length === 1 ? '1 application' : `${list.length} applications`}, newest first
          </p>
          <ul className="space-y-4">
            {list.map((application) => (
              <li key={application._id}>
                <ApplicationCard
                  application={application}
                  now={now}
                  onWithdraw={setConfirming}
                  onAcceptOffer={setAccepting}
                  onRetry={retry}
                  retrying={retrying === application._id}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <Modal
        open={confirming !== null}
        onClose={() => !withdraw.isPending && setConfirming(null)}
        title="Withdraw application?"
        description={
          confirming
            ? `Your application to ${confirming.job.title}${confirming.job.company ? ` at ${confirming.job.company}` : ''} will be withdrawn. This cannot be undone.`
            : undefined
        }
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={withdraw.isPending} onClick={() => setConfirming(null)} data-autofocus>
            Keep application
          </Button>
          <Button variant="danger" disabled={withdraw.isPending} onClick={confirmWithdraw}>
            {withdraw.isPending ? 'Withdrawing...' : 'Withdraw'}
          </Button>
        </div>
      </Modal>
      <Modal
        open={accepting !== null}
        onClose={() => !acceptOffer.isPending && setAccepting(null)}
        title="Accept this offer?"
        description={
          accepting
            ? `You accept the offer for ${accepting.job.title}${accepting.job.company ? ` at ${accepting.job.company}` : ''}. The employer is told at once.`
            : undefined
        }
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={acceptOffer.isPending} onClick={() => setAccepting(null)} data-autofocus>
            Not yet
          </Button>
          <Button disabled={acceptOffer.isPending} onClick={confirmAccept}>
            {acceptOffer.isPending ? 'Accepting...' : 'Accept offer'}
          </Button>
        </div>
      </Modal>
    </Shell>
  );
}
