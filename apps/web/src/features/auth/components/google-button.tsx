import { GoogleIcon } from '../../../components/icons.tsx';
import { googleStartUrl, useGoogleSignInAvailable } from '../../../lib/auth/auth-providers.ts';

const buttonClasses =
  'inline-flex w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 shadow-sm transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * "Sign in with Google" (or "Sign up with Google"), with the "or" rule above it, only when the server has Google
 * configured. A link, not a button: the browser goes to the provider's pages and comes back through the callback.
 */
export function GoogleButton({
  label,
  returnUrl,
  remember,
}: {
  label: string;
  returnUrl?: string | null;
  remember?: boolean;
}) {
  const available = useGoogleSignInAvailable();
  if (!available) return null;
  return (
    <>
      <div className="my-6 flex items-center gap-3 text-xs text-slate-500" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <a href={googleStartUrl({ returnUrl, remember })} className={buttonClasses}>
        <GoogleIcon />
        {label}
      </a>
    </>
  );
}
