import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { applicationCounters } from '@orbit/shared/application-contracts';
import type { User } from '@orbit/shared/auth-contracts';
import { messages } from '@orbit/shared/messages';
import { Card } from '../../../components/card.tsx';
import { BriefcaseIcon, DocumentIcon, RocketIcon } from '../../../components/icons.tsx';
import { Notice } from '../../../components/notice.tsx';
import { ProgressBar } from '../../../components/progress-bar.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { myApplicationsQuery } from '../../../lib/applications-api.ts';
import { useNow } from '../../../lib/use-now.ts';
import { dashboardListSize, recommendedJobsQuery } from '../api/dashboard-api.ts';
import { welcomeName } from '../utils/dashboard-text.ts';
import { AutopilotCard } from './autopilot-card.tsx';
import { DashboardSection, StatCard, textLinkClasses } from './dashboard-parts.tsx';
import { LoadFailed } from './load-failed.tsx';
import { RecentApplications } from './recent-applications.tsx';
import { RecommendedJobs } from './recommended-jobs.tsx';

const counterLabels = {
  total: 'Total Applications',
  underReview: 'Under Review',
  shortlisted: 'Shortlisted',
  rejected: 'Rejected',
} as const;

const quickLinks = [
  { to: '/applications', label: 'My Applications', text: 'Follow every application in one place', Icon: DocumentIcon },
  { to: '/jobs?fresh=true', label: 'Find Jobs', text: 'Browse the newest remote roles', Icon: BriefcaseIcon },
  {
    to: '/autopilot/settings',
    label: 'Autopilot',
    text: 'Let Orbit Jobs apply for you',
    Icon: RocketIcon,
    premium: true,
  },
] as const;

const tips = [
  'Tailor your resume to each role: mirror the skills the job post asks for.',
  'Keep your profile complete: a title, skills and a resume make your matches better.',
  'Apply early: remote roles get many applicants in their first days.',
];

/**
 * The job-seeker view (spec section 2, Dashboard). Every figure is real: the counters come from all of the
 * seeker's applications (the spec's original counted only the three it loaded), the lists from the API.
 */
export function SeekerDashboard({ user }: { user: User }) {
  const now = useNow();
  const applications = useQuery(myApplicationsQuery);
  const recommended = useQuery(recommendedJobsQuery);
  const counters = applications.data ? applicationCounters(applications.data.map((a) => a.status)) : null;

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Welcome back, {welcomeName(user.name, 'Job Seeker')}
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
      <ul aria-label="Application counters" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {(Object.keys(counterLabels) as (keyof typeof counterLabels)[]).map((key) => (
          <li key={key}>
            <StatCard label={counterLabels[key]} value={counters ? counters[key] : null} />
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
            {applications.isPending ? (
              <Spinner label="Loading your applications..." showLabel />
            ) : applications.isError ? (
              <LoadFailed text={messages.loadApplicationsFailed} onRetry={() => void applications.refetch()} />
            ) : (
              <RecentApplications applications={applications.data.slice(0, dashboardListSize)} now={now} />
            )}
          </DashboardSection>
          <DashboardSection title="Recommended Jobs">
            {recommended.isPending ? (
              <Spinner label="Loading recommended jobs..." showLabel />
            ) : recommended.isError ? (
              <LoadFailed
                text="Failed to load recommended jobs. Please try again later."
                onRetry={() => void recommended.refetch()}
              />
            ) : (
              <RecommendedJobs data={recommended.data} />
            )}
          </DashboardSection>
        </div>

        <div className="space-y-6">
          <AutopilotCard now={now} />
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
