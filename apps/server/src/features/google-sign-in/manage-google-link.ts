import { and, eq, isNull } from 'drizzle-orm';
import { googleMessages } from '@orbit/shared/google-sign-in-contracts';
import { messages } from '@orbit/shared/messages';
import { users } from '../../db/schema/accounts.ts';
import { googleIdentities } from '../../db/schema/google-sign-in.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, isCommonPassword } from '../../lib/passwords.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { createTicket } from './sign-in-tickets.ts';

/**
 * The profile's "Link Google": a browser navigation to the provider cannot carry the bearer token, so the signed-in
 * page first asks for this two-minute, one-time ticket naming the user, and puts it in the start URL.
 */
export async function createLinkTicket(deps: AppDeps, userId: string): Promise<string> {
  const [linked] = await deps.db
    .select({ userId: googleIdentities.userId })
    .from(googleIdentities)
    .where(eq(googleIdentities.userId, userId));
  if (linked) throw new AppError('CONFLICT', googleMessages.otherLinked);
  return createTicket(deps.db, deps.clock, { purpose: 'link-request', userId, payload: {} });
}

/** Unlinks Google, only from an account that has a password to sign in with afterwards. */
export async function unlinkGoogle(deps: AppDeps, userId: string): Promise<void> {
  const [user] = await deps.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user?.passwordHash) throw new AppError('CONFLICT', googleMessages.unlinkNeedsPassword);
  const removed = await deps.db
    .delete(googleIdentities)
    .where(eq(googleIdentities.userId, userId))
    .returning({ userId: googleIdentities.userId });
  if (removed.length === 0) throw new AppError('NOT_FOUND', googleMessages.notLinked);
}

/**
 * A Google-only account's first password. Only while it has none: changing one needs the current password
 * (`PUT /api/users/password`), which a stolen session alone does not have.
 */
export async function setFirstPassword(deps: AppDeps, userId: string, password: string): Promise<void> {
  if (isCommonPassword(password)) {
    throw new AppError('VALIDATION', messages.passwordTooCommon, {
      errors: [{ msg: messages.passwordTooCommon, path: 'password' }],
    });
  }
  const passwordHash = await hashPassword(password);
  const now = deps.clock.now();
  const updated = await deps.db
    .update(users)
    .set({ passwordHash, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.passwordHash)))
    .returning({ id: users.id });
  if (updated.length === 0) throw new AppError('CONFLICT', googleMessages.passwordAlreadySet);
}
