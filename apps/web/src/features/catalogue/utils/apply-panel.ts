import type { Application, ApplyResponse } from '@orbit/shared/application-contracts';
import type { User } from '@orbit/shared/auth-contracts';
import { messages } from '@orbit/shared/messages';
import { isApiError } from '../../../lib/api-error.ts';
import { isExternalJob, type CatalogueJob } from '../../../lib/catalogue.ts';
import { safeHttpUrl } from '../../../lib/external-url.ts';

/** Who is looking at the apply area. */
export type ApplyViewer = 'loading' | 'anonymous' | 'employer' | 'seeker';

export function applyViewer(auth: {
  loading: boolean;
  isAuthenticated: boolean | null;
  user: Pick<User, 'role'> | null;
  sessionRead?: boolean;
}): ApplyViewer {
  // A server-rendered page's apply area waits for the browser to read the session: the server drew it for a
  // visitor, and a visitor's "Apply Now" pressed by a signed-in seeker (or pressed before the page came alive, when
  // nothing answers it) would send them to log in or do nothing.
  if (auth.sessionRead === false || auth.loading || auth.isAuthenticated === null) return 'loading';
  if (!auth.isAuthenticated || !auth.user) return 'anonymous';
  return auth.user.role === 'employer' ? 'employer' : 'seeker';
}

/**
 * Which apply area a job shows (spec section 4, "Applying"). Native jobs always get the two-click Apply (an
 * anonymous click goes to /login); external jobs get a "Login Required" panel when signed out, else the panel of
 * their application method, with anything unexpected treated as unknown. Employers cannot apply at all.
 */
export type ApplyPanelKind =
  'loading' | 'employer' | 'native' | 'login-required' | 'email' | 'url' | 'form' | 'api' | 'unknown';

const externalMethods = new Set(['email', 'url', 'form', 'api']);

export function applyPanelKind(
  job: Pick<CatalogueJob, 'postedBy' | 'source' | 'applicationMethod'>,
  viewer: ApplyViewer,
): ApplyPanelKind {
  if (viewer === 'loading') return 'loading';
  if (viewer === 'employer') return 'employer';
  if (!isExternalJob(job)) return 'native';
  if (viewer === 'anonymous') return 'login-required';
  const type = job.applicationMethod.type.trim().toLowerCase();
  return externalMethods.has(type) ? (type as 'email' | 'url' | 'form' | 'api') : 'unknown';
}

/**
 * The seeker's application to this job, if any (the list holds one per job at most). A Failed one does not count:
 * the server lets the seeker try again (see failedAttemptForJob).
 */
export const applicationForJob = (
  applications: readonly Application[] | undefined,
  jobId: string,
): Application | null =>
  applications?.find((application) => application.job._id === jobId && application.status !== 'Failed') ?? null;

/** A previous attempt at this job that could not be submitted, shown above the panel so the seeker knows why. */
export const failedAttemptForJob = (
  applications: readonly Application[] | undefined,
  jobId: string,
): Application | null =>
  applications?.find((application) => application.job._id === jobId && application.status === 'Failed') ?? null;

/**
 * Where the url flow sends the seeker after saving (spec: "opens the redirect URL (or the target
 * destination)"). Null when neither is an http(s) address: the outcome then says no URL was provided.
 */
export const redirectTarget = (response: Pick<ApplyResponse, 'application' | 'redirectUrl'>): string | null =>
  safeHttpUrl(response.redirectUrl) ?? safeHttpUrl(response.application.externalSubmissionDetails?.targetDestination);

/** The "Open Direct Link" target of the url panel: the application link, else the posting itself. */
export const directApplyLink = (job: Pick<CatalogueJob, 'applicationMethod' | 'sourceUrl'>): string | null =>
  safeHttpUrl(job.applicationMethod.value) ?? safeHttpUrl(job.sourceUrl);

/** A 409 "already applied" is not a failure to show as such: the area switches to the submitted state. */
export const isAlreadyApplied = (error: unknown): boolean =>
  isApiError(error, 409) && error.msg === messages.alreadyApplied;
