import { demoJobSource, nativeJobSource } from './job-kind.ts';

/**
 * The feeds jobs are imported from, in the order a full import runs them, with the name each one's terms ask us to
 * credit on the job page. The importer, the configuration (JOB_SOURCES_ENABLED) and every presenter read this list.
 */
export const jobSourceNames = ['remotive', 'remote-ok', 'we-work-remotely', 'jobicy', 'arbeitnow'] as const;

export type JobSourceName = (typeof jobSourceNames)[number];

export const jobSourceLabels: Readonly<Record<JobSourceName, string>> = {
  remotive: 'Remotive',
  'remote-ok': 'Remote OK',
  'we-work-remotely': 'We Work Remotely',
  jobicy: 'Jobicy',
  arbeitnow: 'Arbeitnow',
};

const isJobSourceName = (source: string): source is JobSourceName =>
  (jobSourceNames as readonly string[]).includes(source);

/** Who a job is credited to: Orbit Jobs for native and demo jobs, the feed's own name for imported ones. */
export function sourceLabel(source: string): string {
  if (source === nativeJobSource) return 'Orbit Jobs';
  if (source === demoJobSource) return 'Orbit Jobs (demo data)';
  return isJobSourceName(source) ? jobSourceLabels[source] : source;
}
