import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { LoginResponse } from '@orbit/shared/auth-contracts';
import { googleMessages, type googleSignUpSchema } from '@orbit/shared/google-sign-in-contracts';
import { messages } from '@orbit/shared/messages';
import { users } from '../../db/schema/accounts.ts';
import { googleIdentities } from '../../db/schema/google-sign-in.ts';
import { createAccount, isUniqueViolation } from '../../domain/accounts/create-account.ts';
import { finishSignIn } from '../../domain/sign-in/finish-sign-in.ts';
import { AppError } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { assertUnderLimit, clearEvents, recordEvent } from '../../lib/rate-limit.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { hashToken } from '../../lib/secure-token.ts';
import { loginFailureRule, loginIpFailureRule } from '../accounts/login-user.ts';
import type { LinkPasswordPayload, SessionPayload, SignUpPayload } from './finish-google-callback.ts';
import { linkGoogleIdentity } from './link-identity.ts';
import { claimTicket, peekTicket } from './sign-in-tickets.ts';

export interface RequestMeta {
  ip: string;
  userAgent: string;
  /** The browser-binding cookie's value: each step after the callback must come from the browser that started. */
  binding: string | undefined;
}

const sameBrowser = (payload: { bindingHash: string }, meta: RequestMeta) =>
  meta.binding !== undefined && hashToken(meta.binding) === payload.bindingHash;

const ticketExpired = () => new AppError('GONE', googleMessages.ticketExpired);

/**
 * The last step, as for a password sign-in: a session, or the two-step challenge when the account has it on (the
 * web app then asks for the code on /login).
 */
const openSession = (deps: AppDeps, userId: string, remember: boolean, meta: RequestMeta): Promise<LoginResponse> =>
  finishSignIn(deps, userId, { ip: meta.ip, userAgent: meta.userAgent, remember });

/** The web app's one-time code from the callback, exchanged (once, within two minutes) for the session. */
export async function exchangeSessionCode(deps: AppDeps, code: string, meta: RequestMeta): Promise<LoginResponse> {
  const pending = await peekTicket<SessionPayload>(deps.db, deps.clock, 'session', code);
  if (!pending || !sameBrowser(pending.payload, meta)) throw ticketExpired();
  const ticket = await claimTicket<SessionPayload>(deps.db, deps.clock, 'session', code);
  if (!ticket?.userId) throw ticketExpired();
  return openSession(deps, ticket.userId, ticket.payload.remember, meta);
}

/** The consent step's header: which Google address the new account will have. */
export async function readPendingSignUp(
  deps: AppDeps,
  ticket: string,
  meta: RequestMeta,
): Promise<{ email: string; name: string }> {
  const pending = await peekTicket<SignUpPayload>(deps.db, deps.clock, 'sign-up', ticket);
  if (!pending || !sameBrowser(pending.payload, meta)) throw ticketExpired();
  return { email: pending.payload.email, name: pending.payload.name };
}

/**
 * Creates the account of a pending sign-up, once the person accepted the terms and chose a role: verified (Google
 * verified the address, so no e-mail is sent), no password, the Google account linked; an employer owns the company
 * they name, unless it has a team already (409, as registration). A ticket whose address or Google account got an
 * Orbit Jobs account meanwhile is refused with 409: signing in with Google again links it.
 */
export async function completeGoogleSignUp(
  deps: AppDeps,
  input: z.output<typeof googleSignUpSchema>,
  meta: RequestMeta,
): Promise<LoginResponse> {
  const pending = await peekTicket<SignUpPayload>(deps.db, deps.clock, 'sign-up', input.ticket);
  if (!pending || !sameBrowser(pending.payload, meta)) throw ticketExpired();
  const { subject, email, remember } = pending.payload;
  let userId: string;
  try {
    userId = await deps.db.transaction(async (tx) => {
      // Claimed inside the transaction: a refusal below (a company with a team) leaves the ticket for another try.
      if (!(await claimTicket(tx, deps.clock, 'sign-up', input.ticket))) throw ticketExpired();
      const id = await createAccount(tx, deps.clock, {
        email,
        passwordHash: null,
        name: input.name,
        phone: input.phone,
        location: input.location,
        emailVerified: true,
        role:
          input.userType === 'employer'
            ? { userType: 'employer', companyName: input.companyName, industry: input.industry }
            : { userType: 'candidate' },
      });
      await tx.insert(googleIdentities).values({ userId: id, subject, email });
      return id;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError('CONFLICT', googleMessages.accountExists);
  }
  return openSession(deps, userId, remember, meta);
}

/**
 * Links Google to an account whose address was not verified on both sides, once its password is given. Wrong
 * passwords count against the same limits as the login form's, and leave the ticket usable until it expires.
 * Google verified the address, so the account's address counts as verified from now on.
 */
export async function linkWithPassword(
  deps: AppDeps,
  input: { ticket: string; password: string },
  meta: RequestMeta,
): Promise<LoginResponse> {
  const pending = await peekTicket<LinkPasswordPayload>(deps.db, deps.clock, 'link-password', input.ticket);
  if (!pending?.userId || !sameBrowser(pending.payload, meta)) throw ticketExpired();
  const limiterKey = `${pending.payload.email}|${meta.ip}`;
  await assertUnderLimit(deps, loginIpFailureRule, meta.ip);
  await assertUnderLimit(deps, loginFailureRule, limiterKey);
  const [user] = await deps.db
    .select({ passwordHash: users.passwordHash, email: users.email })
    .from(users)
    .where(eq(users.id, pending.userId));
  if (!user || !(await verifyPassword(user.passwordHash, input.password))) {
    await recordEvent(deps, loginIpFailureRule, meta.ip);
    await recordEvent(deps, loginFailureRule, limiterKey);
    throw new AppError('BAD_REQUEST', messages.invalidCredentials);
  }
  await clearEvents(deps, loginFailureRule.bucket, limiterKey);
  const claimed = await claimTicket<LinkPasswordPayload>(deps.db, deps.clock, 'link-password', input.ticket);
  if (!claimed?.userId) throw ticketExpired();
  const linked = await linkGoogleIdentity(deps.db, claimed.userId, claimed.payload);
  if (linked === 'google_in_use') throw new AppError('CONFLICT', googleMessages.inUse);
  if (linked === 'other_google_linked') throw new AppError('CONFLICT', googleMessages.otherLinked);
  if (user.email === claimed.payload.email) {
    const now = deps.clock.now();
    await deps.db
      .update(users)
      .set({ isEmailVerified: true, emailVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, claimed.userId), eq(users.isEmailVerified, false)));
  }
  return openSession(deps, claimed.userId, claimed.payload.remember, meta);
}
