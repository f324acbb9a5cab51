import type { Application } from '@orbit/shared/application-contracts';
import { isApiError } from '../../../lib/api-error.ts';
import { safeHttpUrl } from '../../../lib/external-url.ts';

/**
 * The 'Complete Application' target of an external application card: the redirect URL, else the destination
 * when it is a web address. An e-mail destination has nothing left to complete, so it gets no link.
 */
export function completeApplicationUrl(details: Application['externalSubmissionDetails']): string | null {
  if (!details) return null;
  return safeHttpUrl(details.redirectUrl) ?? safeHttpUrl(details.targetDestination);
}

/** The submitted date of an external application as a calendar date ('' when unknown or malformed). */
export function submittedDate(value: string | null | undefined, locale?: string, timeZone?: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric', ...(timeZone ? { timeZone } : {}) });
}

/** A failed withdraw: the server's message (e.g. 'This application can no longer be withdrawn'), else a default. */
export const withdrawErrorToast = (error: unknown): string =>
  (isApiError(error) && error.msg) || 'Failed to withdraw the application. Please try again.';
