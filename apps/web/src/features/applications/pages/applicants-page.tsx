import type { ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { ArrowLeftIcon } from '../../../components/icons.tsx';
import { PostingStatusBadge } from '../../../components/posting-status-badge.tsx';
import { EmployerJobLoadError } from '../../../components/employer-job-load-error.tsx';
import { EmployersOnlyPage } from '../../../components/role-notice-page.tsx';
import { PageSpinner } from '../../../components/spinner.tsx';
import { useSignedInUser } from '../../../lib/auth/auth-context.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { applicantsQuery, type ApplicantSort } from '../api/applicants-api.ts';
import { ApplicantFilters } from '../components/applicant-filters.tsx';
import { ApplicantList } from '../components/applicant-list.tsx';
import { PageNav } from '../../../components/page-nav.tsx';
import { isApplicationStatus, pageParam } from '../utils/status-actions.ts';

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeftIcon className="h-4 w-4" />
        Dashboard
      </Link>
      <div className="mt-3">{children}</div>
    </div>
  );
}

/** /jobs/:id/applicants: the hiring pipeline of one job (its company's employers only). Filter and order live in the address. */
export function ApplicantsPage() {
  const { id = '' } = useParams();
  const user = useSignedInUser();
  const isEmployer = user.role === 'employer';
  const [searchParams, setSearchParams] = useSearchParams();
  const statusParam = searchParams.get('status');
  const status = isApplicationStatus(statusParam) ? statusParam : null;
  const sort: ApplicantSort = searchParams.get('sort') === 'date' ? 'date' : 'match';
  const page = pageParam(searchParams.get('page'));
  const answer = useQuery({
    ...applicantsQuery(id, status, sort, page),
    enabled: isEmployer,
    placeholderData: keepPreviousData,
  });
  useDocumentTitle(answer.data ? `Applicants: ${answer.data.job.title}` : 'Applicants');

  // A new filter or order starts again at page 1; a page change keeps them.
  const setParam = (name: 'status' | 'sort' | 'page', value: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        if (name !== 'page') next.delete('page');
        return next;
      },
      { replace: name !== 'page', preventScrollReset: name !== 'page' },
    );

  if (!isEmployer) return <EmployersOnlyPage title="Applicants are for employer accounts" />;
  if (answer.isPending) return <PageSpinner label="Loading applicants..." />;
  if (answer.isError) {
    return (
      <Shell>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Applicants</h1>
        <EmployerJobLoadError
          error={answer.error}
          failure="Failed to load the applicants."
          onRetry={() => void answer.refetch()}
          className="mt-6"
        />
      </Shell>
    );
  }

  const { job, applicants, counts, currentPage, totalPages } = answer.data;
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return (
    <Shell>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-600">Applicants for</p>
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">{job.title}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-3 text-sm text-slate-600">
            <PostingStatusBadge status={job.postingStatus} />
            <span>{total === 1 ? '1 application' : `${total} applications`}</span>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={`/jobs/${encodeURIComponent(job._id)}/edit`} variant="outline" size="sm">
            Edit job
          </ButtonLink>
          {job.postingStatus === 'Active' && (
            <ButtonLink to={`/jobs/${encodeURIComponent(job._id)}`} variant="outline" size="sm">
              View job
            </ButtonLink>
          )}
        </div>
      </div>

      {total === 0 ? (
        <Card className="mt-6 p-8 text-center">
          <p className="font-medium text-slate-800">No applications yet</p>
          <p className="mt-2 text-sm text-slate-600">
            {job.postingStatus === 'Pending'
              ? 'Applications arrive once a moderator has approved the post.'
              : 'New applications appear here as soon as they arrive; we also e-mail you about them.'}
          </p>
        </Card>
      ) : (
        <>
          <div className="mt-6">
            <ApplicantFilters
              counts={counts}
              status={status}
              sort={sort}
              onStatus={(next) => setParam('status', next)}
              onSort={(next) => setParam('sort', next === 'match' ? null : next)}
            />
          </div>
          <div className={`mt-6 ${answer.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={answer.isPlaceholderData}>
            {applicants.length === 0 ? (
              <Card className="p-8 text-center">
                <p className="font-medium text-slate-800">No applicants with the status {status}</p>
                <Button variant="outline" size="sm" className="mt-4" onClick={() => setParam('status', null)}>
                  Show all applicants
                </Button>
              </Card>
            ) : (
              <ApplicantList jobId={job._id} jobTitle={job.title} applicants={applicants} />
            )}
            {totalPages > 1 && (
              <PageNav
                label="Pages of applicants"
                current={currentPage}
                total={totalPages}
                onPage={(next) => setParam('page', next === 1 ? null : String(next))}
              />
            )}
          </div>
        </>
      )}
    </Shell>
  );
}
