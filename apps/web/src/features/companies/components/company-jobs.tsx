import { useQuery } from '@tanstack/react-query';
import { Card } from '../../../components/card.tsx';
import { JobCard, JobCardSkeleton } from '../../../components/job-card.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { companyJobsQuery, companyTexts } from '../api/companies-api.ts';

/** 'Jobs at' plus the company name: its live jobs as cards, or the spec's empty text. */
export function CompanyJobs({ name }: { name: string }) {
  const jobs = useQuery(companyJobsQuery(name));
  const now = useNow();

  return (
    <section aria-labelledby="company-jobs-heading" className="mt-10">
      <h2 id="company-jobs-heading" className="text-xl font-bold text-slate-900">
        Jobs at {name}
      </h2>
      <div className="mt-4">
        {jobs.isPending ? (
          <div className="space-y-4">
            <Spinner label="Loading jobs..." />
            <JobCardSkeleton />
            <JobCardSkeleton />
          </div>
        ) : jobs.isError ? (
          <Notice tone="error">{companyTexts.jobsFailed}</Notice>
        ) : jobs.data.length === 0 ? (
          <Card className="p-8 text-center text-slate-700">No open positions found for this company.</Card>
        ) : (
          <ul className="space-y-4">
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
