/**
 * Seniority fit: the seeker's years of experience (a number, or the onboarding bucket '0-1' … '10+') against what
 * the job asks: the years its requirements state ("5+ years"), else its level ('entry', 'mid', 'senior', 'lead', as
 * stored or read from the title). A small stretch up is normal and scores well; far under or far over does not.
 */

export const experienceBuckets: Readonly<Record<string, { years: number; label: string }>> = {
  '0-1': { years: 0.5, label: 'up to 1 year' },
  '1-3': { years: 2, label: '1–3 years' },
  '3-5': { years: 4, label: '3–5 years' },
  '5-10': { years: 7, label: '5–10 years' },
  '10+': { years: 12, label: '10+ years' },
};

export type JobLevel = 'entry' | 'mid' | 'senior' | 'lead';

/** Typical years per level: [from, to] (to = open for lead). */
const levelYears: Record<JobLevel, { from: number; to: number; label: string }> = {
  entry: { from: 0, to: 2, label: 'an entry-level role' },
  mid: { from: 2, to: 5, label: 'a mid-level role' },
  senior: { from: 5, to: 10, label: 'a senior role' },
  lead: { from: 7, to: 40, label: 'a lead role' },
};

const titleLevels: [RegExp, JobLevel][] = [
  [
    /\b(?:lead|staff|principal|head of|director|vp|vice president|chief|cto|cfo|coo|cmo|controller|engineering manager)\b/i,
    'lead',
  ],
  [/\b(?:senior|sr\.?|snr)(?!\w)|\b(?:iii|iv)\b/i, 'senior'],
  [/\b(?:junior|jr\.?|entry[- ]level|intern|internship|graduate|trainee|apprentice|associate)\b/i, 'entry'],
  [/\b(?:mid[- ]?level|intermediate|ii)\b/i, 'mid'],
];

export function levelOf(experienceLevel: string | null | undefined, title: string): JobLevel | null {
  const stored = (experienceLevel ?? '').trim().toLowerCase();
  if (stored === 'entry' || stored === 'mid' || stored === 'senior' || stored === 'lead') return stored;
  return titleLevels.find(([pattern]) => pattern.test(title))?.[1] ?? null;
}

/**
 * The years a job's requirements ask for: the first "N+ years" / "N-M years" tied to experience, as a range.
 * Requirements name overall experience first far more often than they name a tool's years.
 */
export interface YearsAsked {
  from: number;
  /** Upper end when the post gives one ('3-5 years'); null for '5+ years'. */
  to: number | null;
  label: string;
}

export function yearsAsked(text: string): YearsAsked | null {
  const pattern = /(\d{1,2})\s*(?:\+|(?:-|–|to)\s*(\d{1,2}))?\s*(?:\+\s*)?(?:years?|yrs?)\b/gi;
  for (const match of text.matchAll(pattern)) {
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 60);
    const before = text.slice(Math.max(0, match.index - 30), match.index);
    // "5+ years of …", "3 years in sales", "2 years building …", or "experience: 4 years"; not "founded 12 years ago".
    const tiedAfter =
      /^\s*(?:of|in|with|as|at|building|working|doing|managing|leading|selling|closing|designing|writing|running|professional|hands-on|experience|relevant|commercial|industry)\b/i;
    if (!tiedAfter.test(after) && !/experience|at least|minimum|min\.?\s*$/i.test(before)) continue;
    const from = Number(match[1]);
    if (from > 25) continue;
    if (/up to\s*$/i.test(before)) return { from: 0, to: from, label: `up to ${from} years` };
    if (match[2]) return { from, to: Math.max(from, Number(match[2])), label: `${from}–${match[2]} years` };
    return { from, to: null, label: `${from}+ years` };
  }
  return null;
}

export interface SeniorityFit {
  fit: number | null;
  effect: 'positive' | 'negative' | 'neutral';
  text: string;
}

export interface SeekerExperience {
  years: number;
  label: string;
}

/** Years from a number or a bucket; null when neither is given. */
export function readExperience(
  years: number | null | undefined,
  bucket: string | null | undefined,
): SeekerExperience | null {
  if (typeof years === 'number' && Number.isFinite(years) && years >= 0) {
    return { years, label: `${Math.round(years * 10) / 10} year${years === 1 ? '' : 's'}` };
  }
  const known = experienceBuckets[(bucket ?? '').trim()];
  return known ? { years: known.years, label: known.label } : null;
}

export function judgeSeniority(
  seeker: SeekerExperience | null,
  level: JobLevel | null,
  asked: YearsAsked | null,
): SeniorityFit {
  if (!level && !asked)
    return { fit: null, effect: 'neutral', text: 'The job does not say how much experience it wants.' };
  const typical = level ? levelYears[level] : null;
  // '5+ years' is open-ended: the level (or five more years) bounds it.
  const range = asked
    ? { from: asked.from, to: asked.to ?? Math.max(asked.from + 5, typical?.to ?? 0) }
    : { from: typical!.from, to: typical!.to };
  const what = asked ? `asks for ${asked.label} of experience` : `is ${typical!.label}`;
  if (!seeker)
    return { fit: null, effect: 'neutral', text: `The job ${what}; add your experience to your profile to compare.` };
  const short = range.from - seeker.years;
  const over = seeker.years - range.to;
  if (short <= 0 && over <= 0)
    return { fit: 1, effect: 'positive', text: `The job ${what}, in line with your ${seeker.label}.` };
  if (short > 0) {
    const value = short <= 1 ? 0.8 : short <= 2 ? 0.55 : short <= 4 ? 0.25 : 0.05;
    return {
      fit: value,
      effect: value >= 0.7 ? 'neutral' : 'negative',
      text:
        value >= 0.7
          ? `The job ${what}; with ${seeker.label} it is a small stretch.`
          : `The job ${what}; you have ${seeker.label}.`,
    };
  }
  const value = over <= 3 ? 0.85 : over <= 6 ? 0.5 : 0.3;
  return {
    fit: value,
    effect: value >= 0.7 ? 'neutral' : 'negative',
    text:
      value >= 0.7
        ? `The job ${what}; your ${seeker.label} is more than it needs.`
        : `The job ${what}; with ${seeker.label} you may be overqualified.`,
  };
}
