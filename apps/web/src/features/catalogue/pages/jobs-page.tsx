import { useQuery } from '@tanstack/react-query';
import { effectiveOpenTo } from '@orbit/shared/job-list-url';
import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { asksForFreshJobList } from '@orbit/shared/job-list-url';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { DisclosureAnchor, DisclosureButton, useDisclosure } from '../../../components/disclosure-button.tsx';
import { ChevronDownIcon } from '../../../components/icons.tsx';
import { Card } from '../../../components/card.tsx';
import { JobCard, JobCardSkeleton } from '../../../components/job-card.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { useNow } from '../../../lib/use-now.ts';
import { siteName, useExactDocumentTitle } from '../../../lib/use-document-title.ts';
import { jobsErrorMessage, jobsPageQuery } from '../api/jobs-api.ts';
import { clearFiltersFormId } from '../components/clear-filters-form.tsx';
import { JobFiltersForm } from '../components/job-filters-form.tsx';
import { JobSortSelect } from '../components/job-sort-select.tsx';
import { PaginationNav } from '../components/pagination-nav.tsx';
import { canSeeMatches, matchViewerKey } from '../utils/job-match.ts';
import { countryName } from '../../../lib/job-terms.ts';
import {
  clearedJobFilters,
  filtersForViewer,
  hasActiveFilters,
  jobsDocumentTitle,
  jobsFoundLabel,
  jobsHeading,
  parseJobFilters,
  serialiseJobFilters,
  withFilterChange,
  type JobFilters,
} from '../utils/job-filters.ts';

/**
 * Spec "Jobs list" (/jobs): filters in the URL, count, paging, empty and error states. Signed-in job seekers may
 * also sort by 'Recommended for you' (sort=recommended), whose cards carry their match percent. `alertPanel`: the job
 * alerts' "Create alert" for the filters in the address and the search as the list read it (app/router.tsx hands it
 * in; features never import each other).
 */
/** What the list answered that the alert panel says too: the search as it was read ('pyhton' → 'python'). */
export interface ListedSearch {
  correctedSearch?: string | undefined;
}

export function JobsPage({ alertPanel }: { alertPanel?: (listed: ListedSearch) => ReactNode }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const auth = useAuth();
  const viewer = matchViewerKey(auth);
  const canRank = canSeeMatches(auth.user);
  const fresh = asksForFreshJobList(searchParams);
  const filters = filtersForViewer(parseJobFilters(searchParams), canRank);
  const now = useNow();
  const resultsRef = useRef<HTMLParagraphElement>(null);
  // Below the lg breakpoint the filters fold away so the results are on the first screen.
  // On a phone the filters fold away; a link to them until hydrated, so a tap while the scripts load opens them.
  const { hydrated, open: filtersOpen, setOpen: setFiltersOpen } = useDisclosure('job-filters-panel');

  useExactDocumentTitle(jobsDocumentTitle(filters.category, siteName));

  // fresh=true (the "Find Jobs" links): filters reset and the address becomes plain /jobs.
  useEffect(() => {
    if (fresh) void navigate('/jobs', { replace: true, preventScrollReset: true });
  }, [fresh, navigate]);

  // "Open to my country" needs a seeker whose location names a country; it is on unless they turned it off.
  const seekerCountry = canRank ? (auth.user?.country ?? null) : null;
  const openTo = effectiveOpenTo(filters, seekerCountry?.code);
  const jobs = useQuery(jobsPageQuery(filters, viewer, seekerCountry?.code ?? null));

  const applyFilters = (next: JobFilters, options: { scrollToResults?: boolean } = {}) => {
    setSearchParams(serialiseJobFilters(next), { preventScrollReset: !options.scrollToResults });
    if (options.scrollToResults) resultsRef.current?.focus();
  };
  const clearFilters = () => applyFilters(clearedJobFilters(filters));
  const goToPage = (page: number) => applyFilters({ ...filters, page }, { scrollToResults: true });

  const data = jobs.data;
  // Stale: the previous page, or the visitor's list the server rendered while the session is checked (viewer null).
  const showingStale = jobs.isPlaceholderData && (jobs.isFetching || viewer === null);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{jobsHeading(filters.category)}</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[18rem_1fr]">
        <aside aria-label="Job filters">
          <DisclosureAnchor hydrated={hydrated} panelId="job-filters-panel" />
          <DisclosureButton
            id="job-filters-toggle"
            hydrated={hydrated}
            open={filtersOpen}
            panelId="job-filters-panel"
            onToggle={() => setFiltersOpen((open) => !open)}
            className={`${buttonClasses({ variant: 'outline', fullWidth: true })} justify-between lg:hidden`}
          >
            {hasActiveFilters(filters) ? 'Filters (active)' : 'Filters'}
            <ChevronDownIcon
              className={`h-4 w-4 transition-transform motion-reduce:transition-none ${filtersOpen ? 'rotate-180' : ''}`}
            />
          </DisclosureButton>
          <Card
            id="job-filters-panel"
            className={`mt-3 p-5 lg:sticky lg:top-24 lg:mt-0 lg:block ${filtersOpen ? '' : 'hidden'}`}
          >
            <JobFiltersForm
              filters={filters}
              seekerCountry={seekerCountry}
              onChange={(next) => applyFilters(next)}
              onClear={clearFilters}
            />
          </Card>
          {/* Without JavaScript the Filters button cannot open the panel on a phone: index.css shows it open. The
              marker is markup, not a child element, so no renderer creates it while hydrating with scripts on. */}
          <noscript dangerouslySetInnerHTML={{ __html: '<span data-no-script=""></span>' }} />
          {/* "Create alert" with these filters: the job alerts feature's, handed in by the router. */}
          {alertPanel?.({ correctedSearch: data?.correctedSearch })}
        </aside>

        <section aria-labelledby="jobs-results-summary" aria-busy={jobs.isFetching}>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
            <div className="flex min-h-6 flex-wrap items-baseline gap-x-3 gap-y-1">
              <p
                id="jobs-results-summary"
                ref={resultsRef}
                tabIndex={-1}
                className="text-base font-semibold text-slate-900 focus:outline-none"
              >
                {data ? jobsFoundLabel(data.total, data.totalCapped) : jobs.isPending ? 'Searching jobs…' : 'Jobs'}
              </p>
              {data && data.totalPages > 0 && (
                <p className="text-sm text-slate-600">
                  Showing page {data.currentPage} of {data.totalPages}
                </p>
              )}
            </div>
            {canRank && (
              <JobSortSelect
                value={filters.sort}
                onChange={(sort) => applyFilters(withFilterChange(filters, { sort }))}
              />
            )}
          </div>
          {data?.correctedSearch && (
            <p className="-mt-2 mb-4 text-sm text-slate-600">
              Showing results for <span className="font-semibold text-slate-900">“{data.correctedSearch}”</span>
            </p>
          )}
          {filters.sort === 'recommended' && (
            <p className="-mt-2 mb-4 text-sm text-slate-600">
              Jobs that fit your profile come first, best match on top; then the rest, newest first.
            </p>
          )}

          {jobs.isPending ? (
            <div>
              <Spinner label="Loading jobs..." />
              <div className="mt-2 space-y-4">
                {Array.from({ length: 5 }, (_, i) => (
                  <JobCardSkeleton key={i} />
                ))}
              </div>
            </div>
          ) : jobs.isError && !data ? (
            <Notice tone="error">
              <p>{jobsErrorMessage(jobs.error)}</p>
              <Button variant="outline" size="sm" className="mt-3" onClick={() => void jobs.refetch()}>
                Try again
              </Button>
            </Notice>
          ) : data && data.jobs.length === 0 ? (
            <Card className="p-8 text-center">
              {data.total > 0 ? (
                <>
                  <p className="text-slate-700">There are no jobs on page {filters.page}.</p>
                  <Button className="mt-4" onClick={() => goToPage(1)}>
                    Go to page 1
                  </Button>
                </>
              ) : (
                <>
                  <p className="text-slate-700">No jobs found matching your criteria.</p>
                  <div className="mt-4 flex flex-wrap justify-center gap-3">
                    <Button type="submit" form={clearFiltersFormId}>
                      Clear Filters
                    </Button>
                    {openTo && (
                      <Button
                        variant="outline"
                        onClick={() => applyFilters(withFilterChange(filters, { openTo: 'any' }))}
                      >
                        Include jobs not open to {countryName(openTo)}
                      </Button>
                    )}
                  </div>
                </>
              )}
            </Card>
          ) : data ? (
            <>
              {jobs.isError && (
                <Notice tone="error" className="mb-4">
                  {jobsErrorMessage(jobs.error)}
                </Notice>
              )}
              <ul className={`space-y-4 transition-opacity ${showingStale ? 'opacity-60' : ''}`}>
                {data.jobs.map((job) => (
                  <li key={job._id}>
                    <JobCard job={job} now={now} />
                  </li>
                ))}
              </ul>
              <PaginationNav page={data.currentPage} totalPages={data.totalPages} onPageChange={goToPage} />
            </>
          ) : null}
        </section>
      </div>
    </div>
  );
}
