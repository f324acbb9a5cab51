import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { Notice } from '../../../components/notice.tsx';
import { EmployersOnlyPage } from '../../../components/role-notice-page.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useSignedInUser } from '../../../lib/auth/auth-context.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { candidateSearchQuery, employerJobsQuery } from '../api/candidates-api.ts';
import { CandidateFilters } from '../components/candidate-filters.tsx';
import { CandidateList } from '../components/candidate-list.tsx';
import { PageNav } from '../../../components/page-nav.tsx';
import {
  emptySearch,
  isFiltered,
  rankableJobs,
  readSearch,
  resultsSummary,
  searchFailure,
  searchParamsOf,
  type CandidateSearch,
} from '../utils/candidate-search.ts';

function Results({ search, onSearch }: { search: CandidateSearch; onSearch: (next: CandidateSearch) => void }) {
  const answer = useQuery({ ...candidateSearchQuery(search), placeholderData: keepPreviousData });
  if (answer.isPending) return <Spinner label="Searching candidates..." showLabel />;
  if (answer.isError) {
    const { error } = answer;
    const failure = searchFailure(isApiError(error) ? error.status : null, isApiError(error) ? error.msg : '');
    return (
      <Notice tone="error">
        <p>{failure.text}</p>
        {failure.action === 'unrank' && (
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            onClick={() => onSearch({ ...search, forJob: '', page: 1 })}
          >
            Search without ranking
          </Button>
        )}
        {failure.action === 'retry' && (
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void answer.refetch()}>
            Try again
          </Button>
        )}
      </Notice>
    );
  }
  const { candidates, total, page, totalPages } = answer.data;
  if (total === 0) {
    return (
      <Card className="p-8 text-center">
        <p className="font-medium text-slate-800">No candidates found</p>
        <p className="mt-2 text-sm text-slate-600">
          {isFiltered(search)
            ? 'Nobody visible to your company matches all of these filters. Try fewer filters or other words.'
            : 'Nobody has chosen to be visible to your company yet. Candidates join the talent pool from their profile.'}
        </p>
        {isFiltered(search) && (
          <Button variant="outline" size="sm" className="mt-4" onClick={() => onSearch(emptySearch)}>
            Clear filters
          </Button>
        )}
      </Card>
    );
  }
  return (
    <div className={answer.isPlaceholderData ? 'opacity-60' : ''} aria-busy={answer.isPlaceholderData}>
      <p role="status" className="mb-3 text-sm text-slate-600">
        {resultsSummary(total, search.forJob !== '')}
      </p>
      {candidates.length === 0 ? (
        <Card className="p-8 text-center">
          <p className="font-medium text-slate-800">No candidates on page {page}</p>
          <Button variant="outline" size="sm" className="mt-4" onClick={() => onSearch({ ...search, page: 1 })}>
            Go to the first page
          </Button>
        </Card>
      ) : (
        <CandidateList candidates={candidates} forJob={search.forJob} />
      )}
      {totalPages > 1 && (
        <PageNav
          label="Pages of candidates"
          current={page}
          total={totalPages}
          onPage={(next) => onSearch({ ...search, page: next })}
        />
      )}
    </div>
  );
}

/**
 * /search-candidates: the talent pool as the employer's company may see it — only seekers who chose to be visible to
 * it, as anonymised cards. The search lives in the address.
 */
export function SearchCandidatesPage() {
  const user = useSignedInUser();
  const isEmployer = user.role === 'employer';
  const [searchParams, setSearchParams] = useSearchParams();
  const search = readSearch(searchParams);
  const addressKey = searchParamsOf(search).toString();
  const jobs = useQuery({ ...employerJobsQuery, enabled: isEmployer });
  useDocumentTitle('Search Candidates');

  if (!isEmployer) return <EmployersOnlyPage title="Searching candidates is for employer accounts" />;

  const onSearch = (next: CandidateSearch) =>
    setSearchParams(searchParamsOf(next), { preventScrollReset: next.page === search.page });

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Search Candidates</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        Candidates who chose to be found by employers like you. Cards show no name, contact details or resume: those are
        shared only with the companies a candidate applies to or accepts a contact request from.
      </p>
      <Card className="mt-6 p-4 sm:p-6">
        <CandidateFilters
          key={addressKey}
          search={search}
          jobs={rankableJobs(jobs.data ?? [], search.forJob)}
          jobsUnavailable={jobs.isError}
          onSearch={onSearch}
        />
      </Card>
      <section aria-label="Results" className="mt-6">
        <Results search={search} onSearch={onSearch} />
      </section>
    </div>
  );
}
