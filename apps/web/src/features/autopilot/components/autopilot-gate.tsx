import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { autopilotMessages } from '@orbit/shared/autopilot-contracts';
import { ButtonLink } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { RoleNoticePage } from '../../../components/role-notice-page.tsx';
import { PageSpinner } from '../../../components/spinner.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { loginPathFor } from '../../../lib/return-url.ts';

/**
 * Who may see the Autopilot screens. Signed out: the spec's sentence with a Log In button that comes back here
 * (spec section 2, "Autopilot settings"; not a redirect, so the visitor learns what the page is). Employers: a plain
 * page saying Autopilot is for job seekers (the API answers them 403).
 */
export function AutopilotGate({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.loading) return <PageSpinner label="Loading your account..." />;
  if (!auth.isAuthenticated || !auth.user) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Autopilot</h1>
        <Card className="mt-6 p-8 text-center">
          <p className="text-slate-700">{autopilotMessages.loginRequired}</p>
          <ButtonLink to={loginPathFor(`${location.pathname}${location.search}`)} className="mt-5">
            Log In
          </ButtonLink>
        </Card>
      </div>
    );
  }
  if (auth.user.role === 'employer') {
    return (
      <RoleNoticePage
        title="Autopilot is for job seekers"
        actions={
          <>
            <ButtonLink to="/dashboard">Go to Dashboard</ButtonLink>
            <ButtonLink to="/post-job" variant="outline">
              Post a Job
            </ButtonLink>
          </>
        }
      >
        <p>
          Autopilot applies to matching jobs on a job seeker&apos;s behalf. You are signed in with an employer account,
          so there is nothing to set up here. Applications sent by Autopilot reach you like any other, marked with an
          Autopilot badge.
        </p>
      </RoleNoticePage>
    );
  }
  return <>{children}</>;
}

/** The PREMIUM label of the spec (section 6), as the dashboard's quick link shows it. */
export function PremiumLabel() {
  return (
    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold tracking-wide text-amber-800">
      PREMIUM
    </span>
  );
}
