import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { RefreshIcon } from '../../../components/icons.tsx';
import { JobCard, JobCardSkeleton } from '../../../components/job-card.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useToasts } from '../../../lib/toasts/toasts-context.ts';
import { useNow } from '../../../lib/use-now.ts';
import { newestJobsQuery, requestImport } from '../api/home-api.ts';
import { homeJobTexts, newestJobsErrorMessage, refreshErrorMessage } from '../utils/newest-jobs.ts';

/** Home "Latest jobs": loading, error (with 'Refresh Job Data'), empty ('No jobs found') and the list. */
export function LatestJobsSection() {
  const queryClient = useQueryClient();
  const { showToast } = useToasts();
  const jobs = useQuery(newestJobsQuery);
  const now = useNow();

  // Spec: the refresh asks the server to re-scrape, then reloads the newest jobs. An import also creates companies
  // and changes category counts, so the top companies and popular skills on the same page reload too.
  const refresh = useMutation({
    mutationFn: requestImport,
    onSuccess: async ({ msg }) => {
      await Promise.all(
        [['jobs'], ['companies'], ['catalogue']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      if (msg) showToast(msg, 'info');
    },
  });

  const refreshButton = (
    <Button variant="outline" onClick={() => refresh.mutate()} disabled={refresh.isPending}>
      <RefreshIcon className={`h-4 w-4 ${refresh.isPending ? 'animate-spin motion-reduce:animate-none' : ''}`} />
      {refresh.isPending ? 'Refreshing...' : 'Refresh Job Data'}
    </Button>
  );

  return (
    <section aria-labelledby="latest-jobs-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="latest-jobs-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Latest Jobs
          </h2>
          <p className="mt-1 text-slate-600">The newest remote roles on Orbit Jobs.</p>
        </div>
        <Link to="/jobs?fresh=true" className="rounded text-sm font-semibold text-brand-700 hover:underline">
          View all jobs
        </Link>
      </div>

      {refresh.isError && (
        <Notice tone="error" className="mt-6">
          {refreshErrorMessage(refresh.error)}
        </Notice>
      )}

      <div className="mt-6">
        {jobs.isPending ? (
          <div>
            <Spinner label="Loading jobs..." />
            <div className="mt-2 grid gap-4 lg:grid-cols-2">
              {Array.from({ length: 4 }, (_, i) => (
                <JobCardSkeleton key={i} />
              ))}
            </div>
          </div>
        ) : jobs.isError ? (
          <Card className="p-8 text-center">
            <p role="alert" className="text-red-700">
              {newestJobsErrorMessage(jobs.error)}
            </p>
            <div className="mt-4 flex justify-center">{refreshButton}</div>
          </Card>
        ) : jobs.data.length === 0 ? (
          <Card className="p-8 text-center">
            <p className="font-semibold text-slate-900">No jobs found</p>
            <p className="mt-1 text-sm text-slate-600">{homeJobTexts.noneFound}</p>
            <div className="mt-4 flex justify-center">{refreshButton}</div>
          </Card>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {jobs.data.map((job) => (
              <li key={job._id}>
                <JobCard job={job} now={now} headingLevel="h3" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
