import { useRef, useState, type KeyboardEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { postLoginPath } from '../../../lib/return-url.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AuthShell, textLinkClasses } from '../components/auth-shell.tsx';
import { GoogleButton } from '../components/google-button.tsx';
import { RegisterForm } from '../components/register-form.tsx';
import { emptyRegisterForm, type RegisterFormValues, type RegisterUserType } from '../utils/register-form.ts';

const tabs: { type: RegisterUserType; label: string }[] = [
  { type: 'candidate', label: 'Job Seeker' },
  { type: 'employer', label: 'Employer' },
];

/** Registration with the two tabs of spec section 2 (ARIA tabs: arrow keys move between them). */
export function RegisterPage() {
  useDocumentTitle('Register');
  const { isAuthenticated, user } = useAuth();
  const [searchParams] = useSearchParams();
  const [active, setActive] = useState<RegisterUserType>(
    searchParams.get('type') === 'employer' ? 'employer' : 'candidate',
  );
  const [values, setValues] = useState<RegisterFormValues>(emptyRegisterForm);
  const tabRefs = useRef<Record<RegisterUserType, HTMLButtonElement | null>>({ candidate: null, employer: null });

  if (isAuthenticated && user) return <Navigate to={postLoginPath(user, null, null)} replace />;

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.type === active);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    setActive(next.type);
    tabRefs.current[next.type]?.focus();
  };

  return (
    <AuthShell
      standalone
      wide
      title="Create your account"
      subtitle="Join Orbit Jobs to find remote work, or to hire remote talent."
      after={
        <>
          Already have an account?{' '}
          <Link to="/login" className={textLinkClasses}>
            Sign in
          </Link>
        </>
      }
    >
      <div role="tablist" aria-label="Account type" className="mb-6 grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
        {tabs.map((tab) => {
          const selected = tab.type === active;
          return (
            <button
              key={tab.type}
              ref={(element) => {
                tabRefs.current[tab.type] = element;
              }}
              type="button"
              role="tab"
              id={`register-tab-${tab.type}`}
              aria-selected={selected}
              // Only the shown panel exists, so only the selected tab may point at it.
              aria-controls={selected ? 'register-panel' : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(tab.type)}
              onKeyDown={onTabKeyDown}
              className={`rounded-lg px-4 py-2.5 text-sm font-semibold transition-colors ${
                selected ? 'bg-brand-600 text-white shadow-sm' : 'text-slate-600 hover:bg-white hover:text-slate-900'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id="register-panel" aria-labelledby={`register-tab-${active}`}>
        <RegisterForm key={active} userType={active} values={values} onChange={setValues} />
      </div>
      {/* Google's way asks the role and the terms on its own step, after Google signed the person in. */}
      <GoogleButton label="Sign up with Google" />
    </AuthShell>
  );
}
