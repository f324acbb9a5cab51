import { isUuid } from '../../lib/ids.ts';
import { isLinkSignature, linkSignature } from '../../lib/link-signatures.ts';

/**
 * The links in alert e-mails. Unsubscribing names the alert and is signed, so one click ends it without signing in;
 * it does not expire (an old e-mail's link must still work) and can only ever end that one alert. Confirming a
 * signed-out alert is a random token whose digest the alert keeps (lib/secure-token.ts).
 */
const unsubscribePurpose = 'job-alert-unsubscribe';

/** The API's address: the List-Unsubscribe header's one-click POST (RFC 8058); a GET is sent to the page. */
export const unsubscribeApiPath = '/api/alerts/unsubscribe';
/** The web page a person lands on from the e-mail's footer: it unsubscribes and says so. */
export const unsubscribePagePath = '/alerts/unsubscribe';
export const confirmPagePath = '/alerts/confirm';

export const alertUnsubscribeToken = (jwtSecret: string, alertId: string): string =>
  `${alertId}.${linkSignature(jwtSecret, unsubscribePurpose, alertId)}`;

/** The alert a token names, when the signature is this server's; null otherwise. */
export function verifyAlertUnsubscribeToken(jwtSecret: string, token: string): string | null {
  const [alertId, signature, ...rest] = token.split('.');
  if (!alertId || !signature || rest.length > 0 || !isUuid(alertId)) return null;
  return isLinkSignature(jwtSecret, unsubscribePurpose, alertId, signature) ? alertId : null;
}

export interface AlertLinks {
  /** The footer's link: the web page. */
  unsubscribePage: string;
  /** The List-Unsubscribe header's: the API's one-click address. */
  unsubscribeOneClick: string;
}

export function alertLinks(options: { jwtSecret: string; publicUrl: string }, alertId: string): AlertLinks {
  const token = alertUnsubscribeToken(options.jwtSecret, alertId);
  return {
    unsubscribePage: `${options.publicUrl}${unsubscribePagePath}?token=${token}`,
    unsubscribeOneClick: `${options.publicUrl}${unsubscribeApiPath}?token=${token}`,
  };
}
