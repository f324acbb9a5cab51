import { eq } from 'drizzle-orm';
import type { User } from '@orbit/shared/auth-contracts';
import { currentTermsVersion } from '@orbit/shared/terms';
import { termsVersionOutdated } from '@orbit/shared/terms-contracts';
import { users } from '../../db/schema/accounts.ts';
import { AppError } from '../../lib/errors.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { loadUser } from './present-user.ts';

/**
 * Records that the user accepted the current terms and privacy notice, and when. The version they were shown must be
 * the current one: a page left open across a change of terms must not accept a text its user never saw.
 */
export async function acceptTerms(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  userId: string,
  version: string,
): Promise<User> {
  if (version !== currentTermsVersion) throw new AppError('CONFLICT', termsVersionOutdated);
  const now = deps.clock.now();
  await deps.db
    .update(users)
    .set({ termsVersion: currentTermsVersion, termsAcceptedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
  return loadUser(deps, userId);
}
