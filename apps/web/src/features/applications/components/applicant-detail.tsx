import type { Applicant, ApplicationUpdate } from '@orbit/shared/pipeline-contracts';
import { Button } from '../../../components/button.tsx';
import { ExternalLinkIcon } from '../../../components/icons.tsx';
import { safeHttpUrl } from '../../../lib/external-url.ts';
import { decisiveReasons } from '../utils/applicant-labels.ts';
import { statusActions, type StatusAction } from '../utils/status-actions.ts';
import { MessageApplicantButton } from './message-applicant-button.tsx';
import { SavedTextField } from './saved-text-field.tsx';

/** The resume link: a signed, expiring address the server made for this employer; same-site paths are kept as they are. */
const resumeHref = (url: string | null): string | null =>
  url === null ? null : url.startsWith('/') && !url.startsWith('//') ? url : safeHttpUrl(url);

function MatchReasons({ applicant }: { applicant: Applicant }) {
  const reasons = decisiveReasons(applicant.matchBreakdown);
  const matched = applicant.matchBreakdown?.matchedSkills ?? [];
  const missing = applicant.matchBreakdown?.missingSkills ?? [];
  if (reasons.length === 0 && matched.length + missing.length === 0) return null;
  return (
    <section>
      <h3 className="text-sm font-semibold text-slate-900">Why this match</h3>
      {(matched.length > 0 || missing.length > 0) && (
        <p className="mt-1 text-sm text-slate-700">
          {matched.length > 0 && <>Has {matched.join(', ')}. </>}
          {missing.length > 0 && <>Lacks {missing.join(', ')}.</>}
        </p>
      )}
      {reasons.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm">
          {reasons.map((reason, index) => (
            <li key={`${index}-${reason.text}`} className="flex gap-2 text-slate-700">
              <span aria-hidden="true" className={reason.effect === 'positive' ? 'text-green-700' : 'text-red-700'}>
                {reason.effect === 'positive' ? '+' : '−'}
              </span>
              <span>
                <span className="sr-only">{reason.effect === 'positive' ? 'For: ' : 'Against: '}</span>
                {reason.text}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface ApplicantDetailProps {
  id: string;
  applicant: Applicant;
  saving: boolean;
  onUpdate: (update: ApplicationUpdate) => void;
  onAction: (action: StatusAction) => void;
}

/**
 * The opened application: why it matches, the cover letter, Autopilot's follow-up (if one was made), the resume, the
 * moves allowed, feedback and private notes.
 */
export function ApplicantDetail({ id, applicant, saving, onUpdate, onAction }: ApplicantDetailProps) {
  const actions = statusActions(applicant.status);
  const resume = resumeHref(applicant.resumeUrl);
  return (
    <div id={id} className="mt-4 space-y-5 border-t border-slate-200 pt-4">
      {applicant.seeker._id && <MessageApplicantButton applicationId={applicant._id} name={applicant.seeker.name} />}
      <MatchReasons applicant={applicant} />
      <section>
        <h3 className="text-sm font-semibold text-slate-900">Cover letter</h3>
        {applicant.coverLetter.trim() ? (
          <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{applicant.coverLetter.trim()}</p>
        ) : (
          <p className="mt-1 text-sm text-slate-500">No cover letter was sent.</p>
        )}
      </section>
      {applicant.followUpMessage && (
        <section>
          <h3 className="text-sm font-semibold text-slate-900">Follow-up from the candidate (sent by Autopilot)</h3>
          {applicant.followedUpAt && (
            <p className="mt-1 text-xs text-slate-500">
              <time dateTime={applicant.followedUpAt}>
                {new Date(applicant.followedUpAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}
              </time>
            </p>
          )}
          <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{applicant.followUpMessage}</p>
        </section>
      )}
      <section>
        <h3 className="text-sm font-semibold text-slate-900">Resume</h3>
        {resume ? (
          <a
            href={resume}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-1 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
          >
            Open resume
            <ExternalLinkIcon className="h-4 w-4" />
            <span className="sr-only"> of {applicant.seeker.name} (opens in a new tab)</span>
          </a>
        ) : (
          <p className="mt-1 text-sm text-slate-500">No resume was sent with this application.</p>
        )}
      </section>
      <section>
        <h3 className="text-sm font-semibold text-slate-900">Status</h3>
        {actions.length > 0 ? (
          <div className="mt-2 flex flex-wrap gap-2">
            {actions.map((action) => (
              <Button
                key={action.status}
                size="sm"
                variant={
                  action.status === 'Rejected' ? 'outline' : action.status === 'Offered' ? 'primary' : 'secondary'
                }
                disabled={saving}
                onClick={() => onAction(action)}
              >
                {action.label}
                {action.withMessage && '…'}
              </Button>
            ))}
          </div>
        ) : (
          <p className="mt-1 text-sm text-slate-500">
            {applicant.status === 'Offered'
              ? 'Waiting for the candidate to accept the offer.'
              : 'This application has its final status.'}
          </p>
        )}
      </section>
      <SavedTextField
        key={`feedback-${applicant.feedback}`}
        label="Feedback to the candidate"
        hint={`The candidate sees this on My Applications.${applicant.feedbackBy ? ` Last written by ${applicant.feedbackBy}.` : ''}`}
        value={applicant.feedback}
        maxLength={5000}
        saving={saving}
        onSave={(feedback) => onUpdate({ feedback })}
      />
      <SavedTextField
        key={`notes-${applicant.employerNotes}`}
        label="Private notes — never shared with the candidate"
        hint={`Only people at your company see these.${applicant.employerNotesBy ? ` Last written by ${applicant.employerNotesBy}.` : ''}`}
        value={applicant.employerNotes}
        maxLength={10_000}
        saving={saving}
        tone="private"
        onSave={(employerNotes) => onUpdate({ employerNotes })}
      />
    </div>
  );
}
