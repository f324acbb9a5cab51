import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { messages } from '@orbit/shared/messages';
import { googleErrorMessages } from '@orbit/shared/google-sign-in-contracts';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { errorMessages } from '../../../lib/api-error.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { fragmentValue, googleSessionRequest } from '../api/google.ts';
import { AuthShell, textLinkClasses } from '../components/auth-shell.tsx';
import { useFinishGoogleSignIn } from '../components/use-finish-google-sign-in.ts';

/** `/auth/google#code=…`: where Google's callback lands a person it signed in; the code buys the session once. */
export function GoogleCallbackPage() {
  useDocumentTitle('Signing in with Google');
  const location = useLocation();
  const finish = useFinishGoogleSignIn();
  const [{ code, returnUrl }] = useState(() => ({
    code: fragmentValue(location.hash, 'code'),
    returnUrl: fragmentValue(location.hash, 'returnUrl'),
  }));
  const [problem, setProblem] = useState<string | null>(code ? null : googleErrorMessages.expired);
  // The code works once: the effect may run twice (React's development double run), the request only once.
  const started = useRef(false);

  useEffect(() => {
    if (!code || started.current) return;
    started.current = true;
    googleSessionRequest(code)
      .then((answer) => finish(answer, returnUrl))
      .catch((error: unknown) =>
        setProblem(
          errorMessages(error, { fallback: googleErrorMessages.failed, unexpected: messages.unexpectedError })[0] ??
            googleErrorMessages.failed,
        ),
      );
  }, [code, returnUrl, finish]);

  return (
    <AuthShell standalone title="Signing in with Google">
      {problem ? (
        <div className="space-y-4">
          <Notice tone="error">{problem}</Notice>
          <Link to="/login" className={textLinkClasses}>
            Back to sign in
          </Link>
        </div>
      ) : (
        <div className="flex justify-center py-6">
          <Spinner label="Signing you in…" />
        </div>
      )}
    </AuthShell>
  );
}
