import { isApiError } from '../../../lib/api-error.ts';

/** Spec section 8, "Home jobs". */
export const homeJobTexts = {
  parseFailed: 'Failed to parse job data. Please try again later.',
  noneFound: 'No featured jobs found. Try refreshing the job data.',
  fetchFailed: 'Failed to fetch featured jobs. Please try again later.',
  fetchError: 'An error occurred while fetching featured jobs. Please try again later.',
  refreshFailed: 'Failed to refresh job data. Please try again later.',
  refreshError: 'An error occurred while refreshing job data.',
} as const;

export class JobDataParseError extends Error {
  constructor() {
    super(homeJobTexts.parseFailed);
  }
}

/** A non-ok answer, a malformed body, or a thrown error (offline) each have their own text. */
export function newestJobsErrorMessage(error: unknown): string {
  if (error instanceof JobDataParseError) return homeJobTexts.parseFailed;
  if (isApiError(error)) return homeJobTexts.fetchFailed;
  return homeJobTexts.fetchError;
}

export const refreshErrorMessage = (error: unknown): string =>
  isApiError(error) ? homeJobTexts.refreshFailed : homeJobTexts.refreshError;
