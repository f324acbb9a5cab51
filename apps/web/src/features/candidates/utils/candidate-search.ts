import type { PostedJob } from '@orbit/shared/posting-contracts';
import { countries } from '@orbit/shared/matching/places';
import { experienceOptions, onboardingJobTypeOptions } from '@orbit/shared/options';
import { worldRegionNames } from '@orbit/shared/world-regions';

/**
 * The candidate search as the address holds it (/search-candidates?skills=React&country=NG&page=2), so a search can
 * be reloaded, shared with a colleague and gone back to from a card. Every field is the API's own parameter.
 */
export interface CandidateSearch {
  q: string;
  skills: string;
  region: string;
  country: string;
  experience: string;
  type: string;
  forJob: string;
  page: number;
}

const textFields = ['q', 'skills', 'region', 'country', 'experience', 'type', 'forJob'] as const;
type TextField = (typeof textFields)[number];

export const emptySearch: CandidateSearch = {
  q: '',
  skills: '',
  region: '',
  country: '',
  experience: '',
  type: '',
  forJob: '',
  page: 1,
};

/** A page number from the address: a whole number from 1, else 1. */
export function pageOf(text: string | null): number {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function readSearch(params: URLSearchParams): CandidateSearch {
  const search = { ...emptySearch, page: pageOf(params.get('page')) };
  for (const field of textFields) search[field] = params.get(field)?.trim() ?? '';
  return search;
}

/** The parameters worth writing: empty filters and page 1 are left out (the same for the address and the API). */
export function searchParamsOf(search: CandidateSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of textFields) {
    const value = search[field].trim();
    if (value) params.set(field, value);
  }
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

/** `GET /api/candidates?…` for this search. */
export function candidatesApiPath(search: CandidateSearch): string {
  const query = searchParamsOf(search).toString();
  return query ? `/candidates?${query}` : '/candidates';
}

/** Whether any filter narrows the search (the empty state says so differently). */
export const isFiltered = (search: CandidateSearch): boolean =>
  textFields.some((field: TextField) => field !== 'forJob' && search[field].trim() !== '');

/** A card's page, scored for the job the search was ranked for. */
export function candidatePath(id: string, forJob = ''): string {
  const path = `/candidates/${encodeURIComponent(id)}/view-resume`;
  return forJob ? `${path}?forJob=${encodeURIComponent(forJob)}` : path;
}

/** '3-5' → '3-5 years'; '' stays '' (not given). */
export const experienceLabel = (value: string): string => (value ? `${value} years` : '');

/** "1 candidate", "42 candidates"; ranked for a job it says so. */
export function resultsSummary(total: number, ranked: boolean): string {
  const count = total === 1 ? '1 candidate' : `${total.toLocaleString('en-US')} candidates`;
  return ranked ? `${count}, best match first` : `${count}, most recently updated first`;
}

export const regionChoices: readonly string[] = worldRegionNames;
export const experienceChoices = experienceOptions.map((value) => ({ value, label: experienceLabel(value) }));
export const jobTypeChoices: readonly string[] = onboardingJobTypeOptions;

/** Every country by its English name, as the card names it; the value is the ISO code the API takes. */
export const countryChoices = [...countries]
  .map((country) => ({ value: country.code, label: country.name }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en'));

/**
 * The company's jobs a search may be ranked for: its Active posts, newest first as the API lists them, and the one
 * the address already ranks for whatever its state (closed since), so the select says what the results are.
 */
export const rankableJobs = (jobs: readonly PostedJob[], current = ''): { value: string; label: string }[] =>
  jobs
    .filter((job) => job.postingStatus === 'Active' || job._id === current)
    .map((job) => ({ value: job._id, label: job.title }));

/** How an opened resume is shown: a PDF in a tab of its own, a Word file downloaded under a plain name. */
export function resumeOpening(mimeType: string): { inTab: true } | { inTab: false; fileName: string } {
  if (mimeType === 'application/pdf') return { inTab: true };
  if (mimeType === 'application/msword') return { inTab: false, fileName: 'resume.doc' };
  if (mimeType.includes('wordprocessingml')) return { inTab: false, fileName: 'resume.docx' };
  return { inTab: false, fileName: 'resume' };
}

/**
 * What the results say when the search failed: a job to rank for that is not (or no longer) the company's (404) can
 * be dropped; a refused filter (400) or an account without a company (403) is the server's own sentence; anything
 * else may pass on a retry.
 */
export function searchFailure(
  status: number | null,
  serverMessage: string,
): { text: string; action: 'unrank' | 'retry' | null } {
  if (status === 404) return { text: 'That job is not one of your company’s Active jobs any more.', action: 'unrank' };
  if ((status === 400 || status === 403) && serverMessage) return { text: serverMessage, action: null };
  return { text: 'Failed to search candidates. Please try again later.', action: 'retry' };
}
