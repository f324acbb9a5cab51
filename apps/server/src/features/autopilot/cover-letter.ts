/** Placeholder until the facts-only builder lands (same signature). */
export interface CoverLetterFacts {
  seekerName: string;
  baseLetter: string;
  customize: boolean;
  seeker: { title: string; skills: string[]; yearsOfExperience: number | null };
  resume: { latestTitle: string | null; yearsOfExperience: number | null; skills: string[] } | null;
  job: { title: string; company: string; skills: string[] };
}

export function buildCoverLetter(facts: CoverLetterFacts): string {
  return (facts.baseLetter || `Dear ${facts.job.company} team,\n\nI would like to apply for ${facts.job.title}.\n\n${facts.seekerName}`).trim();
}
