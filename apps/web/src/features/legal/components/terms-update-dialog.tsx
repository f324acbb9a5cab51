import { useMutation } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { currentTermsVersion } from '@orbit/shared/terms';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { Notice } from '../../../components/notice.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { acceptTermsRequest } from '../api/accept-terms.ts';
import { termsDate } from '../utils/terms-date.ts';
import { proseLinkClasses } from '../../../components/info-page.tsx';

/** Pages the dialog leaves readable: the two texts themselves, and the profile (to download data or delete the account instead). */
const openPaths = new Set(['/terms', '/privacy', '/profile']);

/**
 * Asks a signed-in user whose accepted version of the terms is not the current one (the user's `needsTermsAcceptance`)
 * to accept it, once: it waits for an answer (accept, or log out) but explains itself and lets the texts be read first.
 */
export function TermsUpdateDialog() {
  const { user, setUser, logout } = useAuth();
  const { pathname } = useLocation();
  const accept = useMutation({ mutationFn: () => acceptTermsRequest(currentTermsVersion), onSuccess: setUser });

  const open = Boolean(user?.needsTermsAcceptance) && !openPaths.has(pathname.replace(/\/+$/, ''));
  const firstTime = user?.termsVersion === null;
  return (
    <Modal
      open={open}
      title={firstTime ? 'Please accept our terms' : 'We have updated our terms'}
      description={
        firstTime
          ? 'To keep using Orbit Jobs, please read and accept our Terms of Service and Privacy Policy.'
          : `Our Terms of Service and Privacy Policy changed on ${termsDate()}. Please read them and accept to keep using Orbit Jobs.`
      }
    >
      <ul className="space-y-1 text-sm">
        <li>
          <Link to="/terms" target="_blank" rel="noopener" className={proseLinkClasses}>
            Terms of Service<span className="sr-only"> (opens in a new tab)</span>
          </Link>
        </li>
        <li>
          <Link to="/privacy" target="_blank" rel="noopener" className={proseLinkClasses}>
            Privacy Policy<span className="sr-only"> (opens in a new tab)</span>
          </Link>
        </li>
      </ul>
      {accept.isError && (
        <Notice tone="error" className="mt-4">
          {accept.error instanceof ApiError && accept.error.msg
            ? accept.error.msg
            : 'Your answer could not be saved. Please try again.'}
        </Notice>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={() => void logout()}>
          Log out
        </Button>
        <Button data-autofocus onClick={() => accept.mutate()} disabled={accept.isPending}>
          {accept.isPending ? 'Saving...' : 'Accept and continue'}
        </Button>
      </div>
      <p className="mt-4 text-xs text-slate-600">
        Rather not accept? You can still{' '}
        <Link to="/profile" className={proseLinkClasses}>
          download your data or delete your account
        </Link>{' '}
        on your profile.
      </p>
    </Modal>
  );
}
