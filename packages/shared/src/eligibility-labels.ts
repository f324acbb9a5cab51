/**
 * Who may apply, in words: the job card's badge on the web and the job alert e-mails on the server read it here, so
 * both say it the same way.
 */

let regionNames: Intl.DisplayNames | null | undefined;

/**
 * A country's English name from its ISO code ('NG' → 'Nigeria') through Intl, so pages that only show eligibility
 * need not load the country table; an unknown code is shown as it is.
 */
export function countryName(code: string): string {
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
    } catch {
      regionNames = null;
    }
  }
  try {
    return regionNames?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

export interface EligibilityTerms {
  worldwide: boolean;
  countries: readonly string[];
  regions: readonly string[];
}

/** 'Worldwide', or the regions then the countries ('Africa, Europe, United Kingdom'); '' when nothing is known. */
export function eligibilityLabel(eligibility: EligibilityTerms | null | undefined): string {
  if (!eligibility) return '';
  if (eligibility.worldwide) return 'Worldwide';
  return [...eligibility.regions, ...eligibility.countries.map(countryName)].join(', ');
}

/**
 * The badge on a job card: who may apply in a few words — 'Open worldwide', 'Nigeria only', 'Africa, Europe',
 * 'Africa, Europe +2 more' — and 'Eligibility not stated' when the job does not say (never guessed as worldwide).
 */
export function eligibilityBadgeLabel(eligibility: EligibilityTerms | null | undefined): string {
  if (!eligibility) return 'Eligibility not stated';
  if (eligibility.worldwide) return 'Open worldwide';
  const names = [...eligibility.regions, ...eligibility.countries.map(countryName)];
  if (names.length === 0) return 'Eligibility not stated';
  if (names.length === 1) return `${names[0]} only`;
  return names.length === 2 ? names.join(', ') : `${names.slice(0, 2).join(', ')} +${names.length - 2} more`;
}
