import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { applyFailureMessage, applyOutcomeMessage, type ApplyResponse } from '@orbit/shared/application-contracts';
import { messages } from '@orbit/shared/messages';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { SubmissionFailed } from '../../../components/submission-failed.tsx';
import { useToasts } from '../../../lib/toasts/toasts-context.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import {
  applyErrorToast,
  myApplicationsQuery,
  notSubmittedToast,
  useSubmitApplication,
} from '../../../lib/applications-api.ts';
import { isExternalJob, type CatalogueJob } from '../../../lib/catalogue.ts';
import { eligibilityBadgeFor, eligibilityLabel } from '../../../lib/job-terms.ts';
import { loginPathFor } from '../../../lib/return-url.ts';
import {
  applicationForJob,
  applyPanelKind,
  applyViewer,
  directApplyLink,
  failedAttemptForJob,
  isAlreadyApplied,
  redirectTarget,
} from '../utils/apply-panel.ts';
import type { ApplyDraft } from './apply-fields.tsx';
import {
  ApiApplyPanel,
  EmailApplyPanel,
  EmployerApplyNote,
  FormApplyPanel,
  LoginRequiredPanel,
  TwoStepApplyPanel,
  UrlApplyPanel,
  type ApplyAttempt,
} from './apply-method-panels.tsx';
import { ApplySourceCredit } from './apply-source-credit.tsx';
import { ApplySubmitted } from './apply-submitted.tsx';
import { IneligibleNotice } from './ineligible-notice.tsx';
import { openPendingTab } from './apply-tab.ts';

/** The apply area of a job (spec section 4, "Applying"): one panel per job kind and application method. */
export function JobApplyPanel({ job }: { job: CatalogueJob }) {
  const auth = useAuth();
  const { showToast } = useToasts();
  const navigate = useNavigate();
  const location = useLocation();
  const viewer = applyViewer(auth);
  const kind = applyPanelKind(job, viewer);
  // Seekers only: the list says whether this job was applied to before (one application per job).
  const applications = useQuery({ ...myApplicationsQuery, enabled: viewer === 'seeker' });
  const existing = viewer === 'seeker' ? applicationForJob(applications.data, job._id) : null;
  const failedAttempt = viewer === 'seeker' ? failedAttemptForJob(applications.data, job._id) : null;
  const mutation = useSubmitApplication();
  const [result, setResult] = useState<ApplyResponse | null>(null);
  // What the last attempt sent, so "Try again" after a failed submission sends the same notes and cover letter.
  const [lastDraft, setLastDraft] = useState<ApplyDraft | null>(null);
  const [alreadyApplied, setAlreadyApplied] = useState(false);
  // null: no failure; otherwise the server's reason when it says more than the spec's text (e.g. no resume yet).
  const [failure, setFailure] = useState<string | null>(null);
  // A job not open where the seeker lives asks for a confirmation before its apply area (ineligible-notice.tsx).
  const seekerCountry = viewer === 'seeker' ? (auth.user?.country ?? null) : null;
  const notOpenToSeeker = eligibilityBadgeFor(job.eligibility, seekerCountry).verdict === 'closed';
  const [confirmedIneligible, setConfirmedIneligible] = useState(false);

  async function submit(draft: ApplyDraft): Promise<ApplyAttempt> {
    setFailure(null);
    setLastDraft(draft);
    try {
      const response = await mutation.mutateAsync({
        jobId: job._id,
        notes: draft.notes,
        coverLetter: draft.coverLetter,
        resumeUrl: auth.user?.resumeUrl ?? '',
      });
      setResult(response);
      // The spec's success toast, unless the employer's system refused it (the box then explains).
      if (response.application.status === 'Applied') showToast(messages.applicationSubmitted, 'success');
      else showToast(notSubmittedToast, 'warning');
      return { kind: 'submitted', response };
    } catch (error) {
      if (isAlreadyApplied(error)) {
        setAlreadyApplied(true);
        showToast(messages.alreadyApplied, 'info');
        return { kind: 'already-applied' };
      }
      const toast = applyErrorToast(error);
      showToast(toast);
      setFailure(toast === messages.applicationSubmitFailed ? '' : toast);
      return { kind: 'failed' };
    }
  }

  function continueToApplication(draft: ApplyDraft) {
    const tab = openPendingTab();
    void submit(draft).then((attempt) => {
      if (attempt.kind === 'submitted') tab.go(redirectTarget(attempt.response));
      else if (attempt.kind === 'already-applied') tab.go(directApplyLink(job));
      else tab.close();
    });
  }

  const props = { job, submit, pending: mutation.isPending };
  // A failed attempt — just now, or found in the seeker's list — is shown as such, never as submitted: the employer
  // never got it.
  const failed = result
    ? result.application.status === 'Applied'
      ? null
      : result.application
    : existing || alreadyApplied
      ? null
      : failedAttempt;
  let area;
  if (failed) {
    const retryDraft = lastDraft ?? { notes: failed.notes, coverLetter: failed.coverLetter };
    area = (
      <SubmissionFailed
        reason={failed.failureReason}
        companySiteUrl={failed.job.companySiteUrl}
        retrying={mutation.isPending}
        onRetry={() => void submit(retryDraft)}
      />
    );
  } else if (result) {
    const continueUrl = result.application.externalSubmissionDetails?.method === 'url' ? redirectTarget(result) : null;
    area = (
      <ApplySubmitted
        message={applyOutcomeMessage(result)}
        application={result.application}
        continueUrl={continueUrl}
      />
    );
  } else if (existing || alreadyApplied) {
    area = <ApplySubmitted message={messages.alreadyApplied} application={existing} />;
  } else if (kind === 'loading' || (viewer === 'seeker' && applications.isPending)) {
    area = <Spinner label="Checking whether you can apply..." showLabel />;
  } else if (notOpenToSeeker && seekerCountry && !confirmedIneligible) {
    area = (
      <IneligibleNotice
        openTo={eligibilityLabel(job.eligibility)}
        seekerLocation={auth.user?.location || seekerCountry.name}
        seekerCountryCode={seekerCountry.code}
        onConfirm={() => setConfirmedIneligible(true)}
      />
    );
  } else if (kind === 'employer') {
    area = <EmployerApplyNote />;
  } else if (kind === 'login-required') {
    area = <LoginRequiredPanel loginPath={loginPathFor(`${location.pathname}${location.search}`)} />;
  } else if (kind === 'native') {
    area = (
      <TwoStepApplyPanel
        {...props}
        title="Apply for this job"
        intro={<p>Apply with your Orbit Jobs profile and resume. A cover letter and notes are optional.</p>}
        notesHint="Anything else the employer should know."
        onFirstClick={() => {
          if (viewer === 'seeker') return true;
          void navigate(loginPathFor(`/jobs/${job._id}`));
          return false;
        }}
      />
    );
  } else if (kind === 'email') {
    area = <EmailApplyPanel {...props} replyTo={auth.user?.email ?? 'your e-mail address'} />;
  } else if (kind === 'url') {
    area = (
      <UrlApplyPanel
        job={job}
        pending={mutation.isPending}
        onContinue={continueToApplication}
        directLink={directApplyLink(job)}
      />
    );
  } else if (kind === 'form') {
    area = <FormApplyPanel {...props} />;
  } else if (kind === 'api') {
    area = <ApiApplyPanel {...props} />;
  } else {
    area = (
      <TwoStepApplyPanel
        {...props}
        title="Apply for this job"
        intro={<p>The employer did not say how it takes applications. We save yours with your profile and resume.</p>}
        notesHint="Kept with your application."
      />
    );
  }

  return (
    <div>
      {area}
      {failure !== null && (!result || failed) && (
        <Notice tone="error" className="mt-4">
          <p>{applyFailureMessage}</p>
          {failure && <p className="mt-1">{failure}</p>}
        </Notice>
      )}
      {isExternalJob(job) && <ApplySourceCredit job={job} />}
    </div>
  );
}
