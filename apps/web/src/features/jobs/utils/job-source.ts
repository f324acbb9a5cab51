/** Feed names as credited on a job (several feeds' terms ask for the credit). */
const sourceLabels: Record<string, string> = {
  remotive: 'Remotive',
  remoteok: 'Remote OK',
  weworkremotely: 'We Work Remotely',
  jobicy: 'Jobicy',
  arbeitnow: 'Arbeitnow',
  'orbit-demo': 'Orbit Jobs demo data',
};

/** The credit for a job's source: the known name, else the server's label, else the raw source name. */
export function jobSourceLabel(source: string, serverLabel?: string): string {
  return sourceLabels[source.toLowerCase()] ?? (serverLabel?.trim() || source);
}

const experienceLabels: Record<string, string> = {
  entry: 'Entry level',
  mid: 'Mid level',
  senior: 'Senior',
  lead: 'Lead',
};

/** The stored experience level as words ('mid' → 'Mid level'); unknown values are shown as they are. */
export const experienceLevelLabel = (level: string): string => experienceLabels[level.toLowerCase()] ?? level;
