import { isUuid } from '../../lib/ids.ts';
import { isLinkSignature, linkSignature } from '../../lib/link-signatures.ts';

/**
 * The unsubscribe link in status e-mails: it names the seeker and is signed, so one click turns their status e-mails
 * off without signing in. It does not expire (an old e-mail's link must still work) and can only ever do that one
 * thing, so a leaked link costs its owner nothing but their status e-mails. The key is derived from the JWT secret for
 * this purpose alone.
 */
const purpose = 'status-emails-unsubscribe';

export const unsubscribePath = '/api/users/status-emails/unsubscribe';

export function unsubscribeToken(jwtSecret: string, userId: string): string {
  return `${userId}.${linkSignature(jwtSecret, purpose, userId)}`;
}

export function unsubscribeUrl(options: { jwtSecret: string; publicUrl: string }, userId: string): string {
  return `${options.publicUrl}${unsubscribePath}?token=${unsubscribeToken(options.jwtSecret, userId)}`;
}

/** The seeker a token names, when the signature is this server's; null otherwise. */
export function verifyUnsubscribeToken(jwtSecret: string, token: string): string | null {
  const [userId, sig, ...rest] = token.split('.');
  if (!userId || !sig || rest.length > 0 || !isUuid(userId)) return null;
  return isLinkSignature(jwtSecret, purpose, userId, sig) ? userId : null;
}
