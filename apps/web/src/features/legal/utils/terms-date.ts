import { currentTermsVersion } from '@orbit/shared/terms';

/** '2026-11-25' → '25 November 2026': the date the terms and privacy policy took their current form. */
export function termsDate(version: string = currentTermsVersion): string {
  return new Date(`${version}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
