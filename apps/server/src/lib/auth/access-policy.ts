import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { messages } from '@orbit/shared/messages';
import { securityMessages } from '@orbit/shared/security-contracts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../clock.ts';
import { AppError } from '../errors.ts';
import { authenticate, authenticateIfSignedIn, type AuthContext } from './session-tokens.ts';
import { loadMember, memberMay, type Member, type TeamAction } from './team-policy.ts';
import { teamMessages } from '@orbit/shared/team-contracts';

/**
 * Who may call what, in one place. Routes name a hook in `preValidation`, which Fastify runs before the body, query
 * and params are validated: a signed-out caller is told 401 (and a wrong role 403) whatever it sent, instead of a
 * 400 about a body it was never allowed to send. The handler then reads the caller with `signedInUser(request)`.
 *
 * Ownership ("this application is mine", "this job is my company's") is not decided here but by domain functions
 * that answer 404 for someone else's resource, so its existence never leaks.
 */
export interface AccessPolicy {
  /** Any signed-in account. */
  requireUser: preValidationAsyncHookHandler;
  /** A job seeker ('candidate'); other accounts get 403 with `forbiddenMessage`. */
  requireSeeker(forbiddenMessage?: string): preValidationAsyncHookHandler;
  /** An employer; other accounts get 403 with `forbiddenMessage`. */
  requireEmployer(forbiddenMessage?: string): preValidationAsyncHookHandler;
  /**
   * An employer whose role on their company's team allows `action` (team-policy.ts), read from the database now:
   * another account is 403, a member whose role does not allow it 403. An employer of no company passes with no
   * member: nothing of a company's is theirs, and the domain answers as it does for a stranger (404, empty lists).
   */
  requireMember(action: TeamAction, forbiddenMessage?: string): preValidationAsyncHookHandler;
  /**
   * An account named in MODERATOR_EMAILS (reviews job posts); others get 403. A moderator without two-step
   * verification gets 403 too, with a message that sends them to set it up: one password must not publish anything.
   */
  requireModerator: preValidationAsyncHookHandler;
  /** Whether a signed-in account is a moderator. */
  isModerator(auth: AuthContext | null): boolean;
  /**
   * Public routes that show more to a signed-in viewer: a missing or dead token reads as a visitor. `when` limits the
   * session lookup to the requests that use it (the job list needs the viewer only for its match ranking).
   */
  identifyViewer(when?: (request: FastifyRequest) => boolean): preValidationAsyncHookHandler;
}

export interface AccessPolicyDeps {
  db: Pick<Db, 'insert' | 'select' | 'update'>;
  clock: Clock;
  config: { jwtSecret: string; moderatorEmails: readonly string[] };
}

/** The caller each hook let through, per request (a WeakMap: nothing outlives the request). */
const callers = new WeakMap<FastifyRequest, AuthContext | null>();
/** The membership `requireMember` read, per request. */
const members = new WeakMap<FastifyRequest, Member | null>();

export function accessPolicy(deps: AccessPolicyDeps): AccessPolicy {
  const authDeps = { db: deps.db, clock: deps.clock, jwtSecret: deps.config.jwtSecret };
  const requireRole =
    (role: AuthContext['userType'], forbiddenMessage: string): preValidationAsyncHookHandler =>
    async (request) => {
      const auth = await authenticate(authDeps, request);
      if (auth.userType !== role) throw new AppError('FORBIDDEN', forbiddenMessage);
      callers.set(request, auth);
    };
  return {
    requireUser: async (request) => {
      callers.set(request, await authenticate(authDeps, request));
    },
    requireSeeker: (forbiddenMessage = messages.forbidden) => requireRole('candidate', forbiddenMessage),
    requireEmployer: (forbiddenMessage = messages.forbidden) => requireRole('employer', forbiddenMessage),
    requireMember:
      (action, forbiddenMessage = messages.forbidden) =>
      async (request) => {
        const auth = await authenticate(authDeps, request);
        if (auth.userType !== 'employer') throw new AppError('FORBIDDEN', forbiddenMessage);
        const member = await loadMember(deps.db, auth.userId);
        if (member && !memberMay(member, action)) throw new AppError('FORBIDDEN', teamMessages.forbidden);
        callers.set(request, auth);
        members.set(request, member);
      },
    requireModerator: async (request) => {
      const auth = await authenticate(authDeps, request);
      if (!deps.config.moderatorEmails.includes(auth.email)) throw new AppError('FORBIDDEN', messages.forbidden);
      if (!auth.twoFactorEnabled) throw new AppError('FORBIDDEN', securityMessages.moderatorNeedsTwoFactor);
      callers.set(request, auth);
    },
    isModerator: (auth) => auth !== null && deps.config.moderatorEmails.includes(auth.email),
    identifyViewer: (when) => async (request) => {
      callers.set(request, when && !when(request) ? null : await authenticateIfSignedIn(authDeps, request));
    },
  };
}

/** The caller a `require…` hook let through. A route that forgot its hook fails closed with a 401. */
export function signedInUser(request: FastifyRequest): AuthContext {
  const auth = callers.get(request);
  if (!auth) throw new AppError('UNAUTHENTICATED', messages.notAuthenticated);
  return auth;
}

/** The membership `requireMember` read: null for an employer of no company. */
export function memberOf(request: FastifyRequest): Member | null {
  return members.get(request) ?? null;
}

/** The viewer `identifyViewer` found: a signed-in account, or null for a visitor. */
export function viewerOf(request: FastifyRequest): AuthContext | null {
  return callers.get(request) ?? null;
}
