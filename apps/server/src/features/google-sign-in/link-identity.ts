import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { googleIdentities } from '../../db/schema/google-sign-in.ts';
import { isUniqueViolation } from '../../domain/accounts/create-account.ts';
import type { GoogleAccount } from './google-client.ts';

/**
 * Links a Google account to a user: 'linked' (also when it already was), 'google_in_use' when another account has
 * it, 'other_google_linked' when this account has a different one (unlink that first).
 */
export async function linkGoogleIdentity(
  db: Pick<Db, 'select' | 'insert'>,
  userId: string,
  account: Pick<GoogleAccount, 'subject' | 'email'>,
): Promise<'linked' | 'google_in_use' | 'other_google_linked'> {
  const current = await db
    .select({ userId: googleIdentities.userId, subject: googleIdentities.subject })
    .from(googleIdentities)
    .where(eq(googleIdentities.userId, userId));
  if (current[0]) return current[0].subject === account.subject ? 'linked' : 'other_google_linked';
  try {
    await db.insert(googleIdentities).values({ userId, subject: account.subject, email: account.email });
    return 'linked';
  } catch (error) {
    // The subject's unique index: another account has this Google account (or took it a moment ago).
    if (isUniqueViolation(error)) return 'google_in_use';
    throw error;
  }
}
