import { Link, useLocation, useSearchParams } from 'react-router';
import { MailIcon } from '../../../components/icons.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AuthShell, textLinkClasses } from '../components/auth-shell.tsx';
import { ResendVerification } from '../components/resend-verification.tsx';

/** After registration (or a login refused for an unverified address): check your inbox, or resend. */
export function VerificationSentPage() {
  useDocumentTitle('Verify your email');
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const state = location.state as { email?: unknown; registered?: unknown } | null;
  const stateEmail: unknown = state?.email;
  // Registration answers alike whether or not the address already had an account (no account enumeration).
  const justRegistered = state?.registered === true;
  const email = searchParams.get('email')?.trim() || (typeof stateEmail === 'string' ? stateEmail : '') || null;

  return (
    <AuthShell standalone title="Check your email">
      <div className="mb-6 flex justify-center">
        <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <MailIcon className="h-7 w-7" />
        </span>
      </div>
      <div className="space-y-3 text-sm text-slate-700">
        {email ? (
          <p>
            We sent a verification link to <strong className="break-all text-slate-900">{email}</strong>.
          </p>
        ) : (
          <p>We sent a verification link to your email address.</p>
        )}
        <p>Open the link in that email to verify your account, then sign in. The link is valid for 24 hours.</p>
        {justRegistered && (
          <p>
            If this address already had an Orbit Jobs account, no new one was created: the email tells you how to sign
            in instead.
          </p>
        )}
        <p>No email? Check your spam folder, or send a new link.</p>
      </div>
      <div className="mt-6">
        <ResendVerification knownEmail={email} />
      </div>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className={textLinkClasses}>
          Back to login
        </Link>
      </p>
    </AuthShell>
  );
}
