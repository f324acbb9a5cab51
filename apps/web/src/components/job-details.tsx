import type { ReactNode } from 'react';
import { formatSalary, timeRemainingLabel, type SalaryRange } from '@orbit/shared/job-display';
import { useSeekerCountry } from '../lib/auth/seeker-country.ts';
import {
  eligibilityBadgeFor,
  eligibilityLabel,
  experienceLevelLabel,
  longDate,
  timezoneOverlapLabel,
  type EligibilityTerms,
} from '../lib/job-terms.ts';
import { useNow } from '../lib/use-now.ts';
import { BriefcaseIcon, ClockIcon, GlobeIcon, MapPinIcon, StarIcon } from './icons.tsx';
import { deadlineTone, RemoteBadge } from './job-card.tsx';
import { JobTextSection, type JobTextRenderer } from './job-text-section.tsx';
import { OrgLogo } from './org-logo.tsx';

/**
 * A job as seekers see it: its facts and texts (the job page) and the whole of it without the apply area (the
 * post-job preview and the moderation queue), so a preview cannot drift from the page it previews.
 */

export interface JobFactsInput {
  location: string;
  remote: boolean;
  employmentType: string;
  experienceLevel: string;
  salary: SalaryRange | string | null;
  createdAt: string;
  postedAt: string;
  eligibility?: EligibilityTerms | null | undefined;
  timezoneOverlap?: { hours: number; utcOffset: number } | null | undefined;
  applicationDeadline?: string | null | undefined;
}

/** One fact: its icon stays beside the first line while a long value (a date, a list of countries) wraps. */
function Fact({ label, icon, children }: { label: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 flex items-start gap-2 text-slate-900">
        {icon && <span className="mt-0.5 shrink-0 text-slate-400">{icon}</span>}
        <span className="flex min-w-0 flex-wrap items-center gap-2">{children}</span>
      </dd>
    </div>
  );
}

/**
 * Location, type, level, salary, posted date; and for posts made here who may apply, overlap and deadline.
 * `expiresAt`: a listed job's closing time, shown in the cards' wording (one format on cards and pages);
 * null for previews and closed jobs.
 */
export function JobFactsGrid({ job, expiresAt = null }: { job: JobFactsInput; expiresAt?: string | null }) {
  const now = useNow();
  const remaining =
    expiresAt === null ? null : timeRemainingLabel({ expiresAt, postedAt: job.postedAt || job.createdAt }, now);
  const postedValue = job.createdAt || job.postedAt;
  const posted = longDate(postedValue);
  const eligibility = eligibilityLabel(job.eligibility);
  // A signed-in seeker reads it for themselves: open to them, or not (never both guessed from an unknown).
  const seekerCountry = useSeekerCountry();
  const { verdict } = eligibilityBadgeFor(job.eligibility, seekerCountry);
  const deadline = longDate(job.applicationDeadline);
  return (
    <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-4 border-y border-slate-200 py-5 text-sm">
      <Fact label="Location" icon={<MapPinIcon className="h-4 w-4" />}>
        {job.location || 'Not specified'}
        {job.remote && <RemoteBadge />}
      </Fact>
      <Fact label="Employment type" icon={<BriefcaseIcon className="h-4 w-4" />}>
        {job.employmentType || 'Not specified'}
      </Fact>
      <Fact label="Experience level" icon={<StarIcon className="h-4 w-4" />}>
        {job.experienceLevel ? experienceLevelLabel(job.experienceLevel) : 'Not specified'}
      </Fact>
      <Fact label="Salary">
        <span className="font-semibold">{formatSalary(job.salary)}</span>
      </Fact>
      {/* Unknown says so: a job that does not say where candidates may live is never shown as open to all. */}
      <Fact label="Who can apply" icon={<GlobeIcon className="h-4 w-4" />}>
        {eligibility || 'Not stated by the job'}
        {seekerCountry && verdict === 'open' && (
          <span className="text-emerald-700">· open to you in {seekerCountry.name}</span>
        )}
        {seekerCountry && verdict === 'closed' && (
          <span className="font-medium text-amber-800">· not open to candidates in {seekerCountry.name}</span>
        )}
      </Fact>
      {job.timezoneOverlap && <Fact label="Working hours">{timezoneOverlapLabel(job.timezoneOverlap)}</Fact>}
      {posted && (
        <Fact label="Posted" icon={<ClockIcon className="h-4 w-4" />}>
          <time dateTime={postedValue}>{posted}</time>
        </Fact>
      )}
      {remaining && (
        <Fact label="Time to apply">
          <span
            className={`inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${deadlineTone(remaining)}`}
          >
            {remaining}
          </span>
        </Fact>
      )}
      {deadline && (
        <Fact label="Apply by">
          <time dateTime={job.applicationDeadline ?? undefined}>{deadline}</time>
        </Fact>
      )}
    </dl>
  );
}

export interface JobBodyInput {
  description: string;
  responsibilities: string;
  requirements: string;
  benefits: string;
  skills: readonly string[];
}

/**
 * The texts and skills. `render`: how texts become HTML (see JobTextSection). `headingLevel`: h2 on the job page; h3
 * where the job sits under a heading of its own (a preview, a queue item).
 */
export function JobBody({
  job,
  render,
  headingLevel: Heading = 'h2',
}: {
  job: JobBodyInput;
  render?: JobTextRenderer;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <>
      <JobTextSection title="Description" text={job.description} render={render} headingLevel={Heading} />
      <JobTextSection title="Responsibilities" text={job.responsibilities} render={render} headingLevel={Heading} />
      <JobTextSection title="Requirements" text={job.requirements} render={render} headingLevel={Heading} />
      <JobTextSection title="Benefits" text={job.benefits} render={render} headingLevel={Heading} />
      {job.skills.length > 0 && (
        <section className="mt-8">
          <Heading className="text-lg font-semibold text-slate-900">Skills</Heading>
          <ul className="mt-3 flex flex-wrap gap-2">
            {job.skills.map((skill) => (
              <li key={skill} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700">
                {skill}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

export interface PreviewJob extends JobFactsInput, JobBodyInput {
  title: string;
  company: string;
  logo: string;
}

/**
 * A job as its page shows it to seekers (header, facts, texts, skills), without the apply area: the post-job
 * preview (texts still in Markdown: `render` renders them) and the moderation queue (texts already rendered). The
 * title is an h2: these pages have their own h1.
 */
export function JobPreview({ job, render }: { job: PreviewJob; render?: JobTextRenderer }) {
  return (
    <article>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <OrgLogo logo={job.logo} name={job.company} size="lg" fallback="letter" />
        <div className="min-w-0 flex-1">
          <h2 className="text-2xl font-bold tracking-tight break-words text-slate-900">{job.title}</h2>
          {job.company && <p className="mt-1 text-lg font-medium text-slate-700">{job.company}</p>}
        </div>
      </div>
      <JobFactsGrid job={job} />
      <JobBody job={job} render={render} headingLevel="h3" />
    </article>
  );
}
