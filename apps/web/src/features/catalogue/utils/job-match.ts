import type { User } from '@orbit/shared/auth-contracts';
import type { MatchReason } from '@orbit/shared/match-contracts';

/**
 * Who a job query is asked for. The API adds `matchScore` and `matchBreakdown` only for a signed-in job seeker, so
 * the answer depends on the session: the cache key carries this value, and signing in, out or as someone else
 * fetches afresh instead of showing another viewer's scores. null while a stored token is still being checked:
 * the request would carry that token, so it waits rather than cache a seeker's answer under the wrong key.
 */
export function matchViewerKey(auth: {
  loading: boolean;
  isAuthenticated: boolean | null;
  user: Pick<User, '_id'> | null;
}): string | null {
  if (auth.loading || auth.isAuthenticated === null) return null;
  return auth.isAuthenticated && auth.user ? `user:${auth.user._id}` : 'visitor';
}

/**
 * Whether a query for `viewer` may keep showing what an earlier query of the same observer (asked for
 * `shownViewer`) holds while its own answer loads. Its own earlier answer, yes. A visitor's answer, yes: it carries
 * nothing personal, and it is what the server rendered, so a signed-in seeker keeps that page on screen while the
 * session is checked and their own answer (scores, "open to my country") comes, instead of a loading state over it.
 * Never a signed-in viewer's answer to anyone else: it would show a visitor the scores of the seeker before them.
 */
export const mayShowWhileLoading = (shownViewer: unknown, viewer: string | null): boolean =>
  shownViewer === 'visitor' || (viewer !== null && shownViewer === viewer);

/** Only job seekers have a profile to match against (employers and visitors get no scores). */
export const canSeeMatches = (user: Pick<User, 'role'> | null): boolean => user?.role === 'jobseeker';

export type MatchEffect = MatchReason['effect'];

export interface MatchReasonGroup {
  effect: MatchEffect;
  heading: string;
  texts: string[];
}

/** The order and words of the "Why this match" groups: what helps first, then what does not, then the rest. */
const reasonGroups: readonly { effect: MatchEffect; heading: string }[] = [
  { effect: 'positive', heading: 'In your favour' },
  { effect: 'negative', heading: 'Not in your favour' },
  { effect: 'neutral', heading: 'Good to know' },
];

/** The reasons grouped by effect, each group in the server's order; empty groups are left out. */
export function groupMatchReasons(reasons: readonly MatchReason[]): MatchReasonGroup[] {
  return reasonGroups
    .map(({ effect, heading }) => ({
      effect,
      heading,
      texts: reasons
        .filter((reason) => reason.effect === effect && reason.text.trim() !== '')
        .map((reason) => reason.text),
    }))
    .filter((group) => group.texts.length > 0);
}

/** 'You have 3 of the 5 skills this job asks for' — the one-line summary under "Why this match"; '' without skills. */
export function skillsMatchSummary(matched: readonly string[], missing: readonly string[]): string {
  const total = matched.length + missing.length;
  if (total === 0) return '';
  if (total === 1)
    return matched.length === 1
      ? 'You have the skill this job asks for'
      : 'You do not have the skill this job asks for yet';
  if (missing.length === 0) return `You have all ${total} skills this job asks for`;
  if (matched.length === 0) return `You have none of the ${total} skills this job asks for yet`;
  return `You have ${matched.length} of the ${total} skills this job asks for`;
}
