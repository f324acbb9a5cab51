import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ApplyResponse } from '@orbit/shared/application-contracts';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { ExternalLinkIcon, MailIcon } from '../../../components/icons.tsx';
import type { CatalogueJob } from '../../../lib/catalogue.ts';
import { safeHttpUrl } from '../../../lib/external-url.ts';
import { ApplyFields, emptyDraft, type ApplyDraft } from './apply-fields.tsx';

export type ApplyAttempt =
  { kind: 'submitted'; response: ApplyResponse } | { kind: 'already-applied' } | { kind: 'failed' };

export interface MethodPanelProps {
  job: CatalogueJob;
  submit: (draft: ApplyDraft) => Promise<ApplyAttempt>;
  pending: boolean;
}

function PanelHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <>
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {children && <div className="mt-2 text-sm text-slate-600">{children}</div>}
    </>
  );
}

/**
 * The two-click flow of native jobs and of unknown application methods (spec section 4): the first click opens
 * the optional notes and cover letter, the second submits. `onFirstClick` returning false stops there (a
 * signed-out visitor is sent to log in instead).
 */
export function TwoStepApplyPanel({
  title,
  intro,
  notesHint,
  submit,
  pending,
  onFirstClick,
}: {
  title: string;
  intro: ReactNode;
  notesHint: string;
  submit: MethodPanelProps['submit'];
  pending: boolean;
  onFirstClick?: () => boolean;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<ApplyDraft>(emptyDraft);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(draft);
  };
  return (
    <div>
      <PanelHeading title={title}>{intro}</PanelHeading>
      {open ? (
        <form onSubmit={onSubmit} className="mt-4 space-y-4">
          <ApplyFields draft={draft} onChange={setDraft} notesHint={notesHint} disabled={pending} />
          <Button type="submit" fullWidth disabled={pending}>
            {pending ? 'Submitting...' : 'Submit Application'}
          </Button>
          <Button variant="ghost" fullWidth disabled={pending} onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </form>
      ) : (
        <Button fullWidth className="mt-4" onClick={() => (onFirstClick?.() ?? true) && setOpen(true)}>
          Apply Now
        </Button>
      )}
    </div>
  );
}

/** email: an optional cover letter, sent with the seeker's resume to the address shown. */
export function EmailApplyPanel({ job, submit, pending, replyTo }: MethodPanelProps & { replyTo: string }) {
  const [draft, setDraft] = useState<ApplyDraft>(emptyDraft);
  const destination = job.applicationMethod.value.trim();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(draft);
  };
  return (
    <form onSubmit={onSubmit}>
      <PanelHeading title="Apply by email">
        <p>
          Your application is e-mailed to{' '}
          {destination ? (
            <span className="inline-flex items-center gap-1 font-semibold break-all text-slate-900">
              <MailIcon className="h-4 w-4 shrink-0 text-slate-500" />
              {destination}
            </span>
          ) : (
            "the employer's hiring address"
          )}{' '}
          with your resume attached. Replies go to {replyTo}.
        </p>
      </PanelHeading>
      <div className="mt-4">
        <ApplyFields draft={draft} onChange={setDraft} fields={['coverLetter']} disabled={pending} />
      </div>
      <Button type="submit" fullWidth className="mt-4" disabled={pending}>
        {pending ? 'Sending...' : 'Send Application Email'}
      </Button>
    </form>
  );
}

/**
 * url: 'Continue to Application' saves the application, then opens the company's page in a new tab. The tab
 * is opened during the click (a window opened after an await counts as a popup and is blocked) and sent to the
 * address once the save answers; `onContinue` does that part.
 */
export function UrlApplyPanel({
  job,
  pending,
  onContinue,
  directLink,
}: Omit<MethodPanelProps, 'submit'> & {
  onContinue: (draft: ApplyDraft) => void;
  directLink: string | null;
}) {
  const [showNotes, setShowNotes] = useState(false);
  const [draft, setDraft] = useState<ApplyDraft>(emptyDraft);
  return (
    <div>
      <PanelHeading title="Apply on the company website">
        <p>
          {job.company || 'The employer'} takes applications on its own site. We save the application to My
          Applications, then open the company page in a new tab.
        </p>
      </PanelHeading>
      <Button fullWidth className="mt-4" disabled={pending} onClick={() => onContinue(draft)}>
        {pending ? 'Saving...' : 'Continue to Application'}
        <ExternalLinkIcon className="h-4 w-4" />
        <span className="sr-only">(opens in a new tab)</span>
      </Button>
      {directLink && (
        <a
          href={directLink}
          target="_blank"
          rel="noopener"
          className={`${buttonClasses({ variant: 'outline', fullWidth: true })} mt-3`}
        >
          Open Direct Link
          <ExternalLinkIcon className="h-4 w-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      )}
      {showNotes ? (
        <div className="mt-4">
          <ApplyFields
            draft={draft}
            onChange={setDraft}
            fields={['notes']}
            disabled={pending}
            notesHint="Private: these notes are kept in My Applications and are not sent to the employer."
          />
        </div>
      ) : (
        <Button variant="ghost" size="sm" className="mt-3" onClick={() => setShowNotes(true)}>
          Add Notes
        </Button>
      )}
    </div>
  );
}

/** form: notes and cover letter, stored with the application; the employer's own form is linked when known. */
export function FormApplyPanel({ job, submit, pending }: MethodPanelProps) {
  const [draft, setDraft] = useState<ApplyDraft>(emptyDraft);
  const employerForm = safeHttpUrl(job.applicationMethod.value);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(draft);
  };
  return (
    <form onSubmit={onSubmit}>
      <PanelHeading title="Application form">
        <p>Add a cover letter and notes; your profile and resume go with them.</p>
      </PanelHeading>
      <div className="mt-4">
        <ApplyFields draft={draft} onChange={setDraft} disabled={pending} notesHint="Kept with your application." />
      </div>
      <Button type="submit" fullWidth className="mt-4" disabled={pending}>
        {pending ? 'Submitting...' : 'Submit Application'}
      </Button>
      {employerForm && (
        <p className="mt-3 text-sm text-slate-600">
          The employer also has its own form:{' '}
          <a
            href={employerForm}
            target="_blank"
            rel="noopener"
            className="font-medium text-brand-700 underline hover:text-brand-900"
          >
            open it
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      )}
    </form>
  );
}

/** api: one click sends the profile and resume to the employer's hiring system. */
export function ApiApplyPanel({ job, submit, pending }: MethodPanelProps) {
  return (
    <div>
      <PanelHeading title="One-click apply">
        <p>
          Sends your Orbit Jobs profile and resume straight to {job.company || 'the employer'}&apos;s hiring system.
        </p>
      </PanelHeading>
      <Button fullWidth className="mt-4" disabled={pending} onClick={() => void submit(emptyDraft)}>
        {pending ? 'Applying...' : 'One-Click Apply'}
      </Button>
    </div>
  );
}

/** External jobs for signed-out visitors (spec: 'Login Required' with 'Login to Apply', back to this page after). */
export function LoginRequiredPanel({ loginPath }: { loginPath: string }) {
  return (
    <div>
      <PanelHeading title="Login Required">
        <p>Log in with your job seeker account to apply for this job.</p>
      </PanelHeading>
      <Link to={loginPath} className={`${buttonClasses({ fullWidth: true })} mt-4`}>
        Login to Apply
      </Link>
      <p className="mt-3 text-center text-sm text-slate-600">
        New here?{' '}
        <Link to="/register" className="font-medium text-brand-700 underline hover:text-brand-900">
          Create an account
        </Link>
      </p>
    </div>
  );
}

export function EmployerApplyNote() {
  return (
    <PanelHeading title="How to apply">
      <p>You are signed in as an employer. Only job seekers can apply to jobs.</p>
    </PanelHeading>
  );
}
