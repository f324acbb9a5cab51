import type { User } from '@orbit/shared/auth-contracts';
import { ButtonLink } from '../../../components/button.tsx';
import { DashboardSection, EmptyState, StatCard } from './dashboard-parts.tsx';

const counters = ['Active Jobs', 'Total Applicants', 'Job Views', 'Candidate Matches'] as const;

/** The employer shell: honest zeros until job posting exists (no sample data). */
export function EmployerDashboard({ user }: { user: User }) {
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Welcome back, {user.name.trim() || 'Employer'}
          </h1>
          {user.company && (
            <p className="mt-2 text-slate-600">
              {user.company.name}
              {user.company.industry && <span className="text-slate-400"> · {user.company.industry}</span>}
            </p>
          )}
        </div>
        <ButtonLink to="/post-job">Post New Job</ButtonLink>
      </div>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {counters.map((label) => (
          <li key={label}>
            <StatCard label={label} value={0} />
          </li>
        ))}
      </ul>
      <DashboardSection title="Job Postings">
        <EmptyState title="You have not posted any jobs yet.">
          <ButtonLink to="/post-job">Post New Job</ButtonLink>
        </EmptyState>
      </DashboardSection>
    </div>
  );
}
