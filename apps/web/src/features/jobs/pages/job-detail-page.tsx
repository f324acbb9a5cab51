import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { detailMatchColour, formatSalary } from '@orbit/shared/job-display';
import { Button, ButtonLink } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { ArrowLeftIcon, BriefcaseIcon, ClockIcon, MapPinIcon, StarIcon } from '../../../components/icons.tsx';
import { RemoteBadge } from '../../../components/job-card.tsx';
import { MatchBadge } from '../../../components/match-badge.tsx';
import { OrgLogo } from '../../../components/org-logo.tsx';
import { PageSpinner } from '../../../components/spinner.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { loginPathFor } from '../../../lib/return-url.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { jobDetailError, jobDetailQuery } from '../api/jobs-api.ts';
import { JobApplyPanel } from '../components/job-apply-panel.tsx';
import { JobMatchPanel } from '../components/job-match-panel.tsx';
import { JobTextSection } from '../components/job-text-section.tsx';
import { matchViewerKey } from '../utils/job-match.ts';
import { experienceLevelLabel } from '../utils/job-source.ts';

function postedDate(value: string): string | null {
  const date = new Date(value);
  return value && !Number.isNaN(date.getTime())
    ? date.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' })
    : null;
}

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
  const posted = postedDate(data.createdAt || data.postedAt);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      {backButton}
      <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <Card className="p-6 sm:p-8">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <OrgLogo logo={data.logo} name={data.company} size="lg" fallback="letter" />
            <div className="min-w-0 flex-1">
              <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{data.title}</h1>
              {data.company && (
                <p className="mt-1 text-lg font-medium text-slate-700">
                  {data.companyId ? (
                    <Link to={`/companies/${encodeURIComponent(data.companyId)}`} className="underline decoration-slate-300 underline-offset-4 hover:text-brand-700 hover:decoration-brand-600">
                      {data.company}
                    </Link>
                  ) : (
                    data.company
                  )}
                </p>
              )}
            </div>
            {data.matchScore !== undefined && (
              <MatchBadge score={data.matchScore} colour={detailMatchColour(data.matchScore)} size="lg" className="self-start" />
            )}
          </div>
          {viewer === 'visitor' && (
            <p className="mt-4 text-sm text-slate-600">
              <Link to={loginPathFor(`${location.pathname}${location.search}`)} className="font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-600">
                Sign in as a job seeker
              </Link>{' '}
              to see how well this job matches you.
            </p>
          )}

          <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-4 border-y border-slate-200 py-5 text-sm">
            <div>
              <dt className="font-medium text-slate-500">Location</dt>
              <dd className="mt-1 flex flex-wrap items-center gap-2 text-slate-900">
                <MapPinIcon className="h-4 w-4 text-slate-400" />
                {data.location || 'Not specified'}
                {data.remote && <RemoteBadge />}
              </dd>
            </div>
            <div>
              <dt className="font-medium text-slate-500">Employment type</dt>
              <dd className="mt-1 flex items-center gap-2 text-slate-900">
                <BriefcaseIcon className="h-4 w-4 text-slate-400" />
                {data.employmentType || 'Not specified'}
              </dd>
            </div>
            <div>
              <dt className="font-medium text-slate-500">Experience level</dt>
              <dd className="mt-1 flex items-center gap-2 text-slate-900">
                <StarIcon className="h-4 w-4 text-slate-400" />
                {data.experienceLevel ? experienceLevelLabel(data.experienceLevel) : 'Not specified'}
              </dd>
            </div>
            <div>
              <dt className="font-medium text-slate-500">Salary</dt>
              <dd className="mt-1 font-semibold text-slate-900">{formatSalary(data.salary)}</dd>
            </div>
            {posted && (
              <div>
                <dt className="font-medium text-slate-500">Posted</dt>
                <dd className="mt-1 flex items-center gap-2 text-slate-900">
                  <ClockIcon className="h-4 w-4 text-slate-400" />
                  <time dateTime={data.createdAt || data.postedAt}>{posted}</time>
                </dd>
              </div>
            )}
          </dl>

          {data.matchBreakdown && <JobMatchPanel breakdown={data.matchBreakdown} />}

          <JobTextSection title="Description" text={data.description} />
          <JobTextSection title="Responsibilities" text={data.responsibilities} />
          <JobTextSection title="Requirements" text={data.requirements} />
          <JobTextSection title="Benefits" text={data.benefits} />

          {data.skills.length > 0 && (
            <section className="mt-8">
              <h2 className="text-lg font-semibold text-slate-900">Skills</h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {data.skills.map((skill) => (
                  <li key={skill} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700">
                    {skill}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </Card>

        <aside aria-label="Apply">
          <Card className="p-6 lg:sticky lg:top-24">
            <JobApplyPanel job={data} />
          </Card>
        </aside>
      </div>
    </div>
  );
}
