import { useMutation } from '@tanstack/react-query';
import { messages } from '@orbit/shared/messages';
import { ButtonLink } from '../../../components/button.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLinkToken } from '../../../lib/use-link-token.ts';
import { verifyEmailRequest } from '../api/verification.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { ResendVerification } from '../components/resend-verification.tsx';

/**
 * The page the e-mail link opens: verifies once, then offers login — also when the address was verified already
 * (the link opened again) — or a new link when it failed.
 */
export function VerifyEmailPage() {
  useDocumentTitle('Verify Email');
  const verify = useMutation({ mutationFn: verifyEmailRequest });
  // Tokens work once: sent once however often the page renders.
  const token = useLinkToken(verify.mutate);

  let body;
  if (!token) {
    body = (
      <>
        <Notice tone="error">This verification link is incomplete. Please open the full link from your email.</Notice>
        <h2 className="mt-6 mb-3 text-sm font-semibold text-slate-900">Need a new link?</h2>
        <ResendVerification knownEmail={null} />
      </>
    );
  } else if (verify.isSuccess) {
    body = (
      <>
        <Notice tone={verify.data.msg === messages.emailAlreadyVerified ? 'info' : 'success'}>{verify.data.msg}</Notice>
        <ButtonLink to="/login" size="lg" fullWidth className="mt-6">
          Go to login
        </ButtonLink>
      </>
    );
  } else if (verify.isError) {
    const error = verify.error;
    const message = error instanceof ApiError && error.msg ? error.msg : messages.unexpectedErrorLater;
    body = (
      <>
        <Notice tone="error">{message}</Notice>
        <h2 className="mt-6 mb-3 text-sm font-semibold text-slate-900">Send a new verification link</h2>
        <ResendVerification knownEmail={null} />
      </>
    );
  } else {
    body = (
      <div className="flex justify-center py-6">
        <Spinner label="Verifying your email address..." showLabel />
      </div>
    );
  }

  return <AuthShell title="Verify your email">{body}</AuthShell>;
}
