import { Link } from 'react-router';
import { ageLabel, detailMatchColour, formatSalary, timeRemainingLabel, visibleTags } from '@orbit/shared/job-display';
import type { CatalogueJob } from '../lib/catalogue.ts';
import { useSeekerCountry } from '../lib/auth/seeker-country.ts';
import { eligibilityBadgeFor, eligibilityLabel } from '../lib/job-terms.ts';
import { toPlainText } from '../lib/rich-text.ts';
import { BriefcaseIcon, ClockIcon, MapPinIcon } from './icons.tsx';
import { MatchBadge } from './match-badge.tsx';
import { OrgLogo } from './org-logo.tsx';

export function RemoteBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
      Remote
    </span>
  );
}

/** Labels that mean "apply soon": the last three days. */
const urgentLabel = /^(Last day to apply|Closing soon|[23] days remaining)$/;

/** The deadline badge's colours, shared with the job page so a label looks the same everywhere. */
export function deadlineTone(label: string): string {
  if (label === 'Expired') return 'bg-red-50 text-red-800 ring-red-200';
  if (urgentLabel.test(label)) return 'bg-amber-50 text-amber-900 ring-amber-200';
  return 'bg-slate-100 text-slate-700 ring-slate-200';
}

const verdictTones = {
  open: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  closed: 'bg-amber-50 text-amber-900 ring-amber-300',
  unknown: 'bg-slate-50 text-slate-600 ring-slate-200',
} as const;

/**
 * Who may apply, in a few words; the full list in its tooltip. Unknown says so: it is never shown as worldwide. A
 * signed-in seeker whose location names a country sees it for themselves: 'Open to Nigeria', or the limit in amber.
 */
export function EligibilityBadge({ eligibility }: { eligibility: CatalogueJob['eligibility'] }) {
  const seekerCountry = useSeekerCountry();
  const { label, verdict } = eligibilityBadgeFor(eligibility, seekerCountry);
  const tone = verdict
    ? verdictTones[verdict]
    : !eligibility
      ? verdictTones.unknown
      : 'bg-sky-50 text-sky-800 ring-sky-200';
  const who = eligibility
    ? `Who may apply: ${eligibilityLabel(eligibility)}`
    : 'This job does not say where candidates may live';
  const title = verdict === 'closed' && seekerCountry ? `${who}. Not open to candidates in ${seekerCountry.name}` : who;
  return (
    <span
      title={title}
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${tone}`}
    >
      {label}
      {verdict === 'closed' && <span className="sr-only">, not open to candidates in {seekerCountry?.name}</span>}
    </span>
  );
}

/** Location with the Remote badge, who may apply, employment type and salary: the line under a job's title in lists. */
export function JobFacts({
  job,
  className = '',
}: {
  job: Pick<CatalogueJob, 'location' | 'remote' | 'employmentType' | 'salary'> &
    Partial<Pick<CatalogueJob, 'eligibility'>>;
  className?: string;
}) {
  return (
    <ul className={`flex flex-wrap items-center gap-y-1 text-sm text-slate-600 ${className}`}>
      {(job.location || job.remote) && (
        <li className="inline-flex items-center gap-1.5">
          {job.location && (
            <>
              <MapPinIcon className="h-4 w-4 text-slate-400" />
              <span>{job.location}</span>
            </>
          )}
          {job.remote && <RemoteBadge />}
        </li>
      )}
      {job.eligibility !== undefined && (
        <li>
          <EligibilityBadge eligibility={job.eligibility} />
        </li>
      )}
      {job.employmentType && (
        <li className="inline-flex items-center gap-1.5">
          <BriefcaseIcon className="h-4 w-4 text-slate-400" />
          {job.employmentType}
        </li>
      )}
      <li className="font-medium text-slate-700">{formatSalary(job.salary)}</li>
    </ul>
  );
}

interface JobCardProps {
  /** `matchScore`: the signed-in seeker's match, when the list came with one ("Recommended for you"). */
  job: CatalogueJob & { matchScore?: number };
  now: Date;
  headingLevel?: 'h2' | 'h3';
}

/** One job in a list (jobs page, home latest jobs, company detail): spec sections 2 and 3. */
export function JobCard({ job, now, headingLevel: Heading = 'h2' }: JobCardProps) {
  const posted = job.postedAt || job.createdAt;
  // One wording on every card and on the job page, so a job never reads two ways.
  const deadlineText = timeRemainingLabel(job, now);
  const age = ageLabel(posted, now);
  const { shown, moreLabel } = visibleTags(job.tags);
  const summary = toPlainText(job.description);

  return (
    <article className="flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md sm:p-5">
      <OrgLogo logo={job.logo} name={job.company} fallback="letter" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <Heading className="text-base font-semibold text-slate-900 sm:text-lg">
              <Link
                to={`/jobs/${encodeURIComponent(job._id)}`}
                className="rounded hover:text-brand-700 hover:underline"
              >
                {job.title}
              </Link>
            </Heading>
            <p className="text-sm font-medium text-slate-700">{job.company}</p>
          </div>
          {(deadlineText || job.matchScore !== undefined) && (
            <div className="flex shrink-0 flex-wrap items-center gap-1.5 sm:justify-end">
              {/* Same scale as the job page, so the percent on the card and on the page look alike. */}
              {job.matchScore !== undefined && (
                <MatchBadge score={job.matchScore} colour={detailMatchColour(job.matchScore)} />
              )}
              {deadlineText && (
                <span
                  className={`inline-flex w-fit shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${deadlineTone(deadlineText)}`}
                >
                  <ClockIcon className="h-3.5 w-3.5" />
                  {deadlineText}
                </span>
              )}
            </div>
          )}
        </div>

        <JobFacts job={job} className="mt-2 gap-x-4" />

        {summary && <p className="mt-2 line-clamp-2 text-sm text-slate-600">{summary}</p>}

        <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
          {shown.length > 0 ? (
            <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
              {shown.map((tag) => (
                <li key={tag} className="rounded-md bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
                  {tag}
                </li>
              ))}
              {moreLabel && <li className="px-1 py-0.5 text-xs font-medium text-slate-500">{moreLabel}</li>}
            </ul>
          ) : (
            <span />
          )}
          {age && <p className="text-xs text-slate-500">Posted {age}</p>}
        </div>
      </div>
    </article>
  );
}

/** A placeholder card with the shape of JobCard while a list loads. */
export function JobCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex animate-pulse gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200 motion-reduce:animate-none"
    >
      <div className="h-12 w-12 rounded-xl bg-slate-200" />
      <div className="flex-1 space-y-3">
        <div className="h-4 w-1/2 rounded bg-slate-200" />
        <div className="h-3 w-1/3 rounded bg-slate-200" />
        <div className="h-3 w-3/4 rounded bg-slate-100" />
        <div className="h-3 w-2/3 rounded bg-slate-100" />
      </div>
    </div>
  );
}
