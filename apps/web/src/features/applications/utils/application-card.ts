import type { Application } from '@orbit/shared/application-contracts';
import { isApiError } from '../../../lib/api-error.ts';
import { safeHttpUrl } from '../../../lib/external-url.ts';

/**
 * The 'Complete Application' target of an external application card: the redirect URL, else the destination
 * when it is a page a person can open (a url or form job). An e-mail address or an employer's API endpoint is
 * not such a page, so those get a link only when the server gave a redirect.
 */
export function completeApplicationUrl(details: Application['externalSubmissionDetails']): string | null {
  if (!details) return null;
  const redirect = safeHttpUrl(details.redirectUrl);
  if (details.method === 'email' || details.method === 'api') return redirect;
  return redirect ?? safeHttpUrl(details.targetDestination);
}

/** The card's label of an external application that did not reach the employer (status Failed). */
export function failedSubmissionLabel(
  details: Pick<NonNullable<Application['externalSubmissionDetails']>, 'method'>,
): string {
  if (details.method === 'api') return "Not accepted by the employer's system";
  if (details.method === 'email') return 'Application e-mail not delivered';
  return 'Not submitted to the employer';
}

/** The failure reason, unless the submission details already say it (they often quote it). */
export const separateFailureReason = (
  application: Pick<Application, 'failureReason' | 'externalSubmissionDetails'>,
): string | null =>
  application.failureReason &&
  !application.externalSubmissionDetails?.responseDetails?.includes(application.failureReason)
    ? application.failureReason
    : null;

/** The submitted date of an external application as a calendar date ('' when unknown or malformed). */
export function submittedDate(value: string | null | undefined, locale?: string, timeZone?: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  });
}

/** A failed withdraw: the server's message (e.g. 'This application can no longer be withdrawn'), else a default. */
export const withdrawErrorToast = (error: unknown): string =>
  (isApiError(error) && error.msg) || 'Failed to withdraw the application. Please try again.';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * 'No response yet after 14 days' on an application the company has not answered in any way (not opened, moved or
 * written to) for `seekerNoResponseDays`; null otherwise. Only while it still waits (Applied or Pending).
 */
export function noResponseNote(
  application: Pick<Application, 'status' | 'firstResponseAt' | 'appliedAt' | 'createdAt'>,
  now: Date,
  days: number,
): string | null {
  if (application.firstResponseAt !== null) return null;
  if (application.status !== 'Applied' && application.status !== 'Pending') return null;
  const applied = new Date(application.appliedAt || application.createdAt).getTime();
  if (Number.isNaN(applied) || now.getTime() - applied < days * dayMs) return null;
  return `No response yet after ${days} days`;
}

/** Only an Offered application can be accepted (by its seeker). */
export const canAcceptOffer = (status: Application['status']): boolean => status === 'Offered';
