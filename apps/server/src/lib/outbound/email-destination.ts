import { blockedAddressReason } from './address-classifier.ts';

/**
 * Checks an e-mail address that came from a job posting before anything is sent to it. The message goes through
 * the app's own SMTP transport, so the address cannot make the server open arbitrary connections; but an address
 * at an IP literal of a private range (hr@[10.0.0.5]) is refused all the same, as is anything that is not a plain
 * mailbox (no display names, no header-breaking characters, no source routes).
 * Returns why it was refused, or null when it may be used.
 */
const localPartPattern = /^[a-z0-9!#$%&'*+/=?^_`{|}~.-]{1,64}$/i;
const hostnamePattern = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

export function emailDestinationProblem(address: string): string | null {
  const at = address.lastIndexOf('@');
  if (at <= 0 || address.length > 254) return 'Refused: not a valid e-mail address';
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (!localPartPattern.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..')) {
    return 'Refused: not a valid e-mail address';
  }
  const literal = domain.match(/^\[(?:ipv6:)?([0-9a-f:.]+)\]$/i)?.[1] ?? (/^[\d.]+$/.test(domain) ? domain : null);
  if (literal !== null) {
    const reason = blockedAddressReason(literal);
    if (reason === 'not an IP address') return 'Refused: not a valid e-mail address';
    return reason ? `Refused: e-mail address at a ${reason} IP address` : null;
  }
  return hostnamePattern.test(domain) ? null : 'Refused: not a valid e-mail address';
}
