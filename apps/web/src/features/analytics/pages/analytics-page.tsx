import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { periodDays, previousPeriod } from '@orbit/shared/analytics-contracts';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/notice.tsx';
import { EmployersOnlyPage } from '../../../components/role-notice-page.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useSignedInUser } from '../../../lib/auth/auth-context.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useNow } from '../../../lib/use-now.ts';
import { analyticsQuery, postedJobsQuery } from '../api/analytics-api.ts';
import { AnalyticsCharts } from '../components/analytics-charts.tsx';
import { HeadlineFigures } from '../components/headline-figures.tsx';
import { PeriodPicker } from '../components/period-picker.tsx';
import { paramsOf, readView, type AnalyticsView } from '../utils/analytics-period.ts';

function Figures({ view }: { view: AnalyticsView }) {
  const current = useQuery({ ...analyticsQuery(view), placeholderData: keepPreviousData });
  // The summaries compare with the period of the same length just before; the page still shows without it.
  const previous = useQuery({ ...analyticsQuery({ jobId: view.jobId, ...previousPeriod(view.from, view.to) }) });
  if (current.isPending) return <Spinner label="Counting..." showLabel />;
  if (current.isError) {
    return (
      <Notice tone="error">
        <p>{isApiError(current.error) ? current.error.msg : 'The figures could not be loaded.'}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void current.refetch()}>
          Try again
        </Button>
      </Notice>
    );
  }
  const days = periodDays(view.from, view.to);
  return (
    <div className={`space-y-6 ${current.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={current.isPlaceholderData}>
      <p className="text-sm text-slate-600">
        {view.from} to {view.to} ({days} days, UTC). Views count one a viewer a day, not your company’s own, not bots.
      </p>
      <HeadlineFigures current={current.data} previous={previous.data} />
      <AnalyticsCharts
        current={current.data}
        previous={previous.data}
        days={days}
        fileTag={`${view.from}-${view.to}${view.jobId ? '-job' : ''}`}
      />
    </div>
  );
}

/** /analytics: what works — views, applications, answers and applicants, for the company or one job. */
export function AnalyticsPage() {
  const user = useSignedInUser();
  const isEmployer = user.role === 'employer';
  const [searchParams, setSearchParams] = useSearchParams();
  const today = useNow().toISOString().slice(0, 10);
  const view = readView(searchParams, today);
  const jobs = useQuery({ ...postedJobsQuery, enabled: isEmployer });
  useDocumentTitle('Analytics');

  if (!isEmployer) return <EmployersOnlyPage title="Analytics are for employer accounts" />;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Analytics</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        How your jobs do: who looks, who applies, how fast you answer and where applicants live. The figures are live.
      </p>
      <div className="mt-6">
        <PeriodPicker
          key={`${view.period}-${view.from}-${view.to}`}
          view={view}
          jobs={jobs.data ?? []}
          onView={(next) => setSearchParams(paramsOf(next), { replace: true })}
        />
      </div>
      <section aria-label="Figures" className="mt-6">
        <Figures view={view} />
      </section>
    </div>
  );
}
