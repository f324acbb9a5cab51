import type { ReactNode } from 'react';
import { useSignedInUser } from '../../../lib/auth/auth-context.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { GoogleSignInCard } from '../components/google-sign-in-card.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { AccountCard, CompletenessCard } from '../components/profile-sidebar.tsx';
import { ResumePanel } from '../components/resume-panel.tsx';
import { SessionsCard } from '../components/sessions-card.tsx';
import { TalentPoolCard } from '../components/talent-pool-card.tsx';
import { TwoFactorCard } from '../components/two-factor-card.tsx';
import { YourDataCard } from '../components/your-data-card.tsx';
import { deleteConfirmationKind } from '../utils/delete-confirmation.ts';

/** Behind <RequireAuth>: the user is loaded. `alertsCard`: the job alerts' list (handed in by app/router.tsx). */
export function ProfilePage({ alertsCard }: { alertsCard?: ReactNode }) {
  useDocumentTitle('My Profile');
  const user = useSignedInUser();
  const isCandidate = user.userType === 'candidate';
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">My Profile</h1>
      <p className="mt-2 text-slate-600">
        {isCandidate ? 'Keep your details current: they drive your job matches.' : 'Keep your contact details current.'}
      </p>
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6">
          <AccountCard user={user} />
          {/* Completeness measures a job seeker's profile (skills, resume…); it means nothing for employers. */}
          {isCandidate && <CompletenessCard user={user} />}
        </div>
        <div className="space-y-6 lg:col-span-2">
          {/* Above the form: accepting a suggestion fills the form's fields below. */}
          {isCandidate && <ResumePanel user={user} />}
          <ProfileForm user={user} />
          {isCandidate && <TalentPoolCard user={user} />}
          {alertsCard}
          {/* An account made through Google has no password to change: its card offers to set one. */}
          {user.hasPassword && <ChangePasswordForm />}
          <GoogleSignInCard user={user} />
          <section id="security" aria-labelledby="security-heading" className="scroll-mt-24 space-y-6">
            <h2 id="security-heading" className="text-lg font-semibold text-slate-900">
              Security
            </h2>
            <TwoFactorCard user={user} />
            <SessionsCard />
          </section>
          <YourDataCard isEmployer={!isCandidate} deleteConfirmation={deleteConfirmationKind(user)} />
        </div>
      </div>
    </div>
  );
}
