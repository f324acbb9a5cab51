import { Link } from 'react-router';
import type { User } from '@orbit/shared/auth-contracts';
import { ButtonLink } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { BriefcaseIcon, DocumentIcon, RocketIcon } from '../../../components/icons.tsx';
import { Notice } from '../../../components/notice.tsx';
import { ProgressBar } from '../../../components/progress-bar.tsx';
import { DashboardSection, EmptyState, StatCard, textLinkClasses } from './dashboard-parts.tsx';

const counters = ['Total Applications', 'Under Review', 'Shortlisted', 'Rejected'] as const;

const quickLinks = [
  { to: '/applications', label: 'My Applications', text: 'Follow every application in one place', Icon: DocumentIcon },
  { to: '/jobs?fresh=true', label: 'Find Jobs', text: 'Browse the newest remote roles', Icon: BriefcaseIcon },
  { to: '/autopilot/settings', label: 'Autopilot', text: 'Let Orbit Jobs apply for you', Icon: RocketIcon, premium: true },
] as const;

const tips = [
  'Tailor your resume to each role: mirror the skills the job post asks for.',
  'Keep your profile complete: a title, skills and a resume make your matches better.',
  'Apply early: remote roles get many applicants in their first days.',
];

/**
 * The job-seeker shell. Applications and recommendations arrive with later issues: until then the
 * counters are 0 and the lists show their empty states (no sample figures).
 */
export function SeekerDashboard({ user }: { user: User }) {
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Welcome back, {user.name.trim() || 'Job Seeker'}
        </h1>
        <p className="mt-2 text-slate-600">Here is where your remote job search stands.</p>
      </div>
      {user.userType === 'candidate' && !user.onboardingComplete && (
        <Notice tone="info">
          Finish setting up your profile to start applying.{' '}
          <Link to="/onboarding" className="font-semibold underline">
            Complete onboarding
          </Link>
        </Notice>
      )}
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {counters.map((label) => (
          <li key={label}>
            <StatCard label={label} value={0} />
          </li>
        ))}
      </ul>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <nav aria-label="Quick links">
            <ul className="grid gap-4 sm:grid-cols-3">
              {quickLinks.map(({ to, label, text, Icon, ...rest }) => (
                <li key={to}>
                  <Link
                    to={to}
                    className="flex h-full flex-col gap-2 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-500"
                  >
                    <span className="flex items-center justify-between">
                      <Icon className="h-6 w-6 text-brand-600" />
                      {'premium' in rest && (
                        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold tracking-wide text-amber-800">
                          PREMIUM
                        </span>
                      )}
                    </span>
                    <span className="font-semibold text-slate-900">{label}</span>
                    <span className="text-sm text-slate-600">{text}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <DashboardSection
            title="Recent Applications"
            action={
              <Link to="/applications" className={textLinkClasses}>
                View all
              </Link>
            }
          >
            <EmptyState title="No applications yet">
              <ButtonLink to="/jobs?fresh=true">Browse Jobs</ButtonLink>
            </EmptyState>
          </DashboardSection>
          <DashboardSection title="Recommended Jobs">
            <EmptyState title="No recommendations yet">
              <ButtonLink to="/profile" variant="secondary">
                Complete your profile to get recommendations
              </ButtonLink>
            </EmptyState>
          </DashboardSection>
        </div>

        <div className="space-y-6">
          <DashboardSection title="Autopilot">
            <p className="text-sm font-medium text-slate-800">Autopilot is not active yet</p>
            <p className="mt-1 text-sm text-slate-500">Set your limits and filters, and it will apply to matching jobs for you.</p>
            <ButtonLink to="/autopilot/settings" variant="outline" size="sm" className="mt-4">
              Configure Autopilot
            </ButtonLink>
          </DashboardSection>
          <DashboardSection title="Profile Completeness">
            <div className="flex items-baseline justify-between">
              <span className="text-sm text-slate-600">Your profile</span>
              <span className="text-2xl font-bold text-brand-700">{user.profileCompleteness}%</span>
            </div>
            <ProgressBar value={user.profileCompleteness} label="Profile completeness" className="mt-2" />
            <Link to="/profile" className={`mt-4 inline-block ${textLinkClasses}`}>
              {user.profileCompleteness < 100 ? 'Complete your profile' : 'View your profile'}
            </Link>
          </DashboardSection>
          <Card className="bg-brand-50 p-6 ring-brand-100">
            <h2 className="text-lg font-semibold text-brand-900">Job search tips</h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-brand-900">
              {tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </Card>
        </div>
      </div>
    </div>
  );
}
