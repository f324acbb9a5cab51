import type { AlertFrequency, CreateAlertInput } from '@orbit/shared/alert-contracts';
import { alertSummary } from '@orbit/shared/alert-contracts';
import { effectiveOpenTo, readJobListUrl } from '@orbit/shared/job-list-url';
import { countryName } from '../../../lib/job-terms.ts';

/** The search an alert saves: the /jobs address's filters, as the job list reads them (shared/job-list-url.ts). */
export type AlertFilters = Omit<CreateAlertInput, 'frequency' | 'email'>;

/**
 * The list's filters as the address gives them; "open to" as the list applies it: the address's country, else the
 * signed-in seeker's own ("Open to my country" is on unless the address says `openTo=any`), jobs that do not say who
 * may apply kept — as the jobs page asks the API.
 */
export function alertFiltersFromUrl(params: URLSearchParams, seekerCountryCode: string | null = null): AlertFilters {
  const { filters } = readJobListUrl(params);
  const openTo = effectiveOpenTo(filters, seekerCountryCode);
  // "Remote only" is the list's workplace=remote (the same condition), kept so by the alert.
  const workplace = filters.workplace || (filters.remoteOnly ? 'remote' : '');
  return {
    ...(filters.title ? { search: filters.title } : {}),
    ...(filters.location ? { location: filters.location } : {}),
    ...(workplace ? { workplace } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(openTo ? { openTo, includeUnknown: true } : {}),
  };
}

/** The saved search in words ('“react” · Remote Sales · Africa'), as the e-mails name it. */
export const alertFiltersSummary = (filters: AlertFilters): string =>
  alertSummary(
    {
      search: filters.search ?? '',
      location: filters.location ?? '',
      workplace: filters.workplace ?? null,
      type: filters.type ?? '',
      category: filters.category ?? '',
      openTo: filters.openTo ?? null,
    },
    countryName,
  );

export const frequencyOptions: { value: AlertFrequency; label: string }[] = [
  { value: 'instant', label: 'Instantly, as new jobs arrive' },
  { value: 'daily', label: 'Daily digest' },
  { value: 'weekly', label: 'Weekly digest' },
];

export const frequencyLabel = (frequency: AlertFrequency): string =>
  ({ instant: 'Instant', daily: 'Daily', weekly: 'Weekly' })[frequency];
