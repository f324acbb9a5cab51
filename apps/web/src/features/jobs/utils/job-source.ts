/** Feed names as credited on a job (several feeds' terms ask for the credit). */
const sourceLabels: Record<string, string> = {
  remotive: 'Remotive',
  remoteok: 'Remote OK',
  weworkremotely: 'We Work Remotely',
  jobicy: 'Jobicy',
  arbeitnow: 'Arbeitnow',
  'orbit-demo': 'Orbit Jobs (demo data)',
};

/** The credit for a job's source: the server's label (one wording everywhere), else the known name, else the raw name. */
export function jobSourceLabel(source: string, serverLabel?: string): string {
  return serverLabel?.trim() || (sourceLabels[source.toLowerCase()] ?? source);
}

const experienceLabels: Record<string, string> = {
  entry: 'Entry level',
  mid: 'Mid level',
  senior: 'Senior',
  lead: 'Lead',
};

/** The stored experience level as words ('mid' → 'Mid level'); unknown values are shown as they are. */
export const experienceLevelLabel = (level: string): string => experienceLabels[level.toLowerCase()] ?? level;
