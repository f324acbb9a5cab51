import { Link } from 'react-router';
import { canWithdraw, type Application } from '@orbit/shared/application-contracts';
import { ageLabel, applicationMatchColour } from '@orbit/shared/job-display';
import { seekerNoResponseDays } from '@orbit/shared/posting-contracts';
import { ApplicationStatusBadge } from '../../../components/application-status-badge.tsx';
import { Button } from '../../../components/button.tsx';
import { ClockIcon, MapPinIcon, RocketIcon } from '../../../components/icons.tsx';
import { MatchBar } from '../../../components/match-bar.tsx';
import { SubmissionFailed } from '../../../components/submission-failed.tsx';
import { canAcceptOffer, noResponseNote, separateFailureReason, submittedDate } from '../utils/application-card.ts';
import { ExternalSubmission } from './external-submission.tsx';

function TextBlock({ title, text }: { title: string; text: string }) {
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-slate-800">{title}</h3>
      <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{text}</p>
    </div>
  );
}

/** One item of My Applications (spec section 2, Applications; section 4, statuses and external card). */
export function ApplicationCard({
  application,
  now,
  onWithdraw,
  onAcceptOffer,
  onRetry,
  retrying,
}: {
  application: Application;
  now: Date;
  onWithdraw: (application: Application) => void;
  onAcceptOffer: (application: Application) => void;
  /** Applies again after a failed submission (the server retires the failed attempt). */
  onRetry: (application: Application) => void;
  retrying: boolean;
}) {
  const { job } = application;
  const failed = application.status === 'Failed';
  const applied = ageLabel(application.appliedAt || application.createdAt, now);
  // A failed one shows its reason in the failure box below.
  const failureReason = failed ? null : separateFailureReason(application);
  const noResponse = noResponseNote(application, now, seekerNoResponseDays);
  return (
    <article className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-slate-900">
            <Link to={`/jobs/${encodeURIComponent(job._id)}`} className="rounded hover:text-brand-700 hover:underline">
              {job.title}
            </Link>
          </h2>
          <p className="text-sm font-medium text-slate-700">{job.company}</p>
          {job.location && (
            <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-slate-600">
              <MapPinIcon className="h-4 w-4 text-slate-400" />
              {job.location}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:justify-end">
          {application.autopilotGenerated && (
            <span className="inline-flex items-center gap-1 rounded-full bg-violet-50 px-2.5 py-0.5 text-xs font-semibold text-violet-800 ring-1 ring-violet-200">
              <RocketIcon className="h-3.5 w-3.5" />
              Autopilot
            </span>
          )}
          <ApplicationStatusBadge status={application.status} />
        </div>
      </div>

      {applied && (
        <p className="mt-3 text-sm text-slate-600">
          Applied <time dateTime={application.appliedAt}>{applied.toLowerCase()}</time>
        </p>
      )}
      {application.followedUpAt && (
        <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-violet-800">
          <RocketIcon className="h-4 w-4" />
          Autopilot followed up on{' '}
          <time dateTime={application.followedUpAt}>{submittedDate(application.followedUpAt)}</time>
        </p>
      )}
      {noResponse && (
        <p className="mt-1 inline-flex items-center gap-1.5 text-sm font-medium text-amber-800">
          <ClockIcon className="h-4 w-4" />
          {noResponse}
        </p>
      )}
      {canAcceptOffer(application.status) && (
        <div className="mt-4 flex flex-col gap-3 rounded-xl bg-green-50 p-4 ring-1 ring-green-200 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm font-medium text-green-900">
            You have an offer for this job. Accept it to let the employer know.
          </p>
          <Button size="sm" className="shrink-0" onClick={() => onAcceptOffer(application)}>
            Accept offer<span className="sr-only"> for {job.title}</span>
          </Button>
        </div>
      )}
      {application.matchScore !== null && (
        <MatchBar
          score={application.matchScore}
          colour={applicationMatchColour(application.matchScore)}
          className="mt-3 max-w-xs"
        />
      )}
      {failed && (
        <div className="mt-4">
          <SubmissionFailed
            headingLevel="h3"
            reason={application.failureReason}
            companySiteUrl={job.companySiteUrl}
            retrying={retrying}
            onRetry={() => onRetry(application)}
            context={`for ${job.title}`}
          />
        </div>
      )}
      {application.isExternal && application.externalSubmissionDetails && (
        <ExternalSubmission details={application.externalSubmissionDetails} failed={failed} />
      )}
      {failureReason && <TextBlock title="What went wrong" text={failureReason} />}
      {application.notes && <TextBlock title="Your notes" text={application.notes} />}
      {application.feedback && <TextBlock title="Employer feedback" text={application.feedback} />}
      {application.coverLetter && (
        <details className="mt-4 text-sm">
          <summary className="cursor-pointer font-semibold text-slate-800">Cover letter</summary>
          <p className="mt-2 whitespace-pre-line text-slate-700">{application.coverLetter}</p>
        </details>
      )}
      {canWithdraw(application.status) && (
        <div className="mt-5 flex justify-end">
          <Button variant="outline" size="sm" onClick={() => onWithdraw(application)}>
            Withdraw<span className="sr-only"> application to {job.title}</span>
          </Button>
        </div>
      )}
    </article>
  );
}
