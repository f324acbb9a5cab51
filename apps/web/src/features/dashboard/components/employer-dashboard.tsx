import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { User } from '@orbit/shared/auth-contracts';
import { ButtonLink } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { employerStatsQuery } from '../api/employer-dashboard-api.ts';
import { employerTabs, type EmployerTab } from '../utils/employer-dashboard.ts';
import { welcomeName } from '../utils/dashboard-text.ts';
import { StatCard } from './dashboard-parts.tsx';
import { EmployerPostings } from './employer-postings.tsx';
import { TopCandidates } from './top-candidates.tsx';
import { TwoStepNudge } from './two-step-nudge.tsx';
import { WaitingApplications } from './waiting-applications.tsx';

const counters = [
  { key: 'activeJobs', label: 'Active Jobs' },
  { key: 'totalApplicants', label: 'Total Applicants' },
  { key: 'jobViews', label: 'Job Views' },
  { key: 'candidateMatches', label: 'Candidate Matches' },
] as const;

/** The employer view of /dashboard (and /recruiter-dashboard): live counters, postings, top candidates, who waits. */
export function EmployerDashboard({ user }: { user: User }) {
  const stats = useQuery(employerStatsQuery);
  const [tab, setTab] = useState<EmployerTab>('postings');
  const tabRefs = useRef<Record<EmployerTab, HTMLButtonElement | null>>({ postings: null, candidates: null });
  const company = user.company;

  // ARIA tabs: arrow keys, Home and End move between them (and select, as the register page's tabs do).
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = employerTabs.findIndex((item) => item.id === tab);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: employerTabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = employerTabs[(target + employerTabs.length) % employerTabs.length];
    if (!next) return;
    setTab(next.id);
    tabRefs.current[next.id]?.focus();
  };

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Welcome back, {welcomeName(user.name, 'Employer')}
          </h1>
          {company && (
            <p className="mt-2 text-slate-600">
              {company.name}
              {company.industry && <span className="text-slate-500"> · {company.industry}</span>}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/team" variant="outline">
            Team
          </ButtonLink>
          <ButtonLink to="/analytics" variant="outline">
            Analytics
          </ButtonLink>
          <ButtonLink to="/post-job">Post New Job</ButtonLink>
        </div>
      </div>

      {!user.twoFactorEnabled && <TwoStepNudge />}

      <ul aria-label="Hiring counters" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {counters.map((counter) => (
          <li key={counter.key}>
            <StatCard
              label={counter.label}
              value={stats.data ? stats.data[counter.key] : null}
              hint={stats.isError ? 'Could not be loaded' : undefined}
            />
          </li>
        ))}
      </ul>

      <Card className="p-4 sm:p-6">
        <div role="tablist" aria-label="Hiring" className="flex gap-1 border-b border-slate-200">
          {employerTabs.map((item) => {
            const selected = item.id === tab;
            return (
              <button
                key={item.id}
                ref={(element) => {
                  tabRefs.current[item.id] = element;
                }}
                type="button"
                role="tab"
                id={`employer-tab-${item.id}`}
                aria-selected={selected}
                aria-controls={selected ? 'employer-tab-panel' : undefined}
                tabIndex={selected ? 0 : -1}
                onClick={() => setTab(item.id)}
                onKeyDown={onTabKeyDown}
                className={`-mb-px border-b-2 px-3 py-2.5 text-sm font-semibold transition-colors sm:px-4 ${
                  selected
                    ? 'border-brand-600 text-brand-700'
                    : 'border-transparent text-slate-600 hover:text-slate-900'
                }`}
              >
                {item.label}
              </button>
            );
          })}
        </div>
        <div
          role="tabpanel"
          id="employer-tab-panel"
          aria-labelledby={`employer-tab-${tab}`}
          tabIndex={0}
          className="rounded-b-lg pt-5"
        >
          {tab === 'postings' ? <EmployerPostings /> : <TopCandidates />}
        </div>
      </Card>

      <WaitingApplications />
    </div>
  );
}
