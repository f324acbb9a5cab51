import { eq } from 'drizzle-orm';
import { statusEmailMessages } from '@orbit/shared/pipeline-contracts';
import { users } from '../../db/schema/accounts.ts';
import { AppError } from '../../lib/errors.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { verifyUnsubscribeToken } from './status-email-links.ts';

/**
 * The unsubscribe link of a status e-mail: turns the seeker's status e-mails off, without signing in. Idempotent (a
 * second click, or the mail client's one-click POST after the click, changes nothing more). A link that is not ours
 * is a 400; one naming an account since deleted does nothing.
 */
export async function unsubscribeFromStatusEmails(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  token: string,
): Promise<void> {
  const userId = verifyUnsubscribeToken(deps.config.jwtSecret, token);
  if (!userId) throw new AppError('BAD_REQUEST', statusEmailMessages.unsubscribeLinkInvalid);
  await deps.db.update(users).set({ statusEmailsOff: true, updatedAt: deps.clock.now() }).where(eq(users.id, userId));
}
