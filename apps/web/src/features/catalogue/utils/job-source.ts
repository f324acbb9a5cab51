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
