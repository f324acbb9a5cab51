import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { dataExportLinkHours } from '@orbit/shared/data-rights-contracts';
import { messages } from '@orbit/shared/messages';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { Modal } from '../../../components/modal.tsx';
import { ErrorList } from '../../../components/notice.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useToasts } from '../../../lib/toasts/toasts-context.ts';
import { errorMessages } from '../../../lib/api-error.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { deleteAccountRequest, requestDataExportRequest } from '../api/profile-api.ts';
import {
  deleteConfirmationRequest,
  type DeleteConfirmationKind,
  type DeleteConfirmationValues,
} from '../utils/delete-confirmation.ts';

const errorTexts = { fallback: messages.unexpectedErrorLater, unexpected: messages.unexpectedErrorLater };

/**
 * "Your data": a copy of everything kept about the user, by e-mail, and deleting the account. `deleteConfirmation`:
 * what deleting asks (utils/delete-confirmation.ts) — an account made through Google has no password to re-enter.
 */
export function YourDataCard({
  isEmployer,
  deleteConfirmation,
}: {
  isEmployer: boolean;
  deleteConfirmation: DeleteConfirmationKind;
}) {
  const { showToastOnNextPage, showToasts } = useToasts();
  const [exportMessage, setExportMessage] = useState('');
  const [confirming, setConfirming] = useState(false);

  const requestExport = useMutation({
    mutationFn: requestDataExportRequest,
    onSuccess: ({ msg }) => setExportMessage(msg),
    onError: (error) => showToasts(errorMessages(error, errorTexts)),
  });

  return (
    <Card className="p-6 sm:p-8">
      <h2 className="text-base font-semibold text-slate-900">Your data</h2>
      <div className="mt-4 space-y-6">
        <section aria-labelledby="download-data-heading">
          <h3 id="download-data-heading" className="text-sm font-semibold text-slate-900">
            Download my data
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            We will put everything we keep about you — your profile,{' '}
            {isEmployer
              ? 'your company and job posts'
              : 'applications, Autopilot settings and decisions, the companies that looked at you in the talent pool'}
            , sessions and the e-mails we sent you — in a zip file with the files you uploaded, and e-mail you a link to
            download it. The link works for {dataExportLinkHours} hours.
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-4">
            <Button variant="outline" disabled={requestExport.isPending} onClick={() => requestExport.mutate()}>
              {requestExport.isPending ? 'Asking...' : 'Download my data'}
            </Button>
            <p role="status" className="text-sm font-medium text-green-700">
              {exportMessage}
            </p>
          </div>
        </section>
        <section aria-labelledby="delete-account-heading" className="border-t border-slate-200 pt-6">
          <h3 id="delete-account-heading" className="text-sm font-semibold text-slate-900">
            Delete my account
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            {isEmployer
              ? 'Your account, sessions and uploaded files are erased. If nobody else from your company uses Orbit Jobs, your open jobs are closed and every applicant is told.'
              : 'Your account, sessions, resume, resume text, Autopilot history and the record of companies that looked at you are erased. Applications you sent stay with employers without your name, contact details, resume or cover letter.'}{' '}
            This cannot be undone.
          </p>
          <Button variant="danger" className="mt-3" onClick={() => setConfirming(true)}>
            Delete my account
          </Button>
        </section>
      </div>
      <DeleteAccountDialog
        kind={deleteConfirmation}
        open={confirming}
        onClose={() => setConfirming(false)}
        // Raised as the dialog sends the visitor home, so it is for the next page: the layout's page change takes every
        // other toast with the profile (with Preact the navigation lands at once, not after the home page's chunk).
        onDeleted={(msg) => showToastOnNextPage(msg, 'success', 10_000)}
      />
    </Card>
  );
}

const blankConfirmation: DeleteConfirmationValues = { password: '', email: '', code: '' };

function DeleteAccountDialog({
  kind,
  open,
  onClose,
  onDeleted,
}: {
  kind: DeleteConfirmationKind;
  open: boolean;
  onClose: () => void;
  onDeleted: (msg: string) => void;
}) {
  const { clearSession } = useAuth();
  const navigate = useNavigate();
  const [values, setValues] = useState(blankConfirmation);
  const [errors, setErrors] = useState<string[]>([]);
  const set = (field: keyof DeleteConfirmationValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const close = () => {
    setValues(blankConfirmation);
    setErrors([]);
    onClose();
  };

  const remove = useMutation({
    mutationFn: deleteAccountRequest,
    onSuccess: async ({ msg }) => {
      // Home, then forget the session (the server has already ended it) and say what happened. The navigation is a
      // transition: while the home page's chunk loads the profile stays on screen and sees the session end, and its
      // guard follows to '/' (not to /login, as it would when a session ends unasked).
      void navigate('/', { replace: true });
      clearSession('/');
      onDeleted(msg);
    },
    onError: (error) => setErrors(errorMessages(error, errorTexts)),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const request = deleteConfirmationRequest(kind, values);
    if ('errors' in request) {
      setErrors(request.errors);
      return;
    }
    setErrors([]);
    remove.mutate(request.input);
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title="Delete your account?"
      description={
        kind === 'password'
          ? 'This erases your account and cannot be undone. Enter your password to confirm.'
          : `This erases your account and cannot be undone. Type your e-mail address${kind === 'email-and-code' ? ' and a code from your authenticator app' : ''} to confirm.`
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <ErrorList errors={errors} />
        {kind === 'password' ? (
          <PasswordField
            label="Password"
            autoComplete="current-password"
            required
            data-autofocus
            value={values.password}
            onChange={(event) => set('password')(event.target.value)}
          />
        ) : (
          <TextField
            label="Your e-mail address"
            type="email"
            name="confirmEmail"
            autoComplete="off"
            required
            data-autofocus
            value={values.email}
            onChange={(event) => set('email')(event.target.value)}
          />
        )}
        {kind === 'email-and-code' && (
          <TextField
            label="Code"
            hint="From your authenticator app, or a recovery code"
            name="confirmCode"
            autoComplete="one-time-code"
            required
            value={values.code}
            onChange={(event) => set('code')(event.target.value)}
          />
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete my account'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
