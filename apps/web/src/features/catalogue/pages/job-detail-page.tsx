import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { detailMatchColour } from '@orbit/shared/job-display';
import { Button, ButtonLink } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { ArrowLeftIcon, ClockIcon } from '../../../components/icons.tsx';
import { JobBody, JobFactsGrid } from '../../../components/job-details.tsx';
import { MatchBadge } from '../../../components/match-badge.tsx';
import { OrgLogo } from '../../../components/org-logo.tsx';
import { PageSpinner } from '../../../components/spinner.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { responseTimeLabel } from '../../../lib/job-terms.ts';
import { loginPathFor } from '../../../lib/return-url.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useOrigin } from '../../../lib/use-origin.ts';
import { jobDetailError, jobDetailQuery } from '../api/job-detail-api.ts';
import { ClosedJobNotice } from '../components/closed-job-notice.tsx';
import { JobMatchPanel } from '../components/job-match-panel.tsx';
import { StickyApplyBar } from '../components/sticky-apply-bar.tsx';
import { matchViewerKey } from '../utils/job-match.ts';

/**
 * The apply area in a chunk of its own: it carries the application contracts (zod) and the apply forms, which the
 * job's own text does not wait for. On a page the server rendered, the area is there from the start and comes alive
 * when its chunk has arrived; on a page opened in the app, it shows as soon as the chunk is in.
 */
const JobApplyPanel = lazy(async () => ({
  default: (await import('../components/job-apply-panel.tsx')).JobApplyPanel,
}));

/**
 * Spec "Job detail" (/jobs/{id}); the apply area is JobApplyPanel. A signed-in seeker also gets the Match Score
 * (detail colours: 80 green, 60 yellow, else red) and "Why this match"; the API sends both only to them.
 */
export function JobDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const auth = useAuth();
  const viewer = matchViewerKey(auth);
  const job = useQuery(jobDetailQuery(id, viewer));
  const origin = useOrigin();

  const pageTitle = job.data
    ? `${job.data.title}${job.data.company ? ` at ${job.data.company}` : ''}`
    : job.isError
      ? jobDetailError(job.error).message
      : 'Job Details';
  useDocumentTitle(pageTitle);

  // Back goes to where the visitor came from (a filtered list keeps its filters); a direct visit goes to the list.
  const goBack = () => (location.key === 'default' ? void navigate('/jobs') : void navigate(-1));
  const backButton = (
    <Button variant="ghost" size="sm" onClick={goBack} className="-ml-3">
      <ArrowLeftIcon className="h-4 w-4" />
      Back
    </Button>
  );

  if (job.isPending) {
    return (
      <>
        <h1 className="sr-only">Job Details</h1>
        <PageSpinner label="Loading job details..." />
      </>
    );
  }

  if (job.isError) {
    const { message, status } = jobDetailError(job.error);
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {backButton}
        <Card className="mt-4 p-8 text-center" role="alert">
          <h1 className="text-2xl font-bold text-slate-900">{message}</h1>
          <p className="mt-3 text-sm text-slate-600">Status: {status}</p>
          <p className="mt-1 text-sm break-all text-slate-600">Job ID: {id}</p>
          <ButtonLink to="/jobs?fresh=true" className="mt-6">
            Back to Jobs
          </ButtonLink>
        </Card>
      </div>
    );
  }

  const data = job.data;
  const responseTime = responseTimeLabel(data.medianResponseHours);
  const closed = data.status === 'closed';

  return (
    // Bottom padding below lg: the sticky apply bar must not cover the end of the page.
    <div className={`mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10 ${closed ? '' : 'pb-24 lg:pb-10'}`}>
      {backButton}
      <div className={`mt-4 grid gap-6 ${closed ? '' : 'lg:grid-cols-[1fr_20rem]'}`}>
        <Card className="p-6 sm:p-8">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <OrgLogo logo={data.logo} name={data.company} size="lg" fallback="letter" />
            <div className="min-w-0 flex-1">
              <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{data.title}</h1>
              {data.company && (
                <p className="mt-1 text-lg font-medium text-slate-700">
                  {data.companyId ? (
                    <Link
                      to={`/companies/${encodeURIComponent(data.companyId)}`}
                      className="underline decoration-slate-300 underline-offset-4 hover:text-brand-700 hover:decoration-brand-600"
                    >
                      {data.company}
                    </Link>
                  ) : (
                    data.company
                  )}
                </p>
              )}
            </div>
            {data.matchScore !== undefined && (
              <MatchBadge
                score={data.matchScore}
                colour={detailMatchColour(data.matchScore)}
                size="lg"
                className="self-start"
              />
            )}
          </div>
          {viewer === 'visitor' && !closed && (
            <p className="mt-4 text-sm text-slate-600">
              <Link
                to={loginPathFor(`${location.pathname}${location.search}`)}
                className="font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-600"
              >
                Sign in as a job seeker
              </Link>{' '}
              to see how well this job matches you.
            </p>
          )}

          {closed && <ClosedJobNotice closedReason={data.closedReason} />}

          <JobFactsGrid job={data} expiresAt={closed ? null : data.expiresAt} />

          {data.matchBreakdown && <JobMatchPanel breakdown={data.matchBreakdown} />}

          <JobBody job={data} />

          {/* Scams and misleading posts reach the team through the contact form, the job named for them. */}
          <p className="mt-8 border-t border-slate-100 pt-4 text-sm text-slate-500">
            Something wrong with this job?{' '}
            <Link
              to={`/contact?${new URLSearchParams({ topic: 'report-job', jobUrl: `${origin}/jobs/${data._id}` }).toString()}`}
              className="font-medium text-slate-700 underline decoration-slate-300 underline-offset-4 hover:text-brand-700 hover:decoration-brand-600"
            >
              Report this job
            </Link>
          </p>
        </Card>

        {/* A closed job says so under its title (first thing on a phone) and offers nothing to apply with. */}
        {!closed && (
          // tabIndex: the sticky bar moves focus here; scroll-mt: clear of the sticky header.
          <aside id="apply" aria-label="Apply" tabIndex={-1} className="scroll-mt-20 focus:outline-none">
            <Card className="p-6 lg:sticky lg:top-24">
              {responseTime && (
                <p className="mb-4 flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
                  <ClockIcon className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
                  {responseTime}
                </p>
              )}
              <Suspense fallback={null}>
                <JobApplyPanel job={data} />
              </Suspense>
            </Card>
          </aside>
        )}
      </div>
      {!closed && <StickyApplyBar targetId="apply" jobTitle={data.title} />}
    </div>
  );
}
